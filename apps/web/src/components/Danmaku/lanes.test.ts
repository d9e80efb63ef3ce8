import { describe, expect, it } from "vitest";
import { freeLane, LANE_GAP_MS } from "./lanes";

describe("comment lanes over the video", () => {
  it("takes the first lane free, and none while every lane is busy", () => {
    expect(freeLane([], 3, 1000)).toBe(0);
    expect(freeLane([1000], 3, 1000)).toBe(1);
    expect(freeLane([1000, 1000, 1000], 3, 1000 + LANE_GAP_MS - 1)).toBeUndefined();
    expect(freeLane([1000, 900, 1000], 3, 900 + LANE_GAP_MS)).toBe(1);
  });
});
