import {
  CHAT_TEXT_MAX,
  type ChatUser,
  chatFlags,
  keepsInterval,
  MATCH_STATUS,
  type MuteDuration,
  mayActOn,
  mayDo,
  PHRASES_MAX,
  type Phrase,
  ROOM_ROLE,
  type RoomEventData,
  type RoomEventKind,
  type RoomHistory,
  type RoomMe,
  type RoomPeople,
  type RoomPower,
} from "@courtside/protocol";
import type { Db } from "../../db/client.js";
import type { Deps } from "../../deps.js";
import { AppError } from "../../http/app-error.js";
import { ttlCache } from "../../infra/ttl-cache.js";
import { createKeyedBuckets } from "../../realtime/buckets.js";
import type { Presence } from "../../realtime/presence.js";
import type { RealtimeService } from "../../realtime/service.js";
import { createTurns, type Turn } from "../../realtime/turns.js";
import type { SpeechGate } from "../speech/service.js";
import type { SystemService } from "../system/service.js";
import * as repo from "./repo.js";
import { buildWordFilter, type WordAction, type WordFilter } from "./word-filter.js";

const UNMUTE = "chatroom.unmute";
const PRUNE = "chatroom.prune";
const DAY_MS = 86_400_000;
const HISTORY_SCAN = 300;
const HISTORY_KEEP = 100;
/** Room events kept in the history a joining client reads. */
const HISTORY_KINDS = new Set(["chat", "gift", "redPacket", "announcement"]);
/** Match states after which a "for this match" mute is over. */
const MATCH_OVER: ReadonlySet<number> = new Set([MATCH_STATUS.ended, MATCH_STATUS.abandoned]);

/** The super admin's sensitive-word list, and a stamp that changes when the list does. */
export interface WordSource {
  all(): Promise<readonly { word: string; action: WordAction }[]>;
  version(): Promise<string>;
}

/** A send whose client id was stored before; its transaction is rolled back. */
class RetriedSend extends Error {}

interface Parsed {
  kind: "room" | "match";
  id: number;
}

function parseChannel(channel: string): Parsed | undefined {
  const [kind, id] = channel.split(":");
  if ((kind === "room" || kind === "match") && id && /^\d+$/.test(id)) return { kind, id: Number(id) };
  return undefined;
}

/**
 * Live-room chat: who may say what (login, bans, mutes, mute-all, interval, repeats, sensitive
 * words), moderation by role, history for joining clients and common phrases.
 */
