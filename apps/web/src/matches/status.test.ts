import { MATCH_STATUS } from "@courtside/protocol";
import { describe, expect, it } from "vitest";
import { isBookable, livePhase, statusKey } from "./status";

describe("status labels", () => {
  it("maps every match status to its label", () => {
    expect(statusKey(MATCH_STATUS.notStarted)).toBe("notStarted");
    expect(statusKey(MATCH_STATUS.inProgress)).toBe("live");
    expect(statusKey(MATCH_STATUS.ended)).toBe("ended");
    expect(statusKey(MATCH_STATUS.postponed)).toBe("postponed");
    expect(statusKey(MATCH_STATUS.interrupted)).toBe("interrupted");
    expect(statusKey(MATCH_STATUS.abandoned)).toBe("abandoned");
    expect(statusKey(MATCH_STATUS.toBeDetermined)).toBe("toBeDetermined");
  });

  it("reads half time and breaks as phases of a live match only", () => {
    expect(statusKey(MATCH_STATUS.inProgress, "halfTime")).toBe("halfTime");
    expect(statusKey(MATCH_STATUS.inProgress, "break")).toBe("break");
    expect(statusKey(MATCH_STATUS.ended, "halfTime")).toBe("ended");
  });

  it("shows an unknown status as to be determined", () => {
    expect(statusKey(99)).toBe("toBeDetermined");
  });

  it("offers booking before the start only", () => {
    expect(isBookable(MATCH_STATUS.notStarted)).toBe(true);
    expect(isBookable(MATCH_STATUS.postponed)).toBe(true);
    expect(isBookable(MATCH_STATUS.toBeDetermined)).toBe(true);
    expect(isBookable(MATCH_STATUS.inProgress)).toBe(false);
    expect(isBookable(MATCH_STATUS.ended)).toBe(false);
    expect(isBookable(MATCH_STATUS.abandoned)).toBe(false);
  });
});

describe("the phase of a live match", () => {
  const live = (clock: string) => ({ status: MATCH_STATUS.inProgress, clock });
  const started = { type: "start", clock: "1'" };

  it("is half time while the clock stands at the half-time event", () => {
    expect(livePhase(live("45'"), [started, { type: "halfTime", clock: "45'" }])).toBe("halfTime");
  });

  it("is playing again once the clock moves on", () => {
    expect(livePhase(live("46'"), [started, { type: "halfTime", clock: "45'" }])).toBe("playing");
  });

  it("is a break between periods", () => {
    expect(livePhase(live("Q1 1'"), [started, { type: "period", clock: "Q1 1'" }])).toBe("break");
  });

  it("is playing after a score, without events, or when the match is not live", () => {
    expect(livePhase(live("12'"), [started, { type: "score", clock: "12'" }])).toBe("playing");
    expect(livePhase(live("1'"), [])).toBe("playing");
    expect(livePhase({ status: MATCH_STATUS.ended, clock: null }, [{ type: "halfTime", clock: "" }])).toBe("playing");
  });
});
