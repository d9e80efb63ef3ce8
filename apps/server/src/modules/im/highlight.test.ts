import { describe, expect, it } from "vitest";
import { containsPattern, highlights, prefixQuery, searchTerms } from "./highlight.js";

describe("search highlights", () => {
  it("finds every occurrence of every term, ignoring case, merged in order", () => {
    expect(highlights("Goal! goal, GOAL", ["goal"])).toEqual([
      [0, 4],
      [6, 10],
      [12, 16],
    ]);
    expect(highlights("great match", ["match", "great", "eat"])).toEqual([
      [0, 5],
      [6, 11],
    ]);
  });

  it("gives the indexes of the text itself in Chinese, Thai and Hindi", () => {
    const cut = (text: string, terms: string[]) => highlights(text, terms).map(([s, e]) => text.slice(s, e));
    expect(cut("今天的比赛很精彩，比赛", ["比赛"])).toEqual(["比赛", "比赛"]);
    expect(cut("เมื่อวานฟุตบอลสนุกมาก", ["ฟุตบอล"])).toEqual(["ฟุตบอล"]);
    expect(cut("आज का मैच शानदार था", ["मैच"])).toEqual(["मैच"]);
    expect(cut("Straße STRASSE", ["straße"])).toEqual(["Straße"]);
  });

  it("takes a search's special characters literally", () => {
    expect(highlights("50% off (today)", ["50%", "(today)"])).toEqual([
      [0, 3],
      [8, 15],
    ]);
    expect(containsPattern("50%_a\\b")).toBe("%50\\%\\_a\\\\b%");
    expect(prefixQuery(["it's", "a&b", "!!"])).toBe("'its':* & 'ab':*");
    expect(prefixQuery(["()"])).toBeUndefined();
    expect(searchTerms("  hello   world hello ")).toEqual(["hello", "world"]);
  });
});
