import { ERRORS, type ErrorKey, ROOM_ROLE, STAGE } from "@courtside/protocol";
import { describe, expect, it } from "vitest";
import { AppError } from "../../http/app-error.js";
import { type Action, mayManage, type Seat, type Stage, seatedCount, transition } from "./machine.js";
import { checkReservation } from "./reservation-rules.js";

const ROOM = 1;
const T0 = 1_700_000_000_000;

function openStage(): Stage {
  return { roomId: ROOM, open: true, adminsManage: false, anchorAudio: null, anchorVideo: null, seats: [] };
}

/** Applies actions in order at their times, returning the last stage. */
function run(stage: Stage, ...steps: [Action, number][]): Stage {
  return steps.reduce((current, [action, at]) => transition(current, action, at).stage, stage);
}

function seat(stage: Stage, userId: number): Seat | undefined {
  return stage.seats.find((s) => s.userId === userId);
}

function refusal(fn: () => unknown): ErrorKey | undefined {
  try {
    fn();
  } catch (error) {
    if (error instanceof AppError) return error.key;
    throw error;
  }
  return undefined;
}

/** A guest brought on stage by applying, being accepted and connecting. */
function onStage(stage: Stage, userId: number, at = T0): Stage {
  return run(
    stage,
    [{ type: "apply", userId }, at],
    [{ type: "review", userId, accept: true }, at + 1],
    [{ type: "connect", userId }, at + 2],
  );
}

