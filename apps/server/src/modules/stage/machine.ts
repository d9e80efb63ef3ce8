import {
  ROOM_ROLE,
  STAGE,
  STAGE_SEATED,
  STAGE_WAITING,
  type StageMute,
  type StageSeatState,
} from "@courtside/protocol";
import { AppError } from "../../http/app-error.js";

/**
 * The mic-connection rules as pure transitions: no clock, no database. The service loads a room's
 * stage under a lock, applies one action, stores the seats that changed and (re)schedules each
 * changed seat's deadline.
 */

export interface Seat {
  userId: number;
  state: StageSeatState;
  /** When the seat entered its state (ms). */
  since: number;
  /**
   * The seat's deadline (ms): a waiting seat expires then, an on-stage guest whose connection was
   * lost is interrupted then. Null when nothing is due.
   */
  expiresAt: number | null;
  audio: StageMute;
  video: StageMute;
  connected: boolean;
}

export interface Stage {
  roomId: number;
  open: boolean;
  adminsManage: boolean;
  anchorAudio: StageMute;
  anchorVideo: StageMute;
  seats: Seat[];
}

export type Action =
  | { type: "open" }
  | { type: "end" }
  | { type: "settings"; adminsManage: boolean }
  | { type: "apply"; userId: number }
  | { type: "invite"; userId: number }
  | { type: "review"; userId: number; accept: boolean }
  | { type: "answer"; userId: number; accept: boolean }
  | { type: "leave"; userId: number }
  | { type: "kick"; userId: number }
  | { type: "connect"; userId: number }
  | { type: "disconnect"; userId: number }
  /** A seat's deadline came: what is still due at `now` expires or is interrupted. */
  | { type: "deadline"; userId: number }
  | { type: "mute"; userId: number; kind: "audio" | "video"; muted: boolean; by: "self" | "anchor" };

export interface Outcome {
  stage: Stage;
  /** Seats whose row must be written (their deadline rescheduled or cancelled with them). */
  changed: Seat[];
  /** Whether the stage's own row changed (open, settings, the anchor's mutes). */
  stageChanged: boolean;
}

const isWaiting = (seat: Seat) => STAGE_WAITING.includes(seat.state);
const isSeated = (seat: Seat) => STAGE_SEATED.includes(seat.state);
/** In the list now: waiting or on stage; any other seat is an outcome and may start again. */
const isActive = (seat: Seat) => isWaiting(seat) || seat.state === "onStage";

/** Whether a role may manage a room's mic-connection list: the anchor, and its admins when allowed. */
export function mayManage(role: number, adminsManage: boolean): boolean {
  if (role === ROOM_ROLE.anchor) return true;
  return adminsManage && (role === ROOM_ROLE.admin || role === ROOM_ROLE.assistant);
}

export function seatedCount(stage: Stage): number {
  return stage.seats.filter(isSeated).length;
}

function fresh(userId: number, state: StageSeatState, now: number, expiresAt: number | null): Seat {
  return { userId, state, since: now, expiresAt, audio: null, video: null, connected: false };
}

/** The seat ends in an outcome: nothing more is due and its media stops. */
function finish(seat: Seat, state: StageSeatState, now: number): Seat {
  return { ...seat, state, since: now, expiresAt: null, connected: false };
}

function roomForOneMore(stage: Stage, guestsMax: number) {
  if (seatedCount(stage) >= guestsMax) {
    throw new AppError("stageFull", { params: { max: guestsMax } });
  }
}

function requireOpen(stage: Stage) {
  if (!stage.open) throw new AppError("stageClosed");
}

function notAnchor(stage: Stage, userId: number) {
  if (userId === stage.roomId) throw new AppError("stageAnchorItself");
}

/** A waiting seat past its deadline can no longer be answered. */
function stillWaiting(seat: Seat, now: number) {
  if (seat.expiresAt !== null && seat.expiresAt <= now) throw new AppError("micApplicationExpired");
}

function mute(current: StageMute, muted: boolean, by: "self" | "anchor"): StageMute {
  // A manager lifts only a manager's mute: nobody turns on a microphone or camera its owner turned off.
  if (by === "anchor") return muted ? "anchor" : current === "anchor" ? null : current;
  if (current === "anchor") {
    // Only a manager lifts the anchor's mute; muting oneself again changes nothing.
    if (!muted) throw new AppError("stageMutedByAnchor");
    return current;
  }
  return muted ? "self" : null;
}