export function createChatRoomService(
  { db, scheduler, log, config, redis }: Deps,
  system: SystemService,
  realtime: RealtimeService,
  words: WordSource,
  speech: SpeechGate,
) {
  const people = ttlCache<ChatUser | null>(30_000, 5_000);
  const roomExists = ttlCache<boolean>(10_000, 5_000);
  const matchExists = ttlCache<boolean>(10_000, 5_000);
  // Every user, whatever their role, across all their sockets and nodes (the gateway also caps each socket).
  const sendsPerUser = createKeyedBuckets(config.realtime.messages, redis, "courtside:chat:user:");
  const turns = createTurns();
  let built: { version: string; filter: Promise<WordFilter> } | undefined;

  /** The filter over the current list, rebuilt only when the list changed. */
  async function filter(): Promise<WordFilter> {
    const version = await words.version();
    if (built?.version !== version) {
      const next = words.all().then(buildWordFilter);
      built = { version, filter: next };
      next.catch(() => {
        if (built?.filter === next) built = undefined;
      });
    }
    return built.filter;
  }

  function isRoom(roomId: number): Promise<boolean> {
    return roomExists.get(String(roomId), async () => (await repo.findRoom(db, roomId)) !== undefined);
  }

  async function roleIn(roomId: number, userId: number | null, tx: Db = db): Promise<number> {
    if (userId === null) return ROOM_ROLE.visitor;
    if (userId === roomId) return ROOM_ROLE.anchor;
    return (await repo.moderatorRole(tx, roomId, userId)) ?? ROOM_ROLE.viewer;
  }

  async function person(userId: number, role: number): Promise<ChatUser> {
    const row = await people.get(String(userId), async () => {
      const [found] = await repo.findPeople(db, [userId]);
      return found ? { id: found.id, nickname: found.nickname, avatar: found.avatar, role: 0, flags: "" } : null;
    });
    if (!row) throw new AppError("userNotFound", { status: 404 });
    return { ...row, role, flags: chatFlags(role) };
  }

  async function room(roomId: number, tx: Db = db) {
    const found = await repo.findRoom(tx, roomId);
    if (!found) throw new AppError("roomNotFound", { status: 404 });
    return found;
  }

  /** The mute in force, if any: `until` in ms, or `forMatch` while the match lasts. */
  function inForce(mute: { until: Date | null; matchId: number | null; matchStatus: number | null } | undefined) {
    if (!mute) return undefined;
    if (mute.until && mute.until.getTime() <= Date.now()) return undefined;
    if (mute.matchId !== null && (mute.matchStatus === null || MATCH_OVER.has(mute.matchStatus))) return undefined;
    return { until: mute.until?.getTime() ?? null, forMatch: mute.matchId !== null };
  }

  /** Bar, mute in force and mute-all of a user in a room, in one query; undefined without the room. */
  async function standingOf(roomId: number, userId: number) {
    const row = await repo.standing(db, roomId, userId);
    if (!row) return undefined;
    const mute = row.muted
      ? inForce({ until: row.muteUntil, matchId: row.muteMatchId, matchStatus: row.matchStatus })
      : undefined;
    return { banned: row.banned, muteAll: row.muteAll, mute };
  }

  function emit<K extends RoomEventKind>(roomId: number, kind: K, data: RoomEventData<K>) {
    return realtime.publish(`room:${roomId}`, kind, data);
  }

  /** The actor's role, refusing unless it carries `power`. */
  async function actor(roomId: number, userId: number, power: RoomPower) {
    await room(roomId);
    const role = await roleIn(roomId, userId);
    if (!mayDo(role, power)) throw new AppError("noPermission", { status: 403 });
    return person(userId, role);
  }

  async function target(roomId: number, by: ChatUser, userId: number) {
    const role = await roleIn(roomId, userId);
    if (!mayActOn(by.role, role)) throw new AppError("cannotModerate", { status: 403 });
    return person(userId, role);
  }

  scheduler.register(UNMUTE, async (payload) => {
    const roomId = Number(payload.roomId);
    const userId = Number(payload.userId);
    const until = new Date(Number(payload.until));
    if (await repo.deleteMute(db, roomId, userId, until)) {
      await emit(roomId, "unmuted", { userId, user: await person(userId, await roleIn(roomId, userId)), by: null });
    }
    return undefined;
  });

  scheduler.register(PRUNE, async () => {
    const removed = await repo.pruneSends(db, new Date(Date.now() - DAY_MS));
    log.info({ removed }, "old chat client ids pruned");
    return { rerunAt: new Date(Date.now() + DAY_MS) };
  });

  /**
   * Stores a chat message and returns its seq. The rules run inside the transaction that appends
   * it, with the speaker's row locked, so two sends at once cannot both pass the interval.
   */
  /** A channel's recent events a joining client reads: after the last clear, deletions applied. */
  async function recentOf(channel: string): Promise<Pick<RoomHistory, "seq" | "events">> {
    const events = await realtime.latest(channel, HISTORY_SCAN);
    const deleted = new Set<number>();
    let start = 0;
    events.forEach((event, index) => {
      if (event.kind === "cleared") start = index + 1;
      if (event.kind === "deleted") deleted.add((event.data as { seq: number }).seq);
    });
    const kept = events
      .slice(start)
      .filter((event) => HISTORY_KINDS.has(event.kind) && !deleted.has(event.seq))
      .slice(-HISTORY_KEEP)
      .map(({ seq, kind, data, at }) => ({ seq, kind, data, at }));
    return { seq: events.at(-1)?.seq ?? 0, events: kept };
  }

  async function sendInTurn(
    turn: Turn,
    userId: number | null,
    channel: string,
    clientMsgId: string,
    rawText: string,
  ): Promise<number> {
    const parsed = parseChannel(channel);
    if (!parsed) throw new AppError("noPermission", { status: 403 });
    if (userId === null) throw new AppError("loginToSpeak", { status: 401 });
    const text = rawText.trim();
    if (text === "") throw new AppError("messageSendFailed");
    if ([...text].length > CHAT_TEXT_MAX) throw new AppError("textTooLong", { params: { max: CHAT_TEXT_MAX } });
    const budget = await sendsPerUser.take(String(userId));
    if (!budget.ok) {
      const seconds = Math.max(1, Math.ceil(budget.retryAfterMs / 1000));
      throw new AppError("chatTooFast", { params: { seconds }, data: { retryAfterMs: budget.retryAfterMs } });
    }

    // A site-wide ban silences the anchor in their own room too.
    await speech.check(userId);
    const roomId = parsed.kind === "room" ? parsed.id : null;
    const role = roomId === null ? ROOM_ROLE.viewer : await roleIn(roomId, userId);
    if (roomId !== null && role === ROOM_ROLE.anchor) {
      // Nobody mutes or bars the anchor in their own room; only the room must exist.
      if (!(await isRoom(roomId))) throw new AppError("roomNotFound", { status: 404 });
    } else if (roomId !== null) {
      const current = await standingOf(roomId, userId);
      if (!current) throw new AppError("roomNotFound", { status: 404 });
      if (current.banned) throw new AppError("cannotSpeakNow", { status: 403 });
      if (current.mute) throw new AppError("mutedInRoom", { status: 403, data: current.mute });
      if (current.muteAll && role < ROOM_ROLE.admin) {
        throw new AppError("mutedInRoom", { status: 403, data: { until: null, forMatch: false, all: true } });
      }
    }
    const scan = (await filter()).scan(text);
    if (scan.refused) throw new AppError("sensitiveWords");
    const sender = await person(userId, role);
    const { imMsgTimeout } = await system.globalConfig();
    // The anchor and the room's moderators are not held to the interval in their own room.
    const interval = keepsInterval(role) ? imMsgTimeout * 1000 : 0;

    try {
      await turn.ready();
      const published = realtime.publishWith(channel, "chat", async (tx) => {
        const now = new Date();
        if (!(await repo.speak(tx, channel, userId, scan.text, now, interval))) {
          const last = await repo.speaker(tx, channel, userId);
          const waited = now.getTime() - (last?.lastAt.getTime() ?? 0);
          if (interval > 0 && waited < interval) {
            const seconds = Math.ceil((interval - waited) / 1000);
            throw new AppError("messageInterval", { params: { seconds }, data: { seconds } });
          }
          throw new AppError("duplicateContent");
        }
        return {
          data: { text: scan.text, sender, clientMsgId } satisfies RoomEventData<"chat">,
          after: async (stored, inner) => {
            // Stored before under this client id: undo this copy and answer with the first.
            if (!(await repo.recordSend(inner, channel, userId, clientMsgId, stored.seq))) throw new RetriedSend();
          },
        };
      });
      turn.pass();
      const { event } = await published;
      return event.seq;
    } catch (error) {
      // A retried send (refused as a repeat, or caught by its client id): answer with its seq.
      const first = await repo.sentSeq(db, channel, userId, clientMsgId);
      if (first !== undefined) return first;
      throw error;
    }
  }

  return {
    roleIn,
    person,
    roomExists: isRoom,
    matchExists: (matchId: number) => matchExists.get(String(matchId), () => repo.matchExists(db, matchId)),
    /** Queues the daily clean-up of client message ids at the next 04:00 UTC (one job across nodes). */
    schedulePrune() {
      const next = new Date();
      next.setUTCHours(4, 0, 0, 0);
      if (next.getTime() <= Date.now()) next.setTime(next.getTime() + DAY_MS);
      return scheduler.schedule(PRUNE, PRUNE, next);
    },

    /** Stores a chat message and returns its seq; one sender's messages keep their order. */
    async send(userId: number | null, channel: string, clientMsgId: string, rawText: string): Promise<number> {
      const turn = turns.take(`${channel}|${userId ?? ""}`);
      try {
        return await sendInTurn(turn, userId, channel, clientMsgId, rawText);
      } finally {
        turn.pass();
      }
    },

    /** What a joining client needs: recent messages (after the last clear, deletions applied). */
    async history(roomId: number, userId: number | null, online: number): Promise<RoomHistory> {
      const current = await room(roomId);
      const channel = `room:${roomId}`;
      const [recent, { imMsgTimeout }] = await Promise.all([recentOf(channel), system.globalConfig()]);
      return {
        channel,
        ...recent,
        announcement: current.announcement,
        muteAll: current.muteAll,
        online,
        imMsgTimeout,
        me: await this.me(roomId, userId),
      };
    },

    /**
     * A match's chat room (`match:<id>`), as a room's: everyone signed in speaks as a viewer, held
     * to the interval and the site-wide ban; it has no announcement, moderators or room mutes.
     */
    async matchHistory(matchId: number, userId: number | null, online: number): Promise<RoomHistory> {
      if (!(await matchExists.get(String(matchId), () => repo.matchExists(db, matchId)))) {
        throw new AppError("matchNotFound", { status: 404 });
      }
      const channel = `match:${matchId}`;
      const [recent, { imMsgTimeout }] = await Promise.all([recentOf(channel), system.globalConfig()]);
      return {
        channel,
        ...recent,
        announcement: "",
        muteAll: false,
        online,
        imMsgTimeout,
        me: {
          role: userId === null ? ROOM_ROLE.visitor : ROOM_ROLE.viewer,
          mutedUntil: null,
          mutedForMatch: false,
          banned: false,
        },
      };
    },

    async me(roomId: number, userId: number | null): Promise<RoomMe> {
      const role = await roleIn(roomId, userId);
      if (userId === null) return { role, mutedUntil: null, mutedForMatch: false, banned: false };
      const standing = await standingOf(roomId, userId);
      if (!standing) throw new AppError("roomNotFound", { status: 404 });
      return {
        role,
        mutedUntil: standing.mute?.until ?? null,
        mutedForMatch: standing.mute?.forMatch ?? false,
        banned: standing.banned,
      };
    },

    async mute(actorId: number, roomId: number, userId: number, duration: MuteDuration) {
      const by = await actor(roomId, actorId, "mute");
      const user = await target(roomId, by, userId);
      let until: Date | null = null;
      let matchId: number | null = null;
      if (duration === "match") {
        matchId = (await room(roomId)).matchId;
        if (matchId === null) throw new AppError("invalidOption");
      } else {
        until = new Date(Date.now() + duration * 60_000);
      }
      await repo.upsertMute(db, { roomId, userId, until, matchId, byUserId: actorId });
      if (until) {
        await scheduler.schedule(UNMUTE, `${roomId}:${userId}:${until.getTime()}`, until, {
          roomId,
          userId,
          until: until.getTime(),
        });
      }
      await emit(roomId, "muted", { user, until: until?.getTime() ?? null, matchId, by });
      return { until: until?.getTime() ?? null, matchId };
    },

    async unmute(actorId: number, roomId: number, userId: number) {
      const by = await actor(roomId, actorId, "mute");
      const user = await target(roomId, by, userId);
      if (await repo.deleteMute(db, roomId, userId)) await emit(roomId, "unmuted", { userId, user, by });
    },

    async muteAll(actorId: number, roomId: number, on: boolean) {
      const by = await actor(roomId, actorId, "muteAll");
      await repo.setMuteAll(db, roomId, on);
      await emit(roomId, "muteAll", { on, by });
    },

    async clear(actorId: number, roomId: number) {
      const by = await actor(roomId, actorId, "clear");
      await emit(roomId, "cleared", { by });
    },

    async deleteMessage(actorId: number, roomId: number, seq: number) {
      const by = await actor(roomId, actorId, "delete");
      await emit(roomId, "deleted", { seq, by });
    },

    async ban(actorId: number, roomId: number, userId: number, on: boolean) {
      const by = await actor(roomId, actorId, "ban");
      const user = await target(roomId, by, userId);
      await repo.setBan(db, roomId, userId, actorId, on);
      await emit(roomId, "banned", { user, on, by });
    },

    /** The anchor gives or takes back a room role in their own room. */
    async grant(anchorId: number, userId: number, role: number, on: boolean) {
      const by = await actor(anchorId, anchorId, "grant");
      if (userId === anchorId) throw new AppError("cannotModerate", { status: 403 });
      await person(userId, ROOM_ROLE.viewer);
      if (on) await repo.setModerator(db, anchorId, userId, role);
      else if (!(await repo.removeModerator(db, anchorId, userId, role))) return;
      const now = on ? role : ROOM_ROLE.viewer;
      await emit(anchorId, "role", { user: await person(userId, now), role: now });
      log.info({ anchorId, userId, role, on, by: by.id }, "room role changed");
    },

    async people(actorId: number, roomId: number): Promise<RoomPeople> {
      await actor(roomId, actorId, "mute");
      const [mods, muted, banned] = await Promise.all([
        repo.moderators(db, roomId),
        repo.mutes(db, roomId),
        repo.bans(db, roomId),
      ]);
      const rows = new Map(
        (
          await repo.findPeople(db, [
            ...mods.map((m) => m.userId),
            ...muted.map((m) => m.userId),
            ...banned.map((b) => b.userId),
          ])
        ).map((row) => [row.id, row]),
      );
      const user = (id: number, role: number): ChatUser => ({
        id,
        nickname: rows.get(id)?.nickname ?? String(id),
        avatar: rows.get(id)?.avatar ?? null,
        role,
        flags: chatFlags(role),
      });
      return {
        moderators: mods.map((m) => user(m.userId, m.role)),
        muted: muted
          .filter((m) => inForce(m) !== undefined)
          .map((m) => ({
            user: user(m.userId, ROOM_ROLE.viewer),
            until: m.until?.getTime() ?? null,
            matchId: m.matchId,
          })),
        banned: banned.map((b) => user(b.userId, ROOM_ROLE.viewer)),
      };
    },

    phrases: (userId: number): Promise<Phrase[]> => repo.phrases(db, userId),

    async addPhrase(userId: number, text: string): Promise<Phrase> {
      return db.transaction(async (tx) => {
        await repo.lockUser(tx, userId);
        const list = await repo.phrases(tx, userId);
        if (list.length >= PHRASES_MAX) throw new AppError("phraseLimit", { params: { max: PHRASES_MAX } });
        const row = await repo.insertPhrase(tx, userId, text, (list.at(-1)?.sort ?? 0) + 1);
        if (!row) throw new Error("phrase not stored");
        return row;
      });
    },

    async editPhrase(userId: number, id: number, text: string) {
      if (!(await repo.updatePhrase(db, userId, id, { text }))) throw new AppError("notFound", { status: 404 });
    },

    async deletePhrase(userId: number, id: number) {
      if (!(await repo.deletePhrase(db, userId, id))) throw new AppError("notFound", { status: 404 });
    },

    /** Puts the phrases in the given order; ids that are not the user's are refused. */
    async sortPhrases(userId: number, ids: readonly number[]) {
      await db.transaction(async (tx) => {
        const own = new Set((await repo.phrases(tx, userId)).map((p) => p.id));
        if (ids.some((id) => !own.has(id)) || new Set(ids).size !== ids.length) {
          throw new AppError("notFound", { status: 404 });
        }
        for (const [index, id] of ids.entries()) await repo.updatePhrase(tx, userId, id, { sort: index + 1 });
      });
    },

    /**
     * People in the room now: connections to its channel on every node, or the video's viewers on
     * every node when more people watch the stream than have the room open (players outside the site).
     */
    async onlineCount(roomId: number, presence: Pick<Presence, "countMany">) {
      const [page = 0, video = 0] = await presence.countMany([`room:${roomId}`, `stream:${roomId}`]);
      return Math.max(page, video);
    },

    /** People following a match's chat room. */
    matchOnline: (matchId: number, presence: { count(channel: string): Promise<number> }) =>
      presence.count(`match:${matchId}`),

    savePopularity: (roomId: number, popularity: number) => repo.savePopularity(db, roomId, popularity),
  };
}
export type ChatRoomService = ReturnType<typeof createChatRoomService>;
