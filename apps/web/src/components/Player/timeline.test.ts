import { describe, expect, it } from "vitest";
import { bufferedSpans, clock, ratesDescending, resumable, visibleDots } from "./timeline";

describe("player timeline", () => {
  it("draws buffered ranges more than 2 s apart separately and joins the rest", () => {
    const ranges = [
      { start: 10.5, end: 20 },
      { start: 0, end: 5 },
      { start: 6.5, end: 8 },
      { start: 22.1, end: 30 },
    ];
    expect(bufferedSpans(ranges)).toEqual([
      { start: 0, end: 8 },
      { start: 10.5, end: 20 },
      { start: 22.1, end: 30 },
    ]);
    expect(
      bufferedSpans([
        { start: 0, end: 4 },
        { start: 6, end: 9 },
      ]),
    ).toEqual([{ start: 0, end: 9 }]);
  });

  it("hides progress dots outside the duration", () => {
    const dots = [
      { time: -1, label: "before" },
      { time: 0, label: "start" },
      { time: 60, label: "goal" },
      { time: 90, label: "end" },
      { time: 91, label: "beyond" },
    ];
    expect(visibleDots(dots, 90).map((d) => d.label)).toEqual(["start", "goal", "end"]);
    expect(visibleDots(dots, Number.NaN)).toEqual([]);
  });

  it("lists playback rates fastest first", () => {
    expect(ratesDescending([1, 0.5, 2, 1.25, 1])).toEqual([2, 1.25, 1, 0.5]);
  });

  it("formats times and decides when to resume", () => {
    expect(clock(5)).toBe("0:05");
    expect(clock(754.9)).toBe("12:34");
    expect(clock(3725)).toBe("1:02:05");
    expect(resumable(120, 600)).toBe(true);
    expect(resumable(2, 600)).toBe(false);
    expect(resumable(598, 600)).toBe(false);
    expect(resumable(null, 600)).toBe(false);
  });
});
