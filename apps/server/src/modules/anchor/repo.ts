import { ANCHOR_STATE } from "@courtside/protocol";
import { and, asc, count, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { anchorImages, anchorNotes, follows, giftSends, liveCovers, rooms, users } from "../../db/schema/index.js";
import { textMatches } from "../../db/text-search.js";

/** Rooms listed publicly: those of approved anchors who may sign in. */
const listed = and(eq(users.anchorState, ANCHOR_STATE.approved), eq(users.status, 0));

/** The image of the viewer's regional cover, when the anchor set one for that region and shows it. */
const regionalCover = (region: string | null) =>
  region === null
    ? sql<string | null>`null`
    : sql<string | null>`(select ${liveCovers.image} from ${liveCovers}
        where ${liveCovers.anchorId} = ${rooms.anchorId} and ${liveCovers.region} = ${region}
        and ${liveCovers.shown} limit 1)`;

const followerCount = sql<number>`(select count(*)::int from ${follows} where ${follows.anchorId} = ${rooms.anchorId})`;

function cardColumns(region: string | null) {
  return {
    id: rooms.anchorId,
    nickname: users.nickname,
    avatar: users.avatar,
    roomName: rooms.roomName,
    title: rooms.anchorTitle,
    roomCover: rooms.cover,
    regionalCover: regionalCover(region),
    columnId: rooms.columnId,
    live: rooms.live,
    liveThumb: rooms.liveThumb,
    popularity: rooms.popularity,
    matchId: rooms.matchId,
  };
}
export type CardRow = {
  id: number;
  nickname: string;
  avatar: string | null;
  roomName: string;
  title: string;
  roomCover: string | null;
  regionalCover: string | null;
  columnId: number | null;
  live: boolean;
  liveThumb: string | null;
  popularity: number;
  matchId: number | null;
};

export type CardOrder = "liveFirst" | "newest";
const ORDER: Record<CardOrder, SQL[]> = {
  liveFirst: [desc(rooms.live), desc(rooms.popularity), asc(rooms.anchorId)],
  newest: [desc(rooms.createdAt), asc(rooms.anchorId)],
};

export async function cardPage(
  db: Db,
  filter: { columnId: number | null; liveOnly: boolean },
  order: CardOrder,
  region: string | null,
  offset: number,
  limit: number,
): Promise<{ rows: CardRow[]; total: number }> {
  const where = and(
    listed,
    filter.columnId === null ? undefined : eq(rooms.columnId, filter.columnId),
    filter.liveOnly ? eq(rooms.live, true) : undefined,
  );
  const [rows, [totals]] = await Promise.all([
    db
      .select(cardColumns(region))
      .from(rooms)
      .innerJoin(users, eq(users.id, rooms.anchorId))
      .where(where)
      .orderBy(...ORDER[order])
      .offset(offset)
      .limit(limit),
    db.select({ n: count() }).from(rooms).innerJoin(users, eq(users.id, rooms.anchorId)).where(where),
  ]);
  return { rows, total: totals?.n ?? 0 };
}

/** Rooms live now per column (rooms without a column count under "All" only). */
export function liveCountsByColumn(db: Db) {
  return db
    .select({ columnId: rooms.columnId, n: count() })
    .from(rooms)
    .innerJoin(users, eq(users.id, rooms.anchorId))
    .where(and(listed, eq(rooms.live, true)))
    .groupBy(rooms.columnId);
}

export function cardsWhere(
  db: Db,
  where: SQL | undefined,
  region: string | null,
  limit: number,
  order: SQL[] = ORDER.liveFirst,
) {
  return db
    .select(cardColumns(region))
    .from(rooms)
    .innerJoin(users, eq(users.id, rooms.anchorId))
    .where(and(listed, where))
    .orderBy(...order)
    .limit(limit);
}

/**
 * Live rooms first; among them, those whose anchor uses the viewer's language, then those whose
 * anchor is in the viewer's region (the profile's province), then the most popular.
 */
export function nearestFirst(lang: string, provinces: readonly string[]): SQL[] {
  return [
    desc(rooms.live),
    desc(sql`${users.lang} = ${lang}`),
    ...(provinces.length > 0 ? [desc(inArray(users.province, [...provinces]))] : []),
    desc(rooms.popularity),
    asc(rooms.anchorId),
  ];
}

/** Anchors whose nickname, room name or title hold every term of a search, live first. */
export function cardsNamed(db: Db, terms: readonly string[], region: string | null, limit: number) {
  const text = sql`${users.nickname} || ' ' || ${rooms.roomName} || ' ' || ${rooms.anchorTitle}`;
  return cardsWhere(db, textMatches(text, terms), region, limit);
}

/** Live rooms first, then the most followed. */
export function recommended(db: Db, exclude: SQL | undefined, region: string | null, limit: number) {
  return db
    .select({ ...cardColumns(region), followers: followerCount })
    .from(rooms)
    .innerJoin(users, eq(users.id, rooms.anchorId))
    .where(and(listed, exclude))
    .orderBy(desc(rooms.live), desc(followerCount), desc(rooms.popularity), asc(rooms.anchorId))
    .limit(limit);
}

export const notFollowedBy = (userId: number) =>
  sql`${rooms.anchorId} <> ${userId} and not exists (select 1 from ${follows}
      where ${follows.userId} = ${userId} and ${follows.anchorId} = ${rooms.anchorId})`;

/** Serialises one anchor's writes that check a limit first (in a transaction). */
export async function lockAnchor(db: Db, anchorId: number): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(3101, ${anchorId})`);
}

export async function details(db: Db, anchorId: number, region: string | null) {
  const [row] = await db
    .select({
      ...cardColumns(region),
      announcement: rooms.announcement,
      intro: rooms.intro,
      liveStartedAt: rooms.liveStartedAt,
      roomCreatedAt: rooms.createdAt,
      gender: users.gender,
      province: users.province,
      city: users.city,
      userIntro: users.intro,
      followers: followerCount,
    })
    .from(rooms)
    .innerJoin(users, eq(users.id, rooms.anchorId))
    .where(and(listed, eq(rooms.anchorId, anchorId)));
  return row;
}

export async function isFollowing(db: Db, userId: number, anchorId: number): Promise<boolean> {
  const [row] = await db
    .select({ one: sql`1` })
    .from(follows)
    .where(and(eq(follows.userId, userId), eq(follows.anchorId, anchorId)));
  return row !== undefined;
}

/** True when the follow is new. */
export async function follow(db: Db, userId: number, anchorId: number): Promise<boolean> {
  const rows = await db
    .insert(follows)
    .values({ userId, anchorId })
    .onConflictDoNothing()
    .returning({ userId: follows.userId });
  return rows.length > 0;
}

export async function unfollow(db: Db, userId: number, anchorId: number): Promise<void> {
  await db.delete(follows).where(and(eq(follows.userId, userId), eq(follows.anchorId, anchorId)));
}

export async function followers(db: Db, anchorId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(follows).where(eq(follows.anchorId, anchorId));
  return row?.n ?? 0;
}

export async function followedPage(db: Db, userId: number, region: string | null, offset: number, limit: number) {
  const where = and(listed, eq(follows.userId, userId));
  const [rows, [totals]] = await Promise.all([
    db
      .select({ ...cardColumns(region), followedAt: follows.createdAt })
      .from(follows)
      .innerJoin(rooms, eq(rooms.anchorId, follows.anchorId))
      .innerJoin(users, eq(users.id, rooms.anchorId))
      .where(where)
      .orderBy(desc(rooms.live), desc(follows.createdAt))
      .offset(offset)
      .limit(limit),
    db
      .select({ n: count() })
      .from(follows)
      .innerJoin(rooms, eq(rooms.anchorId, follows.anchorId))
      .innerJoin(users, eq(users.id, rooms.anchorId))
      .where(where),
  ]);
  return { rows, total: totals?.n ?? 0 };
}

/** Fans ranked by the coins of the gifts they sent this anchor, then by follow time. */
export async function fanPage(db: Db, anchorId: number, offset: number, limit: number) {
  const contribution = sql<number>`coalesce((select sum(${giftSends.value}) from ${giftSends} where ${giftSends.anchorId} = ${anchorId} and ${giftSends.senderId} = ${follows.userId}), 0)::int`;
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        id: users.id,
        nickname: users.nickname,
        avatar: users.avatar,
        followedAt: follows.createdAt,
        contribution: contribution.as("contribution"),
      })
      .from(follows)
      .innerJoin(users, eq(users.id, follows.userId))
      .where(eq(follows.anchorId, anchorId))
      .orderBy(desc(contribution), desc(follows.createdAt), asc(users.id))
      .offset(offset)
      .limit(limit),
    db.select({ n: count() }).from(follows).where(eq(follows.anchorId, anchorId)),
  ]);
  return { rows, total: totals?.n ?? 0 };
}

// photo wall

export async function photoPage(db: Db, anchorId: number, offset: number, limit: number) {
  const where = eq(anchorImages.anchorId, anchorId);
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(anchorImages)
      .where(where)
      .orderBy(desc(anchorImages.createdAt), desc(anchorImages.id))
      .offset(offset)
      .limit(limit),
    db.select({ n: count() }).from(anchorImages).where(where),
  ]);
  return { rows, total: totals?.n ?? 0 };
}

export async function photoCount(db: Db, anchorId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(anchorImages).where(eq(anchorImages.anchorId, anchorId));
  return row?.n ?? 0;
}

export async function insertPhoto(db: Db, values: typeof anchorImages.$inferInsert) {
  const [row] = await db.insert(anchorImages).values(values).returning();
  if (!row) throw new Error("photo insert returned nothing");
  return row;
}

export async function deletePhoto(db: Db, anchorId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(anchorImages)
    .where(and(eq(anchorImages.id, id), eq(anchorImages.anchorId, anchorId)))
    .returning({ id: anchorImages.id });
  return rows.length > 0;
}

// updates

export async function notePage(db: Db, anchorId: number, offset: number, limit: number) {
  const where = eq(anchorNotes.anchorId, anchorId);
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(anchorNotes)
      .where(where)
      .orderBy(desc(anchorNotes.createdAt), desc(anchorNotes.id))
      .offset(offset)
      .limit(limit),
    db.select({ n: count() }).from(anchorNotes).where(where),
  ]);
  return { rows, total: totals?.n ?? 0 };
}

export async function noteCount(db: Db, anchorId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(anchorNotes).where(eq(anchorNotes.anchorId, anchorId));
  return row?.n ?? 0;
}

export async function insertNote(db: Db, values: typeof anchorNotes.$inferInsert) {
  const [row] = await db.insert(anchorNotes).values(values).returning();
  if (!row) throw new Error("note insert returned nothing");
  return row;
}

export async function deleteNote(db: Db, anchorId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(anchorNotes)
    .where(and(eq(anchorNotes.id, id), eq(anchorNotes.anchorId, anchorId)))
    .returning({ id: anchorNotes.id });
  return rows.length > 0;
}

// regional covers

export async function coverPage(db: Db, anchorId: number, offset: number, limit: number) {
  const where = eq(liveCovers.anchorId, anchorId);
  const [rows, [totals]] = await Promise.all([
    db.select().from(liveCovers).where(where).orderBy(asc(liveCovers.region)).offset(offset).limit(limit),
    db.select({ n: count() }).from(liveCovers).where(where),
  ]);
  return { rows, total: totals?.n ?? 0 };
}

export async function findCover(db: Db, anchorId: number, id: number) {
  const [row] = await db
    .select()
    .from(liveCovers)
    .where(and(eq(liveCovers.id, id), eq(liveCovers.anchorId, anchorId)));
  return row;
}

export async function insertCover(db: Db, values: typeof liveCovers.$inferInsert) {
  const [row] = await db.insert(liveCovers).values(values).returning();
  if (!row) throw new Error("cover insert returned nothing");
  return row;
}

export async function updateCover(
  db: Db,
  anchorId: number,
  id: number,
  changes: Partial<Pick<typeof liveCovers.$inferInsert, "region" | "image" | "shown">>,
) {
  const [row] = await db
    .update(liveCovers)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(liveCovers.id, id), eq(liveCovers.anchorId, anchorId)))
    .returning();
  return row;
}

export async function deleteCover(db: Db, anchorId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(liveCovers)
    .where(and(eq(liveCovers.id, id), eq(liveCovers.anchorId, anchorId)))
    .returning({ id: liveCovers.id });
  return rows.length > 0;
}

/** Whether a PostgreSQL error is a unique violation (a second cover for one region). */
export function isUniqueViolation(error: unknown): boolean {
  const cause = error instanceof Error && "cause" in error ? error.cause : error;
  return typeof cause === "object" && cause !== null && "code" in cause && cause.code === "23505";
}
