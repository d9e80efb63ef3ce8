import { and, count, desc, eq, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { follows, liveSessions, matches, rooms, users } from "../../db/schema/index.js";

export type RoomRow = typeof rooms.$inferSelect;
export type SessionRow = typeof liveSessions.$inferSelect;
export type RoomChanges = Partial<
  Pick<RoomRow, "roomName" | "anchorTitle" | "cover" | "intro" | "announcement" | "matchId">
>;

/** A match's status, if it exists. */
export async function matchStatus(db: Db, matchId: number): Promise<number | undefined> {
  const [row] = await db.select({ status: matches.status }).from(matches).where(eq(matches.id, matchId));
  return row?.status;
}

/** Creates the anchor's room with a fresh live code; an existing room is left as it is. */
export async function insertRoom(db: Db, anchorId: number, liveCode: string, roomName: string): Promise<void> {
  await db.insert(rooms).values({ anchorId, liveCode, roomName }).onConflictDoNothing();
}

export async function findRoom(db: Db, anchorId: number): Promise<RoomRow | undefined> {
  const [row] = await db.select().from(rooms).where(eq(rooms.anchorId, anchorId));
  return row;
}

/** The room a live code opens, with what decides whether its anchor may broadcast. */
export async function findByLiveCode(db: Db, liveCode: string) {
  const [row] = await db
    .select({
      anchorId: rooms.anchorId,
      liveCode: rooms.liveCode,
      anchorState: users.anchorState,
      status: users.status,
    })
    .from(rooms)
    .innerJoin(users, eq(users.id, rooms.anchorId))
    .where(eq(rooms.liveCode, liveCode));
  return row;
}

export async function updateRoom(db: Db, anchorId: number, changes: RoomChanges & { liveCode?: string }) {
  const [row] = await db
    .update(rooms)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(rooms.anchorId, anchorId))
    .returning();
  return row;
}

export async function setLive(db: Db, anchorId: number, live: boolean, at: Date) {
  await db
    .update(rooms)
    .set({ live, liveStartedAt: live ? at : null, updatedAt: at })
    .where(eq(rooms.anchorId, anchorId));
}

/**
 * Makes `url` the live room's still, while `sessionId` is its running broadcast. Returns the still
 * it replaced (null for none), or undefined when the broadcast has ended meanwhile.
 */
export async function swapThumb(db: Db, anchorId: number, sessionId: number, url: string) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ thumb: rooms.liveThumb })
      .from(rooms)
      .innerJoin(
        liveSessions,
        and(eq(liveSessions.anchorId, rooms.anchorId), eq(liveSessions.id, sessionId), isNull(liveSessions.endedAt)),
      )
      .where(and(eq(rooms.anchorId, anchorId), eq(rooms.live, true)))
      .for("update", { of: rooms });
    if (!row) return undefined;
    await tx.update(rooms).set({ liveThumb: url }).where(eq(rooms.anchorId, anchorId));
    return { previous: row.thumb };
  });
}

/** Takes the room's still away (its broadcast ended); returns the one it had. */
export async function clearThumb(db: Db, anchorId: number): Promise<string | null> {
  const [row] = await db
    .select({ thumb: rooms.liveThumb })
    .from(rooms)
    .where(eq(rooms.anchorId, anchorId))
    .for("update");
  if (row?.thumb) await db.update(rooms).set({ liveThumb: null }).where(eq(rooms.anchorId, anchorId));
  return row?.thumb ?? null;
}

/** Ends sessions left open (a crash, or a node that went away) of one anchor, or of all. */
export async function closeOpenSessions(db: Db, at: Date, anchorId?: number) {
  const open = isNull(liveSessions.endedAt);
  return db
    .update(liveSessions)
    .set({ endedAt: at })
    .where(anchorId === undefined ? open : and(open, eq(liveSessions.anchorId, anchorId)))
    .returning({ id: liveSessions.id, anchorId: liveSessions.anchorId });
}