describe("mic connection state machine", () => {
  it("takes an application to accepted, then on stage when the guest's media connects", () => {
    let stage = run(openStage(), [{ type: "apply", userId: 7 }, T0]);
    expect(seat(stage, 7)).toMatchObject({ state: "applied", expiresAt: T0 + STAGE.answerMs });
    stage = run(stage, [{ type: "review", userId: 7, accept: true }, T0 + 5_000]);
    expect(seat(stage, 7)).toMatchObject({ state: "accepted", expiresAt: T0 + 5_000 + STAGE.answerMs });
    stage = run(stage, [{ type: "connect", userId: 7 }, T0 + 6_000]);
    expect(seat(stage, 7)).toMatchObject({ state: "onStage", connected: true, expiresAt: null });
  });

  it("takes an invitation to accepted or rejected by the invitee's answer", () => {
    const invited = run(openStage(), [{ type: "invite", userId: 7 }, T0], [{ type: "invite", userId: 8 }, T0]);
    expect(seat(invited, 7)?.state).toBe("invited");
    const answered = run(
      invited,
      [{ type: "answer", userId: 7, accept: true }, T0 + 1],
      [{ type: "answer", userId: 8, accept: false }, T0 + 1],
    );
    expect(seat(answered, 7)?.state).toBe("accepted");
    expect(seat(answered, 8)).toMatchObject({ state: "rejected", expiresAt: null });
  });

  it("rejects an application", () => {
    const stage = run(
      openStage(),
      [{ type: "apply", userId: 7 }, T0],
      [{ type: "review", userId: 7, accept: false }, T0],
    );
    expect(seat(stage, 7)?.state).toBe("rejected");
  });

  it("expires an application, an invitation and an accepted guest who never connects after 60 s", () => {
    let stage = run(
      openStage(),
      [{ type: "apply", userId: 7 }, T0],
      [{ type: "invite", userId: 8 }, T0],
      [{ type: "apply", userId: 9 }, T0],
      [{ type: "review", userId: 9, accept: true }, T0],
    );
    // Not yet due: nothing happens.
    stage = run(stage, [{ type: "deadline", userId: 7 }, T0 + STAGE.answerMs - 1]);
    expect(seat(stage, 7)?.state).toBe("applied");
    const due = T0 + STAGE.answerMs;
    stage = run(
      stage,
      [{ type: "deadline", userId: 7 }, due],
      [{ type: "deadline", userId: 8 }, due],
      [{ type: "deadline", userId: 9 }, due],
    );
    expect([seat(stage, 7)?.state, seat(stage, 8)?.state, seat(stage, 9)?.state]).toEqual([
      "expired",
      "expired",
      "expired",
    ]);
  });

  it("refuses to answer an application or invitation past its deadline with 'application expired'", () => {
    const stage = run(openStage(), [{ type: "apply", userId: 7 }, T0], [{ type: "invite", userId: 8 }, T0]);
    const late = T0 + STAGE.answerMs;
    expect(refusal(() => transition(stage, { type: "review", userId: 7, accept: true }, late))).toBe(
      "micApplicationExpired",
    );
    expect(refusal(() => transition(stage, { type: "answer", userId: 8, accept: true }, late))).toBe(
      "micApplicationExpired",
    );
    expect(ERRORS.micApplicationExpired).toBe(6002);
  });

  it("interrupts a guest whose connection stays lost for 10 s, who must then apply again", () => {
    let stage = onStage(openStage(), 7);
    stage = run(stage, [{ type: "disconnect", userId: 7 }, T0 + 100]);
    expect(seat(stage, 7)).toMatchObject({
      state: "onStage",
      connected: false,
      expiresAt: T0 + 100 + STAGE.interruptMs,
    });
    stage = run(stage, [{ type: "deadline", userId: 7 }, T0 + 100 + STAGE.interruptMs]);
    expect(seat(stage, 7)).toMatchObject({ state: "interrupted", connected: false });
    // Coming back does not restore the seat…
    expect(refusal(() => transition(stage, { type: "connect", userId: 7 }, T0 + 20_000))).toBe("stageNotOnStage");
    // …a new application does.
    stage = run(stage, [{ type: "apply", userId: 7 }, T0 + 20_000]);
    expect(seat(stage, 7)?.state).toBe("applied");
  });

  it("keeps the seat of a guest who reconnects within 10 s", () => {
    let stage = onStage(openStage(), 7);
    stage = run(stage, [{ type: "disconnect", userId: 7 }, T0 + 100], [{ type: "connect", userId: 7 }, T0 + 5_000]);
    stage = run(stage, [{ type: "deadline", userId: 7 }, T0 + 100 + STAGE.interruptMs]);
    expect(seat(stage, 7)).toMatchObject({ state: "onStage", connected: true, expiresAt: null });
  });

  it("lets a guest leave and the anchor kick, each ending the seat", () => {
    let stage = onStage(onStage(openStage(), 7), 8);
    stage = run(stage, [{ type: "leave", userId: 7 }, T0 + 10], [{ type: "kick", userId: 8 }, T0 + 10]);
    expect([seat(stage, 7)?.state, seat(stage, 8)?.state]).toEqual(["left", "kicked"]);
    expect(refusal(() => transition(stage, { type: "kick", userId: 8 }, T0 + 20))).toBe("stageNotOnStage");
  });

  it("holds at most 10 guests: the 11th can neither apply, be invited nor be accepted", () => {
    let stage = openStage();
    for (let user = 10; user < 10 + STAGE.guestsMax; user++) stage = onStage(stage, user);
    expect(seatedCount(stage)).toBe(10);
    expect(refusal(() => transition(stage, { type: "apply", userId: 99 }, T0))).toBe("stageFull");
    expect(refusal(() => transition(stage, { type: "invite", userId: 99 }, T0))).toBe("stageFull");

    // Nine on stage and two waiting: the first accepted takes the last seat, the second is refused.
    let nine = run(stage, [{ type: "leave", userId: 10 }, T0 + 1]);
    nine = run(nine, [{ type: "apply", userId: 98 }, T0 + 2], [{ type: "invite", userId: 99 }, T0 + 2]);
    nine = run(nine, [{ type: "review", userId: 98, accept: true }, T0 + 3]);
    expect(refusal(() => transition(nine, { type: "answer", userId: 99, accept: true }, T0 + 4))).toBe("stageFull");
  });

  it("counts accepted guests who have not connected yet against the 10", () => {
    let stage = openStage();
    for (let user = 10; user < 10 + STAGE.guestsMax; user++) {
      stage = run(stage, [{ type: "apply", userId: user }, T0], [{ type: "review", userId: user, accept: true }, T0]);
    }
    expect(refusal(() => transition(stage, { type: "apply", userId: 99 }, T0))).toBe("stageFull");
  });

  it("refuses applications while the stage is closed, from the anchor, and twice from the same person", () => {
    const closed = { ...openStage(), open: false };
    expect(refusal(() => transition(closed, { type: "apply", userId: 7 }, T0))).toBe("stageClosed");
    expect(refusal(() => transition(openStage(), { type: "apply", userId: ROOM }, T0))).toBe("stageAnchorItself");
    const applied = run(openStage(), [{ type: "apply", userId: 7 }, T0]);
    expect(refusal(() => transition(applied, { type: "apply", userId: 7 }, T0))).toBe("stageAlreadyIn");
    expect(refusal(() => transition(applied, { type: "invite", userId: 7 }, T0))).toBe("stageAlreadyIn");
    expect(refusal(() => transition(applied, { type: "answer", userId: 7, accept: true }, T0))).toBe(
      "stageNoInvitation",
    );
    expect(refusal(() => transition(openStage(), { type: "review", userId: 7, accept: true }, T0))).toBe(
      "stageNoApplication",
    );
  });

  it("caps the people waiting", () => {
    let stage = openStage();
    for (let user = 100; user < 100 + STAGE.pendingMax; user++)
      stage = run(stage, [{ type: "apply", userId: user }, T0]);
    expect(refusal(() => transition(stage, { type: "apply", userId: 7 }, T0))).toBe("stageQueueFull");
  });

  it("mutes: a guest mutes and unmutes themselves; an anchor's mute holds until a manager lifts it", () => {
    let stage = onStage(openStage(), 7);
    stage = run(stage, [{ type: "mute", userId: 7, kind: "audio", muted: true, by: "self" }, T0]);
    expect(seat(stage, 7)?.audio).toBe("self");
    stage = run(stage, [{ type: "mute", userId: 7, kind: "audio", muted: false, by: "self" }, T0]);
    expect(seat(stage, 7)?.audio).toBeNull();
    stage = run(stage, [{ type: "mute", userId: 7, kind: "video", muted: true, by: "anchor" }, T0]);
    expect(seat(stage, 7)?.video).toBe("anchor");
    expect(
      refusal(() => transition(stage, { type: "mute", userId: 7, kind: "video", muted: false, by: "self" }, T0)),
    ).toBe("stageMutedByAnchor");
    stage = run(stage, [{ type: "mute", userId: 7, kind: "video", muted: false, by: "anchor" }, T0]);
    expect(seat(stage, 7)?.video).toBeNull();
    // A manager's "unmute" never opens a microphone the guest closed themselves.
    stage = run(stage, [{ type: "mute", userId: 7, kind: "audio", muted: true, by: "self" }, T0]);
    stage = run(stage, [{ type: "mute", userId: 7, kind: "audio", muted: false, by: "anchor" }, T0]);
    expect(seat(stage, 7)?.audio).toBe("self");
    expect(
      refusal(() => transition(stage, { type: "mute", userId: 8, kind: "audio", muted: true, by: "anchor" }, T0)),
    ).toBe("stageNotOnStage");
  });

  it("lets the anchor mute only themselves", () => {
    const stage = run(openStage(), [{ type: "mute", userId: ROOM, kind: "audio", muted: true, by: "self" }, T0]);
    expect(stage.anchorAudio).toBe("self");
    expect(
      refusal(() => transition(stage, { type: "mute", userId: ROOM, kind: "audio", muted: true, by: "anchor" }, T0)),
    ).toBe("micPermission");
  });

  it("ends the whole stage: everyone waiting or on stage is ended and the stage closes", () => {
    let stage = onStage(openStage(), 7);
    stage = run(
      stage,
      [{ type: "apply", userId: 8 }, T0],
      [{ type: "invite", userId: 9 }, T0],
      [{ type: "apply", userId: 10 }, T0],
    );
    stage = run(stage, [{ type: "review", userId: 10, accept: false }, T0]);
    const outcome = transition(stage, { type: "end" }, T0 + 1);
    expect(outcome.stage.open).toBe(false);
    expect(outcome.changed.map((s) => [s.userId, s.state]).sort()).toEqual([
      [7, "ended"],
      [8, "ended"],
      [9, "ended"],
    ]);
    // An outcome already reached stays as it was.
    expect(seat(outcome.stage, 10)?.state).toBe("rejected");
  });

  it("lets the anchor manage, and room admins and assistants only when the anchor allows", () => {
    expect(mayManage(ROOM_ROLE.anchor, false)).toBe(true);
    expect(mayManage(ROOM_ROLE.admin, false)).toBe(false);
    expect(mayManage(ROOM_ROLE.admin, true)).toBe(true);
    expect(mayManage(ROOM_ROLE.assistant, true)).toBe(true);
    expect(mayManage(ROOM_ROLE.viewer, true)).toBe(false);
    expect(mayManage(ROOM_ROLE.visitor, true)).toBe(false);
  });
});

describe("mic reservations", () => {
  const HOUR = 3_600_000;

  it("must be more than two hours from every other reservation of the room", () => {
    const others = [T0 + 10 * HOUR];
    expect(refusal(() => checkReservation(T0 + 12 * HOUR, others, T0))).toBe("micReservationGap");
    expect(refusal(() => checkReservation(T0 + 8 * HOUR, others, T0))).toBe("micReservationGap");
    expect(refusal(() => checkReservation(T0 + 12 * HOUR + 1, others, T0))).toBeUndefined();
    expect(refusal(() => checkReservation(T0 + 8 * HOUR - 1, others, T0))).toBeUndefined();
  });

  it("must lie ahead, within 90 days", () => {
    expect(refusal(() => checkReservation(T0, [], T0))).toBe("micReservationPast");
    expect(refusal(() => checkReservation(T0 + 91 * 24 * HOUR, [], T0))).toBe("micReservationPast");
    expect(refusal(() => checkReservation(T0 + HOUR, [], T0))).toBeUndefined();
  });
});
