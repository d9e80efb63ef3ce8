import { describe, expect, it } from "vitest";
import { buildWordFilter } from "./word-filter.js";

describe("sensitive-word filter", () => {
  const filter = buildWordFilter([
    { word: "he", action: "mask" },
    { word: "she", action: "mask" },
    { word: "hers", action: "mask" },
    { word: "scam", action: "refuse" },
    { word: "赌博", action: "refuse" },
    { word: "笨蛋", action: "mask" },
  ]);

  it("masks every occurrence, overlapping ones too, ignoring case", () => {
    expect(filter.scan("uSHErs").text).toBe("u*****");
    expect(filter.scan("the hero").text).toBe("t** **ro");
    expect(filter.scan("你这个笨蛋啊").text).toBe("你这个**啊");
  });

  it("refuses a message with a refused word anywhere", () => {
    expect(filter.scan("great SCAM here").refused).toBe(true);
    expect(filter.scan("来赌博吧").refused).toBe(true);
    expect(filter.scan("what a goal").refused).toBe(false);
  });

  it("leaves clean text as it is", () => {
    expect(filter.scan("Goal! 2-1 ⚽").text).toBe("Goal! 2-1 ⚽");
    expect(buildWordFilter([]).scan("anything").text).toBe("anything");
  });

  it("matches a word that is a suffix of another path (fail links)", () => {
    const f = buildWordFilter([
      { word: "abcd", action: "mask" },
      { word: "bc", action: "mask" },
    ]);
    expect(f.scan("xabcx").text).toBe("xa**x");
  });
});
