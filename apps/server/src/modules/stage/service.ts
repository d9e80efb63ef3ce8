import { STAGE, STAGE_WAITING, type StageSeat, type StageState, type StageView } from "@courtside/protocol";
import type { Deps } from "../../deps.js";
import { AppError } from "../../http/app-error.js";
import { ttlCache } from "../../infra/ttl-cache.js";
import type { RealtimeService } from "../../realtime/service.js";
import type { ChatRoomService } from "../chatroom/service.js";
import type { LimitsSource } from "../system/service.js";
import { type Action, mayManage, type Seat, type Stage, transition } from "./machine.js";
import * as repo from "./repo.js";

const DEADLINE = "stage.deadline";
/** Outcomes shown under the list, newest first. */
const RECENT_SHOWN = 20;

const deadlineKey = (roomId: number, userId: number) => `${DEADLINE}:${roomId}:${userId}`;
export const stageChannel = (roomId: number) => `stage:${roomId}`;

const isActive = (seat: Seat) => STAGE_WAITING.includes(seat.state) || seat.state === "onStage";

/**
 * Mic connection: the list (applications, invitations, guests on stage and their outcomes), who may
 * manage it, and each seat's deadline as a durable job. Every change is made under the stage row's
 * lock and then told to the room as a `state` notice on `stage:<room>`, which the node hosting the
 * room's SFU follows too.
 */
