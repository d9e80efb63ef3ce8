import { SPORTS } from "@courtside/protocol";
import { describe, expect, it } from "vitest";
import { periodLabel } from "./periods";

describe("period labels", () => {
  it("reads halves, quarters, sets and overtime", () => {
    expect(periodLabel("H2", SPORTS.football)).toEqual({ key: "half", n: 2 });
    expect(periodLabel("Q3", SPORTS.basketball)).toEqual({ key: "quarter", n: 3 });
    expect(periodLabel("S1", SPORTS.tennis)).toEqual({ key: "set", n: 1 });
    expect(periodLabel("S5", SPORTS.volleyball)).toEqual({ key: "volleyballSet", n: 5 });
    expect(periodLabel("OT", SPORTS.basketball)).toEqual({ key: "overtime" });
  });

  it("shows a label it does not know as it came", () => {
    expect(periodLabel("Map 2", SPORTS.esports)).toEqual({ key: "raw", text: "Map 2" });
  });
});
