import { describe, expect, it } from "vitest";
import { maskedPhone } from "./phone";

describe("the bound phone as shown", () => {
  it("adds the area code to the server's masked number", () => {
    expect(maskedPhone({ phone: "138****8000", areaCode: "86" })).toBe("+86 138****8000");
    expect(maskedPhone({ phone: "138****8000", areaCode: "+886" })).toBe("+886 138****8000");
    expect(maskedPhone({ phone: "138****8000", areaCode: null })).toBe("138****8000");
  });

  it("is absent without a phone", () => {
    expect(maskedPhone({ phone: null, areaCode: "86" })).toBeNull();
    expect(maskedPhone(null)).toBeNull();
  });
});