/**
 * Applies one action at `now` with at most `guestsMax` guests on stage; throws the catalogue error a
 * person would see when it is refused.
 */
export function transition(stage: Stage, action: Action, now: number, guestsMax: number = STAGE.guestsMax): Outcome {
  const seat = "userId" in action ? stage.seats.find((s) => s.userId === action.userId) : undefined;
  const withSeat = (next: Seat): Outcome => ({
    stage: { ...stage, seats: [...stage.seats.filter((s) => s.userId !== next.userId), next] },
    changed: [next],
    stageChanged: false,
  });
  const unchanged: Outcome = { stage, changed: [], stageChanged: false };

  switch (action.type) {
    case "open":
      return stage.open ? unchanged : { stage: { ...stage, open: true }, changed: [], stageChanged: true };
    case "end": {
      const changed = stage.seats.filter(isActive).map((s) => finish(s, "ended", now));
      const seats = stage.seats.map((s) => changed.find((c) => c.userId === s.userId) ?? s);
      return {
        stage: { ...stage, open: false, anchorAudio: null, anchorVideo: null, seats },
        changed,
        stageChanged: true,
      };
    }
    case "settings":
      return { stage: { ...stage, adminsManage: action.adminsManage }, changed: [], stageChanged: true };
    case "apply":
    case "invite": {
      requireOpen(stage);
      notAnchor(stage, action.userId);
      if (seat && isActive(seat)) throw new AppError("stageAlreadyIn");
      roomForOneMore(stage, guestsMax);
      if (stage.seats.filter((s) => s.state === "applied" || s.state === "invited").length >= STAGE.pendingMax) {
        throw new AppError("stageQueueFull");
      }
      const state = action.type === "apply" ? "applied" : "invited";
      return withSeat(fresh(action.userId, state, now, now + STAGE.answerMs));
    }
    case "review":
    case "answer": {
      const waitingFor = action.type === "review" ? "applied" : "invited";
      if (seat?.state !== waitingFor) {
        throw new AppError(action.type === "review" ? "stageNoApplication" : "stageNoInvitation");
      }
      stillWaiting(seat, now);
      if (!action.accept) return withSeat(finish(seat, "rejected", now));
      roomForOneMore(stage, guestsMax);
      // Agreed: the guest now has as long again to connect their camera and microphone.
      return withSeat({ ...seat, state: "accepted", since: now, expiresAt: now + STAGE.answerMs });
    }
    case "leave":
      if (!seat || !isActive(seat)) throw new AppError("stageNotOnStage");
      return withSeat(finish(seat, "left", now));
    case "kick":
      if (!seat || !isActive(seat)) throw new AppError("stageNotOnStage");
      return withSeat(finish(seat, "kicked", now));
    case "connect":
      if (seat?.state === "accepted") {
        return withSeat({ ...seat, state: "onStage", since: now, expiresAt: null, connected: true });
      }
      if (seat?.state === "onStage") {
        return seat.connected ? unchanged : withSeat({ ...seat, expiresAt: null, connected: true });
      }
      throw new AppError("stageNotOnStage");
    case "disconnect":
      if (seat?.state !== "onStage" || !seat.connected) return unchanged;
      return withSeat({ ...seat, connected: false, expiresAt: now + STAGE.interruptMs });
    case "deadline": {
      if (!seat || seat.expiresAt === null || seat.expiresAt > now) return unchanged;
      if (isWaiting(seat)) return withSeat(finish(seat, "expired", now));
      if (seat.state === "onStage" && !seat.connected) return withSeat(finish(seat, "interrupted", now));
      return unchanged;
    }
    case "mute": {
      if (action.userId === stage.roomId) {
        // The anchor mutes only themselves; nobody else silences the room's host.
        if (action.by !== "self") throw new AppError("micPermission", { status: 403 });
        const key = action.kind === "audio" ? "anchorAudio" : "anchorVideo";
        return { stage: { ...stage, [key]: action.muted ? "self" : null }, changed: [], stageChanged: true };
      }
      if (!seat || !(seat.state === "onStage" || seat.state === "accepted")) throw new AppError("stageNotOnStage");
      return withSeat({ ...seat, [action.kind]: mute(seat[action.kind], action.muted, action.by) });
    }
  }
}
