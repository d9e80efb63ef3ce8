import { registerBodySchema } from "@courtside/protocol";
import { describe, expect, it } from "vitest";
import { toRegisterBody } from "./registerForm";

const base = { username: "fan2024", password: "goal123", confirmPassword: "goal123", agree: true };

describe("registration body", () => {
  it("leaves the phone out when none is given, even with an area code selected", () => {
    const body = toRegisterBody({ ...base, areaCode: "86", phone: " ", smsCode: "" });
    expect(body).toEqual({ ...base, asAnchor: false });
    expect(registerBodySchema.safeParse(body).success).toBe(true);
  });

  it("sends phone, area and code together", () => {
    const body = toRegisterBody({ ...base, areaCode: "86", phone: "13800138000", smsCode: "123456", asAnchor: true });
    expect(body).toMatchObject({ phone: "13800138000", areaCode: "86", smsCode: "123456", asAnchor: true });
    expect(registerBodySchema.safeParse(body).success).toBe(true);
  });

  it("makes a phone without its code fail on the code field", () => {
    const result = registerBodySchema.safeParse(toRegisterBody({ ...base, areaCode: "86", phone: "13800138000" }));
    expect(result.error?.issues.map((issue) => issue.path[0])).toEqual(["smsCode"]);
  });

  it("treats an unticked agreement as refused", () => {
    const result = registerBodySchema.safeParse(toRegisterBody({ ...base, agree: undefined }));
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(["agreementRequired"]);
  });
});
