import { describe, expect, it } from "vitest";
import { friendQuerySchema, parseCardCode, privacyBodySchema } from "./friend.js";

describe("friendQuerySchema", () => {
  it.each(["100001", "Player01", "a.b+c@example.com", "+8613800000000"])("takes %s", (q) => {
    expect(friendQuerySchema.safeParse(q).success).toBe(true);
  });

  it.each([
    ["", "friendQueryEmpty"],
    ["two words", "friendQueryRule"],
    ["名字", "friendQueryRule"],
    ["x".repeat(65), "friendQueryRule"],
  ])("refuses %j with %s", (q, message) => {
    const parsed = friendQuerySchema.safeParse(q);
    expect(parsed.error?.issues[0]?.message).toBe(message);
  });
});

describe("parseCardCode", () => {
  const code = "c1.100001.AbCdEfGhIjKlMnOpQrSt-_";
  it("finds a code alone or inside a link", () => {
    expect(parseCardCode(code)).toBe(code);
    expect(parseCardCode(` ${code} `)).toBe(code);
    expect(parseCardCode(`https://example.com/#/chat/address-book?card=${code}&x=1`)).toBe(code);
  });

  it("ignores text without a whole code", () => {
    expect(parseCardCode("c1.100001.short")).toBeNull();
    expect(parseCardCode(`${code}x`)).toBeNull();
    expect(parseCardCode("hello")).toBeNull();
  });
});

describe("privacyBodySchema", () => {
  it("takes a findable email or null, and refuses anything else", () => {
    expect(privacyBodySchema.parse({ email: " Me@Example.com " }).email).toBe("Me@Example.com");
    expect(privacyBodySchema.parse({ email: null }).email).toBeNull();
    expect(privacyBodySchema.safeParse({ email: "not an email" }).error?.issues[0]?.message).toBe("emailInvalid");
  });
});