export function createStageService(
  { db, scheduler, config }: Deps,
  { realtime, chatroom, limits }: { realtime: RealtimeService; chatroom: ChatRoomService; limits: LimitsSource },
) {
  const people = ttlCache<repo.PersonRow | null>(30_000, 5_000);

  async function person(userId: number) {
    const found = await people.get(String(userId), async () => (await repo.people(db, [userId]))[0] ?? null);
    return found ?? { id: userId, nickname: "", avatar: null };
  }

  async function toState(stage: Stage, version: number): Promise<StageState> {
    const active = stage.seats.filter(isActive).sort((a, b) => a.since - b.since);
    const recent = stage.seats
      .filter((seat) => !isActive(seat))
      .sort((a, b) => b.since - a.since)
      .slice(0, RECENT_SHOWN);
    const seats: StageSeat[] = await Promise.all(
      [...active, ...recent].map(async (seat) => ({
        user: await person(seat.userId),
        state: seat.state,
        since: seat.since,
        expiresAt: seat.expiresAt,
        audio: seat.audio,
        video: seat.video,
        connected: seat.connected,
      })),
    );
    return {
      roomId: stage.roomId,
      open: stage.open,
      adminsManage: stage.adminsManage,
      anchor: { user: await person(stage.roomId), audio: stage.anchorAudio, video: stage.anchorVideo },
      seats,
      guestsMax: (await limits()).stageGuestsMax,
      version,
    };
  }

  async function requireRoom(roomId: number) {
    if (!(await chatroom.roomExists(roomId))) throw new AppError("roomNotFound", { status: 404 });
  }

  /** A seat's deadline runs as a durable job, so it comes even if this node stops. */
  async function plan(roomId: number, seat: Seat) {
    const key = deadlineKey(roomId, seat.userId);
    if (seat.expiresAt === null) await scheduler.cancel(key);
    else await scheduler.schedule(DEADLINE, key, new Date(seat.expiresAt), { roomId, userId: seat.userId });
  }

  /** Applies one action under the stage's lock; `check` sees the locked stage before it (permissions). */
  async function change(roomId: number, action: Action, check?: (stage: Stage) => void): Promise<StageState> {
    await requireRoom(roomId);
    const now = Date.now();
    const { stageGuestsMax } = await limits();
    const done = await db.transaction(async (tx) => {
      const stage = await repo.lockStage(tx, roomId, new Date(now - STAGE.recentMs));
      check?.(stage);
      const outcome = transition(stage, action, now, stageGuestsMax);
      if (!outcome.stageChanged && outcome.changed.length === 0) return { ...stage, changed: [], moved: false };
      const version = Math.max(stage.version + 1, now);
      await repo.saveStage(tx, outcome.stage, version);
      for (const seat of outcome.changed) await repo.saveSeat(tx, roomId, seat);
      return { ...outcome.stage, version, changed: outcome.changed, moved: true };
    });
    const state = await toState(done, done.version);
    if (!done.moved) return state;
    for (const seat of done.changed) await plan(roomId, seat);
    realtime.notice(stageChannel(roomId), "state", state);
    return state;
  }

  function refuse(): never {
    throw new AppError("micPermission", { status: 403 });
  }

  /** A check that the actor may manage the list (the anchor, or an admin when the anchor allows). */
  async function managerCheck(roomId: number, userId: number) {
    const role = await chatroom.roleIn(roomId, userId);
    return (stage: Stage) => {
      if (!mayManage(role, stage.adminsManage)) refuse();
    };
  }

  const anchorOnly = (roomId: number, userId: number) => {
    if (userId !== roomId) refuse();
  };

  scheduler.register(DEADLINE, async (payload) => {
    await change(Number(payload.roomId), { type: "deadline", userId: Number(payload.userId) });
    return undefined;
  });

  async function state(roomId: number): Promise<StageState> {
    await requireRoom(roomId);
    const stage = await repo.readStage(db, roomId, new Date(Date.now() - STAGE.recentMs));
    return toState(stage, stage.version);
  }

  return {
    state,
    async view(roomId: number, userId: number | null): Promise<StageView> {
      const current = await state(roomId);
      const manage = userId !== null && mayManage(await chatroom.roleIn(roomId, userId), current.adminsManage);
      return { state: current, channel: stageChannel(roomId), manage, iceServers: config.stage.iceServers };
    },
    open(userId: number, roomId: number) {
      anchorOnly(roomId, userId);
      return change(roomId, { type: "open" });
    },
    end(userId: number, roomId: number) {
      anchorOnly(roomId, userId);
      return change(roomId, { type: "end" });
    },
    settings(userId: number, roomId: number, adminsManage: boolean) {
      anchorOnly(roomId, userId);
      return change(roomId, { type: "settings", adminsManage });
    },
    apply: (userId: number, roomId: number) => change(roomId, { type: "apply", userId }),
    answer: (userId: number, roomId: number, accept: boolean) => change(roomId, { type: "answer", userId, accept }),
    leave: (userId: number, roomId: number) => change(roomId, { type: "leave", userId }),
    async invite(byId: number, roomId: number, userId: number) {
      const check = await managerCheck(roomId, byId);
      if (!(await repo.userExists(db, userId))) throw new AppError("userNotFound", { status: 404 });
      return change(roomId, { type: "invite", userId }, check);
    },
    async review(byId: number, roomId: number, userId: number, accept: boolean) {
      return change(roomId, { type: "review", userId, accept }, await managerCheck(roomId, byId));
    },
    async kick(byId: number, roomId: number, userId: number) {
      return change(roomId, { type: "kick", userId }, await managerCheck(roomId, byId));
    },
    async mute(byId: number, roomId: number, userId: number, kind: "audio" | "video", muted: boolean) {
      if (byId === userId) return change(roomId, { type: "mute", userId, kind, muted, by: "self" });
      return change(roomId, { type: "mute", userId, kind, muted, by: "anchor" }, await managerCheck(roomId, byId));
    },
    /** The SFU says a guest's media arrived: accepted becomes on stage; a lost guest is back. */
    async connected(roomId: number, userId: number) {
      if (userId !== roomId) await change(roomId, { type: "connect", userId });
    },
    /** The SFU lost a guest's media: they have 10 s to come back before being interrupted. */
    async lost(roomId: number, userId: number) {
      if (userId !== roomId) await change(roomId, { type: "disconnect", userId });
    },
    /** Refuses unless the user may manage the room's list now. */
    async assertManager(roomId: number, userId: number) {
      const current = await state(roomId);
      if (!mayManage(await chatroom.roleIn(roomId, userId), current.adminsManage)) refuse();
    },
  };
}
export type StageService = ReturnType<typeof createStageService>;
