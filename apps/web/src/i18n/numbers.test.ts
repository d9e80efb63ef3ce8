import { describe, expect, it } from "vitest";
import { formatCount } from "./numbers";

describe("formatCount", () => {
  it("groups thousands as each language does", () => {
    expect(formatCount(4740, "en-US")).toBe("4,740");
    expect(formatCount(4740, "pt-BR")).toBe("4.740");
    expect(formatCount(4740, "vi-VN")).toBe("4.740");
    expect(formatCount(1234567, "hi-IN")).toBe("12,34,567");
  });

  it("leaves small counts as they are", () => {
    expect(formatCount(0, "pt-BR")).toBe("0");
    expect(formatCount(100, "en-US")).toBe("100");
  });
});
