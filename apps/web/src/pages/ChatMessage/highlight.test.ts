import { describe, expect, it } from "vitest";
import { highlighted } from "./highlight";

const marked = (text: string, ranges: [number, number][]) =>
  highlighted(text, ranges)
    .map((part) => (part.mark ? `[${part.text}]` : part.text))
    .join("");

describe("search highlights", () => {
  it("marks each found word of the text", () => {
    expect(
      marked("what a goal, a great goal", [
        [7, 11],
        [21, 25],
      ]),
    ).toBe("what a [goal], a great [goal]");
  });

  it("marks words of any script by their string indexes", () => {
    expect(marked("今天的比赛真精彩", [[3, 5]])).toBe("今天的[比赛]真精彩");
    expect(marked("ประตูสวยมาก", [[0, 5]])).toBe("[ประตู]สวยมาก");
  });

  it("shows every character once whatever ranges the server sends", () => {
    expect(
      marked("abcdef", [
        [2, 4],
        [1, 3],
        [5, 99],
        [4, 4],
      ]),
    ).toBe("a[bcd]e[f]");
  });
});
