import type { StageSeat, StageState } from "@courtside/protocol";
import { describe, expect, it } from "vitest";
import { activeSpeaker } from "./StageTiles";
import { groupSeats, performersOf, secondsLeft } from "./stageState";
import { problemOf } from "./useLocalMedia";

const user = (id: number) => ({ id, nickname: `user${id}`, avatar: null });
const seat = (id: number, state: StageSeat["state"], extra: Partial<StageSeat> = {}): StageSeat => ({
  user: user(id),
  state,
  since: id,
  expiresAt: null,
  audio: null,
  video: null,
  connected: state === "onStage",
  ...extra,
});
const stage = (seats: StageSeat[], open = true): StageState => ({
  roomId: 1,
  open,
  adminsManage: false,
  anchor: { user: user(1), audio: null, video: "self" },
  seats,
  guestsMax: 10,
  version: 1,
});

describe("stage state on the page", () => {
  it("shows the anchor first, then guests accepted or on stage, with what they switched off", () => {
    const performers = performersOf(
      stage([seat(2, "onStage", { audio: "anchor" }), seat(3, "accepted"), seat(4, "applied"), seat(5, "kicked")]),
    );
    expect(performers.map((p) => [p.userId, p.isAnchor, p.audioOff, p.videoOff, p.waiting])).toEqual([
      [1, true, false, true, false],
      [2, false, true, false, false],
      [3, false, false, false, true],
    ]);
    expect(performersOf(stage([seat(2, "onStage")], false))).toEqual([]);
  });

  it("sorts the list into applications, invitations, the seated and outcomes", () => {
    const groups = groupSeats([seat(2, "applied"), seat(3, "invited"), seat(4, "onStage"), seat(5, "interrupted")]);
    expect(
      [groups.applied, groups.invited, groups.seated, groups.outcomes].map((g) => g.map((s) => s.user.id)),
    ).toEqual([[2], [3], [4], [5]]);
  });

  it("counts down in whole seconds, never below zero", () => {
    expect(secondsLeft(10_500, 1_000)).toBe(10);
    expect(secondsLeft(1_000, 5_000)).toBe(0);
    expect(secondsLeft(null, 0)).toBe(0);
  });

  it("highlights the loudest speaker, not someone whose microphone is off or who is barely heard", () => {
    const performers = performersOf(stage([seat(2, "onStage"), seat(3, "onStage", { audio: "self" })]));
    expect(
      activeSpeaker(
        performers,
        new Map([
          [1, 0.2],
          [2, 0.5],
          [3, 0.9],
        ]),
      ),
    ).toBe(2);
    expect(activeSpeaker(performers, new Map([[1, 0.01]]))).toBeNull();
  });

  it("names why the camera or microphone could not be had", () => {
    expect(problemOf(new DOMException("no", "NotAllowedError"))).toBe("denied");
    expect(problemOf(new DOMException("none", "NotFoundError"))).toBe("missing");
    expect(problemOf(new DOMException("busy", "NotReadableError"))).toBe("busy");
    expect(problemOf(new Error("odd"))).toBe("failed");
  });
});
