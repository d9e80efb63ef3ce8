import { describe, expect, it } from "vitest";
import { titleBadge } from "./titleBadge";

describe("the tab title's unread badge", () => {
  it("shows the unread count only when message notifications are on", () => {
    expect(titleBadge(3, true)).toBe("(3) ");
    expect(titleBadge(3, false)).toBe("");
    expect(titleBadge(0, true)).toBe("");
  });

  it("says 99+ above 99 (spec section 9)", () => {
    expect(titleBadge(100, true)).toBe("(99+) ");
  });
});
