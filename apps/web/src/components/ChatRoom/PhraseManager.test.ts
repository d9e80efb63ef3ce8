import { describe, expect, it } from "vitest";
import { moveTo, reorder } from "./PhraseManager";

describe("ordering common phrases", () => {
  it("puts a dragged phrase where it is dropped, above or below", () => {
    expect(moveTo([1, 2, 3, 4], 3, 0)).toEqual([4, 1, 2, 3]);
    expect(moveTo([1, 2, 3, 4], 0, 2)).toEqual([2, 3, 1, 4]);
    expect(moveTo([1, 2, 3, 4], 1, 1)).toEqual([1, 2, 3, 4]);
  });

  it("leaves the order alone for a drop outside the list", () => {
    expect(moveTo([1, 2], 5, 0)).toEqual([1, 2]);
    expect(moveTo([1, 2], 0, 9)).toEqual([1, 2]);
  });

  it("moves one place with the keyboard buttons", () => {
    expect(reorder([1, 2, 3], 1, -1)).toEqual([2, 1, 3]);
    expect(reorder([1, 2, 3], 2, 1)).toEqual([1, 2, 3]);
  });
});
