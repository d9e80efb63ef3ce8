import { describe, expect, it } from "vitest";
import { loginPath, safeRedirect } from "./paths";

describe("sign-in redirects", () => {
  it("remembers where the visitor was stopped", () => {
    expect(loginPath("/user/info/basic")).toBe("/login?redirect=%2Fuser%2Finfo%2Fbasic");
    expect(loginPath("/chat/message?x=1")).toBe("/login?redirect=%2Fchat%2Fmessage%3Fx%3D1");
  });

  it("does not send the login page back to itself or to the root", () => {
    expect(loginPath("/login?redirect=%2Fchat")).toBe("/login");
    expect(loginPath("/")).toBe("/login");
    expect(loginPath()).toBe("/login");
  });

  it("only follows in-app paths", () => {
    expect(safeRedirect("/chat/message")).toBe("/chat/message");
    expect(safeRedirect("//evil.example")).toBe("/");
    expect(safeRedirect("/\\evil.example")).toBe("/");
    expect(safeRedirect("https://evil.example")).toBe("/");
    expect(safeRedirect(null)).toBe("/");
  });
});