export async function insertSession(db: Db, room: RoomRow, at: Date): Promise<SessionRow> {
  const [row] = await db
    .insert(liveSessions)
    .values({
      anchorId: room.anchorId,
      columnId: room.columnId,
      matchId: room.matchId,
      title: room.anchorTitle || room.roomName,
      startedAt: at,
    })
    .returning();
  if (!row) throw new Error("live session not inserted");
  return row;
}

export async function endSession(db: Db, sessionId: number, at: Date) {
  const [row] = await db
    .update(liveSessions)
    .set({ endedAt: at })
    .where(and(eq(liveSessions.id, sessionId), isNull(liveSessions.endedAt)))
    .returning();
  return row;
}

export async function openSession(db: Db, anchorId: number): Promise<SessionRow | undefined> {
  const [row] = await db
    .select()
    .from(liveSessions)
    .where(and(eq(liveSessions.anchorId, anchorId), isNull(liveSessions.endedAt)))
    .orderBy(desc(liveSessions.startedAt))
    .limit(1);
  return row;
}

export async function setRecording(db: Db, sessionId: number, recording: string, seconds: number) {
  await db.update(liveSessions).set({ recording, recordingSeconds: seconds }).where(eq(liveSessions.id, sessionId));
}

const hasReplay = (anchorId: number) =>
  and(eq(liveSessions.anchorId, anchorId), isNotNull(liveSessions.recording), isNotNull(liveSessions.endedAt));

export async function replayPage(db: Db, anchorId: number, offset: number, limit: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(liveSessions)
      .where(hasReplay(anchorId))
      .orderBy(desc(liveSessions.startedAt), desc(liveSessions.id))
      .offset(offset)
      .limit(limit),
    db.select({ n: count() }).from(liveSessions).where(hasReplay(anchorId)),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The replays of the rooms that covered a match, newest first. */
export function matchReplays(db: Db, matchId: number, limit: number) {
  return db
    .select()
    .from(liveSessions)
    .where(and(eq(liveSessions.matchId, matchId), isNotNull(liveSessions.recording), isNotNull(liveSessions.endedAt)))
    .orderBy(desc(liveSessions.startedAt), desc(liveSessions.id))
    .limit(limit);
}

/** Replays of an anchor beyond the newest `keep`, oldest last. */
export function replaysBeyond(db: Db, anchorId: number, keep: number) {
  return db
    .select({ id: liveSessions.id, recording: liveSessions.recording })
    .from(liveSessions)
    .where(hasReplay(anchorId))
    .orderBy(desc(liveSessions.startedAt), desc(liveSessions.id))
    .offset(keep);
}

export async function dropRecordings(db: Db, sessionIds: number[]) {
  if (sessionIds.length === 0) return;
  await db
    .update(liveSessions)
    .set({ recording: null, recordingSeconds: null })
    .where(inArray(liveSessions.id, sessionIds));
}

export async function followerIds(db: Db, anchorId: number): Promise<number[]> {
  const rows = await db.select({ userId: follows.userId }).from(follows).where(eq(follows.anchorId, anchorId));
  return rows.map((row) => row.userId);
}

export async function anchorProfile(db: Db, anchorId: number) {
  const [row] = await db
    .select({ nickname: users.nickname, avatar: users.avatar })
    .from(users)
    .where(eq(users.id, anchorId));
  return row;
}

/** Rooms of approved anchors that may sign in, in a stable order (the demo broadcasters' targets). */
export function broadcastableRooms(db: Db, approvedState: number, limit: number) {
  return db
    .select({ anchorId: rooms.anchorId, liveCode: rooms.liveCode })
    .from(rooms)
    .innerJoin(users, eq(users.id, rooms.anchorId))
    .where(and(eq(users.anchorState, approvedState), eq(users.status, 0)))
    .orderBy(sql`${rooms.anchorId}`)
    .limit(limit);
}

/** Rooms marked live (used to reset them when this single node starts). */
export async function markAllOffline(db: Db, at: Date) {
  await db.update(rooms).set({ live: false, liveStartedAt: null, updatedAt: at }).where(eq(rooms.live, true));
}
