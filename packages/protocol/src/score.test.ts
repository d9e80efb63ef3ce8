import { describe, expect, it } from "vitest";
import { SPORTS } from "./enums.js";
import { scoreText } from "./score.js";

const push = (sportId: number, status: number, home: unknown, away: unknown, vbScores?: unknown) => ({
  sportId,
  status,
  homeScore: JSON.stringify(home),
  awayScore: JSON.stringify(away),
  vbScores: vbScores === undefined ? undefined : JSON.stringify(vbScores),
});

describe("scoreText", () => {
  it("reads 0-0 when a match starts, whatever the sport or scores", () => {
    expect(scoreText(push(SPORTS.basketball, 1, [30, 20], [10]))).toBe("0-0");
    expect(scoreText(push(SPORTS.volleyball, 1, [], []))).toBe("0-0");
  });

  it.each([0, 4, 5, 9])("has no text for status %i", (status) => {
    expect(scoreText(push(SPORTS.football, status, [1], [0]))).toBeNull();
  });

  describe("football", () => {
    it("uses entry 5 when truthy", () => {
      expect(scoreText(push(SPORTS.football, 2, [1, 0, 0, 0, 0, 3, 0], [1, 0, 0, 0, 0, 2, 0]))).toBe("3-2");
    });
    it("falls back to entry 0 when entry 5 is 0 or missing", () => {
      expect(scoreText(push(SPORTS.football, 3, [1, 0, 0, 0, 0, 0], [0]))).toBe("1-0");
    });
    it("adds entry 6 in brackets only when above 0", () => {
      expect(scoreText(push(SPORTS.football, 2, [1, 0, 0, 0, 0, 1, 4], [1, 0, 0, 0, 0, 1, 3]))).toBe("1(4)-1(3)");
      expect(scoreText(push(SPORTS.football, 2, [2, 0, 0, 0, 0, 2, 0], [1, 0, 0, 0, 0, 1, -1]))).toBe("2-1");
    });
  });

  it("adds basketball's first five entries", () => {
    expect(scoreText(push(SPORTS.basketball, 2, [20, 25, 22, 30, 5, 99], [18, 20, 24, 28, 0, 77]))).toBe("102-90");
    expect(scoreText(push(SPORTS.basketball, 3, [20, 25], [18]))).toBe("45-18");
  });

  it("counts tennis sets won at the even indexes", () => {
    // Sets 6-4, 3-6, 7-6 at indexes 0, 2, 4; odd indexes (tie-breaks) do not count.
    expect(scoreText(push(SPORTS.tennis, 2, [6, 0, 3, 0, 7, 5], [4, 0, 6, 0, 6, 7]))).toBe("2-1");
    expect(scoreText(push(SPORTS.tennis, 2, [6], []))).toBe("1-0");
  });

  it("reads volleyball's vbScores pair", () => {
    expect(scoreText(push(SPORTS.volleyball, 2, [25, 20], [20, 25], { pt: [3, 1] }))).toBe("3-1");
    expect(scoreText(push(SPORTS.volleyball, 2, [], [], { other: 1 }))).toBeNull();
  });

  it("reads entry 0 for sports without a rule, and survives malformed input", () => {
    expect(scoreText(push(SPORTS.iceHockey, 2, [4], [2]))).toBe("4-2");
    expect(scoreText({ sportId: SPORTS.football, status: 2, homeScore: "not json", awayScore: '["x", 2]' })).toBe(
      "0-0",
    );
  });
});
