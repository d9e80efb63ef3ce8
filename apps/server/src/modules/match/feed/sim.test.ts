import type { SportKey } from "@courtside/protocol";
import { MATCH_STATUS, PUSH_MATCH_STATUS, SPORTS, scoreText } from "@courtside/protocol";
import { describe, expect, it } from "vitest";
import { advance, durationMs, initialState } from "./sim.js";

/** A seeded generator, so each run plays the same matches. */
function seeded(seed: number) {
  let x = seed;
  return () => {
    x = (x * 1_103_515_245 + 12_345) % 2_147_483_648;
    return x / 2_147_483_648;
  };
}

const SPORT_KEYS = Object.keys(SPORTS) as readonly string[];
const sports = SPORT_KEYS.filter((key): key is SportKey => key in SPORTS);

describe("the demo clock", () => {
  it.each(sports)("plays a whole %s match: start, progress, end, with a readable score", (sport) => {
    const rng = seeded(7);
    const start = initialState(sport);
    expect(start.status).toBe(MATCH_STATUS.notStarted);
    const { state, events, pushes } = advance(sport, start, -1, durationMs(sport) + 10_000, rng);
    expect(state.status).toBe(MATCH_STATUS.ended);
    expect(pushes[0]).toBe(PUSH_MATCH_STATUS.started);
    expect(pushes.at(-1)).toBe(PUSH_MATCH_STATUS.ended);
    expect(events[0]?.type).toBe("start");
    expect(events.at(-1)?.type).toBe("end");
    const text = scoreText({
      sportId: SPORTS[sport],
      status: PUSH_MATCH_STATUS.ended,
      homeScore: JSON.stringify(state.homeScore),
      awayScore: JSON.stringify(state.awayScore),
      vbScores: state.vbScores ? JSON.stringify(state.vbScores) : undefined,
    });
    expect(text).toMatch(/^\d+(\(\d+\))?-\d+(\(\d+\))?$/);
  });

  it("passes football's half time once, with push status 3, and keeps the half-time score", () => {
    const { state, pushes, events } = advance(
      "football",
      initialState("football"),
      -1,
      durationMs("football"),
      seeded(3),
    );
    expect(pushes.filter((p) => p === PUSH_MATCH_STATUS.firstHalfEnded)).toHaveLength(1);
    expect(events.filter((e) => e.type === "halfTime")).toHaveLength(1);
    expect(state.homeScore[1] ?? 0).toBeLessThanOrEqual(state.homeScore[0] ?? 0);
  });

  it("gives the same result stepped at once or in pieces", () => {
    const whole = advance("iceHockey", initialState("iceHockey"), -1, 600_000, seeded(11)).state;
    const rng = seeded(11);
    let state = initialState("iceHockey");
    let from = -1;
    for (const to of [100_000, 250_000, 600_000]) {
      state = advance("iceHockey", state, from, to, rng).state;
      from = to;
    }
    expect(state.homeScore).toEqual(whole.homeScore);
    expect(state.awayScore).toEqual(whole.awayScore);
  });

  it("ends tennis when a player has two sets, and volleyball at three", () => {
    const tennis = advance("tennis", initialState("tennis"), -1, durationMs("tennis"), seeded(5)).state;
    expect(Math.max(...(tennis.vbScores?.pt ?? [0]))).toBe(2);
    const volleyball = advance("volleyball", initialState("volleyball"), -1, durationMs("volleyball"), seeded(5)).state;
    expect(Math.max(...(volleyball.vbScores?.pt ?? [0]))).toBe(3);
  });

  it("does nothing before kick-off", () => {
    const { state, events } = advance("basketball", initialState("basketball"), -10_000, -5_000, seeded(1));
    expect(state.status).toBe(MATCH_STATUS.notStarted);
    expect(events).toEqual([]);
  });
});

describe("the demo clock's wording", () => {
  it("shows HT at football's half time and the set under way in set sports, in no language", () => {
    const rng = seeded(2);
    const firstHalf = advance("football", initialState("football"), -1, 8 * 60_000 + 30_000, rng).state;
    expect(firstHalf.clock).toBe("HT");
    const volleyball = advance("volleyball", initialState("volleyball"), -1, 60_000, seeded(2)).state;
    expect(volleyball.clock).toBe("S1");
  });
});
