import { describe, expect, it } from "vitest";
import { storedViewing } from "./viewing";

describe("the live room's viewing choices", () => {
  it("start with comments on, normal density and no theatre; off for reduced motion", () => {
    expect(storedViewing(null, false)).toEqual({ danmaku: true, density: "normal", theatre: false });
    expect(storedViewing(null, true).danmaku).toBe(false);
  });

  it("keep what was stored, dropping values of the wrong kind", () => {
    expect(storedViewing({ danmaku: false, density: "high", theatre: true }, false)).toEqual({
      danmaku: false,
      density: "high",
      theatre: true,
    });
    expect(storedViewing({ danmaku: "yes", density: "huge", theatre: 1 }, false)).toEqual({
      danmaku: true,
      density: "normal",
      theatre: false,
    });
  });
});
