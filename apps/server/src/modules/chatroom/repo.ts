import { and, asc, eq, inArray, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import {
  chatPhrases,
  chatSends,
  chatSpeakers,
  liveSessions,
  matches,
  roomBans,
  roomModerators,
  roomMutes,
  rooms,
  users,
} from "../../db/schema/index.js";

export async function findRoom(db: Db, roomId: number) {
  const [row] = await db
    .select({
      anchorId: rooms.anchorId,
      announcement: rooms.announcement,
      muteAll: rooms.muteAll,
      matchId: rooms.matchId,
    })
    .from(rooms)
    .where(eq(rooms.anchorId, roomId));
  return row;
}

export async function matchExists(db: Db, matchId: number): Promise<boolean> {
  const [row] = await db.select({ id: matches.id }).from(matches).where(eq(matches.id, matchId));
  return row !== undefined;
}

/** A speaker's standing in a room, in one query: the room, a bar and a mute. */
export async function standing(db: Db, roomId: number, userId: number) {
  const [row] = await db
    .select({
      muteAll: rooms.muteAll,
      banned: sql<boolean>`exists (select 1 from ${roomBans} where ${roomBans.roomId} = ${roomId} and ${roomBans.userId} = ${userId})`,
      muteUntil: roomMutes.until,
      muteMatchId: roomMutes.matchId,
      matchStatus: matches.status,
      muted: sql<boolean>`${roomMutes.userId} is not null`,
    })
    .from(rooms)
    .leftJoin(roomMutes, and(eq(roomMutes.roomId, rooms.anchorId), eq(roomMutes.userId, userId)))
    .leftJoin(matches, eq(matches.id, roomMutes.matchId))
    .where(eq(rooms.anchorId, roomId));
  return row;
}

export type PersonRow = { id: number; nickname: string; avatar: string | null };

export async function findPeople(db: Db, ids: readonly number[]): Promise<PersonRow[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: users.id, nickname: users.nickname, avatar: users.avatar })
    .from(users)
    .where(inArray(users.id, [...ids]));
}

export async function moderatorRole(db: Db, roomId: number, userId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ role: roomModerators.role })
    .from(roomModerators)
    .where(and(eq(roomModerators.roomId, roomId), eq(roomModerators.userId, userId)));
  return row?.role;
}

export async function moderators(db: Db, roomId: number) {
  return db
    .select({ userId: roomModerators.userId, role: roomModerators.role })
    .from(roomModerators)
    .where(eq(roomModerators.roomId, roomId))
    .orderBy(asc(roomModerators.createdAt));
}

export async function setModerator(db: Db, roomId: number, userId: number, role: number) {
  await db
    .insert(roomModerators)
    .values({ roomId, userId, role })
    .onConflictDoUpdate({ target: [roomModerators.roomId, roomModerators.userId], set: { role } });
}

export async function removeModerator(db: Db, roomId: number, userId: number, role: number): Promise<boolean> {
  const rows = await db
    .delete(roomModerators)
    .where(and(eq(roomModerators.roomId, roomId), eq(roomModerators.userId, userId), eq(roomModerators.role, role)))
    .returning({ userId: roomModerators.userId });
  return rows.length > 0;
}

export async function mutes(db: Db, roomId: number) {
  return db
    .select({
      userId: roomMutes.userId,
      until: roomMutes.until,
      matchId: roomMutes.matchId,
      matchStatus: matches.status,
    })
    .from(roomMutes)
    .leftJoin(matches, eq(matches.id, roomMutes.matchId))
    .where(eq(roomMutes.roomId, roomId));
}

export async function upsertMute(
  db: Db,
  values: { roomId: number; userId: number; until: Date | null; matchId: number | null; byUserId: number },
) {
  await db
    .insert(roomMutes)
    .values(values)
    .onConflictDoUpdate({
      target: [roomMutes.roomId, roomMutes.userId],
      set: { until: values.until, matchId: values.matchId, byUserId: values.byUserId, createdAt: new Date() },
    });
}

/** Removes a mute; with `until`, only that very mute (a newer one is left alone). */
export async function deleteMute(db: Db, roomId: number, userId: number, until?: Date): Promise<boolean> {
  const conditions = [eq(roomMutes.roomId, roomId), eq(roomMutes.userId, userId)];
  if (until) conditions.push(eq(roomMutes.until, until));
  const rows = await db
    .delete(roomMutes)
    .where(and(...conditions))
    .returning({ userId: roomMutes.userId });
  return rows.length > 0;
}

export async function bans(db: Db, roomId: number) {
  return db.select({ userId: roomBans.userId }).from(roomBans).where(eq(roomBans.roomId, roomId));
}

export async function setBan(db: Db, roomId: number, userId: number, byUserId: number, on: boolean) {
  if (on) await db.insert(roomBans).values({ roomId, userId, byUserId }).onConflictDoNothing();
  else await db.delete(roomBans).where(and(eq(roomBans.roomId, roomId), eq(roomBans.userId, userId)));
}

export async function setMuteAll(db: Db, roomId: number, on: boolean) {
  await db.update(rooms).set({ muteAll: on, updatedAt: new Date() }).where(eq(rooms.anchorId, roomId));
}

/** The seq a client message id was stored as, if it was. */
export async function sentSeq(db: Db, channel: string, userId: number, clientMsgId: string) {
  const [row] = await db
    .select({ seq: chatSends.seq })
    .from(chatSends)
    .where(and(eq(chatSends.channel, channel), eq(chatSends.userId, userId), eq(chatSends.clientMsgId, clientMsgId)));
  return row?.seq;
}

/** Forgets client message ids older than `before`: a retry comes within seconds, not days. */
export async function pruneSends(db: Db, before: Date): Promise<number> {
  const rows = await db.delete(chatSends).where(lt(chatSends.createdAt, before)).returning({ seq: chatSends.seq });
  return rows.length;
}

/** Keeps the client id with its seq; `false` when the id was stored before (a retried send). */
export async function recordSend(db: Db, channel: string, userId: number, clientMsgId: string, seq: number) {
  const rows = await db
    .insert(chatSends)
    .values({ channel, userId, clientMsgId, seq })
    .onConflictDoNothing()
    .returning({ seq: chatSends.seq });
  return rows.length > 0;
}

/**
 * Records the speaker's message if the rules allow it, in one statement: stored when the last one
 * is at least `intervalMs` old and says something else. Nothing stored → `false` (see `speaker`).
 */
/**
 * Records a speaker's message unless it repeats their last one or, with an interval, comes too soon
 * after it. Without one (the anchor and moderators), time is not compared at all: another node may
 * have stamped the last message a moment later than this one's clock reads.
 */
export async function speak(db: Db, channel: string, userId: number, text: string, now: Date, intervalMs: number) {
  const fresh = sql`${chatSpeakers.lastText} <> ${text}`;
  const rows = await db
    .insert(chatSpeakers)
    .values({ channel, userId, lastAt: now, lastText: text })
    .onConflictDoUpdate({
      target: [chatSpeakers.channel, chatSpeakers.userId],
      set: { lastAt: now, lastText: text },
      setWhere:
        intervalMs > 0 ? sql`${chatSpeakers.lastAt} <= ${new Date(now.getTime() - intervalMs)} and ${fresh}` : fresh,
    })
    .returning({ userId: chatSpeakers.userId });
  return rows.length > 0;
}

/** The speaker's last message: why `speak` refused. */
export async function speaker(db: Db, channel: string, userId: number) {
  const [row] = await db
    .select({ lastAt: chatSpeakers.lastAt, lastText: chatSpeakers.lastText })
    .from(chatSpeakers)
    .where(and(eq(chatSpeakers.channel, channel), eq(chatSpeakers.userId, userId)));
  return row;
}

/** Popularity now, and the live session's peak. */
export async function savePopularity(db: Db, roomId: number, popularity: number) {
  await db.update(rooms).set({ popularity }).where(eq(rooms.anchorId, roomId));
  await db
    .update(liveSessions)
    .set({ peakPopularity: sql`greatest(${liveSessions.peakPopularity}, ${popularity})` })
    .where(and(eq(liveSessions.anchorId, roomId), sql`${liveSessions.endedAt} is null`));
}

export async function phrases(db: Db, userId: number) {
  return db
    .select({ id: chatPhrases.id, text: chatPhrases.text, sort: chatPhrases.sort })
    .from(chatPhrases)
    .where(eq(chatPhrases.userId, userId))
    .orderBy(asc(chatPhrases.sort), asc(chatPhrases.id));
}

/** Locks the user's row so two concurrent adds cannot both pass the limit. */
export async function lockUser(db: Db, userId: number) {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
}

export async function insertPhrase(db: Db, userId: number, text: string, sort: number) {
  const [row] = await db
    .insert(chatPhrases)
    .values({ userId, text, sort })
    .returning({ id: chatPhrases.id, text: chatPhrases.text, sort: chatPhrases.sort });
  return row;
}

export async function updatePhrase(db: Db, userId: number, id: number, changes: { text?: string; sort?: number }) {
  const rows = await db
    .update(chatPhrases)
    .set(changes)
    .where(and(eq(chatPhrases.id, id), eq(chatPhrases.userId, userId)))
    .returning({ id: chatPhrases.id });
  return rows.length > 0;
}

export async function deletePhrase(db: Db, userId: number, id: number) {
  const rows = await db
    .delete(chatPhrases)
    .where(and(eq(chatPhrases.id, id), eq(chatPhrases.userId, userId)))
    .returning({ id: chatPhrases.id });
  return rows.length > 0;
}
