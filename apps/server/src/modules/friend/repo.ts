import { and, asc, desc, eq, gt, inArray, lt, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import {
  friendApplications,
  friendBlacklist,
  friendDailyCounts,
  friends,
  sessions,
  userLastSeen,
  userPrivacy,
  users,
} from "../../db/schema/index.js";

/** Application status as stored; "expired" is a pending one past its time, decided when read. */
export const APPLICATION = { pending: 0, accepted: 1, rejected: 2 } as const;
/** Kinds of daily counters. */
export const DAILY = { search: 1, add: 2 } as const;

const person = {
  id: users.id,
  username: users.username,
  nickname: users.nickname,
  avatar: users.avatar,
  anchorState: users.anchorState,
};
export type PersonRow = { id: number; username: string; nickname: string; avatar: string | null; anchorState: number };
export type ApplicationRow = typeof friendApplications.$inferSelect;

/** Accounts that may be found: sign-in forbidden accounts are left out of searches. */
const findable = eq(users.status, 0);

export async function people(db: Db, ids: readonly number[]): Promise<PersonRow[]> {
  if (ids.length === 0) return [];
  return db
    .select(person)
    .from(users)
    .where(inArray(users.id, [...ids]));
}

export const findById = (db: Db, id: number) =>
  db
    .select(person)
    .from(users)
    .where(and(eq(users.id, id), findable));

export const findByUsername = (db: Db, username: string) =>
  db
    .select(person)
    .from(users)
    .where(and(sql`lower(${users.username}) = lower(${username})`, findable));

/** Exact phone: the number alone, or with its area code in front (`8613800000000`). */
export const findByPhone = (db: Db, phone: string) =>
  db
    .select({ ...person, phone: users.phone })
    .from(users)
    .where(and(or(eq(users.phone, phone), sql`${users.areaCode} || ${users.phone} = ${phone}`), findable))
    .limit(10);

export const findByEmail = (db: Db, email: string) =>
  db
    .select(person)
    .from(users)
    .innerJoin(userPrivacy, eq(userPrivacy.userId, users.id))
    .where(and(sql`lower(${userPrivacy.email}) = lower(${email})`, findable));

/**
 * What stands between `me` and each of `others`, in one query: friendship (and my remark), my
 * pending application, both blacklists and the other's privacy setting. Missing users are absent.
 */
export async function relations(db: Db, me: number, others: readonly number[]) {
  if (others.length === 0) return [];
  return db
    .select({
      id: users.id,
      isFriend: sql<boolean>`${friends.userId} is not null`,
      remark: sql<string>`coalesce(${friends.remark}, '')`,
      whoMayMessage: sql<number>`coalesce(${userPrivacy.whoMayMessage}, 0)`,
      blockedMe: sql<boolean>`exists (select 1 from ${friendBlacklist} where ${friendBlacklist.userId} = ${users.id} and ${friendBlacklist.blockedId} = ${me})`,
      blacklisted: sql<boolean>`exists (select 1 from ${friendBlacklist} where ${friendBlacklist.userId} = ${me} and ${friendBlacklist.blockedId} = ${users.id})`,
      applied: sql<boolean>`exists (select 1 from ${friendApplications} where ${friendApplications.fromUserId} = ${me} and ${friendApplications.toUserId} = ${users.id} and ${friendApplications.status} = 0)`,
    })
    .from(users)
    .leftJoin(friends, and(eq(friends.userId, me), eq(friends.friendId, users.id)))
    .leftJoin(userPrivacy, eq(userPrivacy.userId, users.id))
    .where(inArray(users.id, [...others]));
}

export type Relation = Awaited<ReturnType<typeof relations>>[number];

/**
 * The plain yes of the friend rules as one condition on a sender and a recipient, expressions of
 * the caller's query: the recipient exists, neither has blacklisted the other, and the recipient
 * takes messages from everyone or is the sender's friend (what `reasonOf` answers "ok" to).
 */
export function mayMessageCondition(from: SQL, to: SQL, friendsOnly: number): SQL {
  return sql`(exists (select 1 from ${users} where ${users.id} = ${to})
    and not exists (select 1 from ${friendBlacklist} where ${friendBlacklist.userId} = ${to} and ${friendBlacklist.blockedId} = ${from})
    and not exists (select 1 from ${friendBlacklist} where ${friendBlacklist.userId} = ${from} and ${friendBlacklist.blockedId} = ${to})
    and (coalesce((select ${userPrivacy.whoMayMessage} from ${userPrivacy} where ${userPrivacy.userId} = ${to}), 0) <> ${friendsOnly}
      or exists (select 1 from ${friends} where ${friends.userId} = ${from} and ${friends.friendId} = ${to})))`;
}

/** Serialises every friend change between two people (applications crossing, accept vs block). */
export async function lockPair(tx: Db, a: number, b: number) {
  const key = `${Math.min(a, b)}:${Math.max(a, b)}`;
  await tx.execute(sql`select pg_advisory_xact_lock(4201, hashtext(${key}))`);
}

/**
 * Counts one more use today and returns the new count, or undefined when `limit` is already
 * reached. One statement: concurrent calls queue on the row, so the limit holds under a race.
 */
export async function bumpDaily(db: Db, userId: number, kind: number, day: string, limit: number) {
  const [row] = await db
    .insert(friendDailyCounts)
    .values({ userId, kind, day, count: 1 })
    .onConflictDoUpdate({
      target: [friendDailyCounts.userId, friendDailyCounts.kind],
      set: {
        count: sql`case when ${friendDailyCounts.day} = excluded.day then ${friendDailyCounts.count} + 1 else 1 end`,
        day: sql`excluded.day`,
      },
      setWhere: sql`${friendDailyCounts.day} <> excluded.day or ${friendDailyCounts.count} < ${limit}`,
    })
    .returning({ count: friendDailyCounts.count });
  return row?.count;
}

export async function dailyCount(db: Db, userId: number, kind: number, day: string): Promise<number> {
  const [row] = await db
    .select({ count: friendDailyCounts.count, day: friendDailyCounts.day })
    .from(friendDailyCounts)
    .where(and(eq(friendDailyCounts.userId, userId), eq(friendDailyCounts.kind, kind)));
  return row?.day === day ? row.count : 0;
}

// ---------- applications ----------

export async function pendingFrom(tx: Db, from: number, to: number): Promise<ApplicationRow | undefined> {
  const [row] = await tx
    .select()
    .from(friendApplications)
    .where(
      and(
        eq(friendApplications.fromUserId, from),
        eq(friendApplications.toUserId, to),
        eq(friendApplications.status, APPLICATION.pending),
      ),
    );
  return row;
}

/** Sends an application, or sends the pending one again with the new note (its time restarts). */
export async function upsertPending(
  tx: Db,
  values: { fromUserId: number; toUserId: number; note: string; source: number },
): Promise<ApplicationRow> {
  const [row] = await tx
    .insert(friendApplications)
    .values(values)
    .onConflictDoUpdate({
      target: [friendApplications.fromUserId, friendApplications.toUserId],
      targetWhere: sql`${friendApplications.status} = 0`,
      set: { note: values.note, source: values.source, createdAt: sql`now()` },
    })
    .returning();
  if (!row) throw new Error("friend application not stored");
  return row;
}

export async function findApplication(db: Db, id: number): Promise<ApplicationRow | undefined> {
  const [row] = await db.select().from(friendApplications).where(eq(friendApplications.id, id));
  return row;
}

/** Settles every pending application between two people (both directions); returns the rows changed. */
export async function settlePending(tx: Db, a: number, b: number, status: number): Promise<ApplicationRow[]> {
  return tx
    .update(friendApplications)
    .set({ status, handledAt: new Date() })
    .where(and(eq(friendApplications.status, APPLICATION.pending), pairIn(a, b)))
    .returning();
}

export async function setStatus(tx: Db, id: number, status: number): Promise<ApplicationRow> {
  const [row] = await tx
    .update(friendApplications)
    .set({ status, handledAt: new Date() })
    .where(eq(friendApplications.id, id))
    .returning();
  if (!row) throw new Error(`friend application ${id} vanished`);
  return row;
}

export async function deletePending(tx: Db, a: number, b: number) {
  await tx.delete(friendApplications).where(and(eq(friendApplications.status, APPLICATION.pending), pairIn(a, b)));
}

function pairIn(a: number, b: number) {
  return or(
    and(eq(friendApplications.fromUserId, a), eq(friendApplications.toUserId, b)),
    and(eq(friendApplications.fromUserId, b), eq(friendApplications.toUserId, a)),
  );
}

export async function applications(
  db: Db,
  userId: number,
  box: "received" | "sent",
  beforeId: number | undefined,
  limit: number,
) {
  const mine = box === "received" ? eq(friendApplications.toUserId, userId) : eq(friendApplications.fromUserId, userId);
  return db
    .select()
    .from(friendApplications)
    .where(and(mine, beforeId ? lt(friendApplications.id, beforeId) : undefined))
    .orderBy(desc(friendApplications.id))
    .limit(limit);
}

export async function pendingCount(db: Db, userId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(friendApplications)
    .where(
      and(
        eq(friendApplications.toUserId, userId),
        eq(friendApplications.status, APPLICATION.pending),
        gt(friendApplications.createdAt, since),
      ),
    );
  return row?.n ?? 0;
}

// ---------- friends ----------

export async function befriend(tx: Db, a: number, b: number) {
  await tx
    .insert(friends)
    .values([
      { userId: a, friendId: b },
      { userId: b, friendId: a },
    ])
    .onConflictDoNothing();
}

/** Ends a friendship on both sides; false when there was none. */
export async function unfriend(tx: Db, a: number, b: number): Promise<boolean> {
  const rows = await tx
    .delete(friends)
    .where(or(and(eq(friends.userId, a), eq(friends.friendId, b)), and(eq(friends.userId, b), eq(friends.friendId, a))))
    .returning({ userId: friends.userId });
  return rows.length > 0;
}

export async function isFriend(db: Db, a: number, b: number): Promise<boolean> {
  const [row] = await db
    .select({ id: friends.friendId })
    .from(friends)
    .where(and(eq(friends.userId, a), eq(friends.friendId, b)));
  return row !== undefined;
}

export async function setRemark(db: Db, userId: number, friendId: number, remark: string): Promise<boolean> {
  const rows = await db
    .update(friends)
    .set({ remark })
    .where(and(eq(friends.userId, userId), eq(friends.friendId, friendId)))
    .returning({ id: friends.friendId });
  return rows.length > 0;
}

/**
 * When each user was last about: the last minute they were connected, else their latest sign-in
 * or token check.
 */
const lastSeen = sql<Date | string | null>`greatest(
  (select ${userLastSeen.at} from ${userLastSeen} where ${userLastSeen.userId} = ${users.id}),
  (select max(${sessions.lastSeenAt}) from ${sessions} where ${sessions.userId} = ${users.id}))`;

/** My friends (or those of `only` who are), by the name I see: remark, else nickname. */
export async function friendList(db: Db, userId: number, only?: readonly number[]) {
  return db
    .select({ ...person, remark: friends.remark, since: friends.createdAt, lastSeenAt: lastSeen })
    .from(friends)
    .innerJoin(users, eq(users.id, friends.friendId))
    .where(and(eq(friends.userId, userId), only ? inArray(friends.friendId, [...only]) : undefined))
    .orderBy(asc(sql`lower(coalesce(nullif(${friends.remark}, ''), ${users.nickname}))`), asc(users.id));
}

/** Who has each of these users as a friend: pairs of (the friend who watches, the user watched). */
export async function watchersOf(db: Db, userIds: readonly number[]) {
  if (userIds.length === 0) return [];
  return db
    .select({ watcher: friends.userId, userId: friends.friendId })
    .from(friends)
    .where(inArray(friends.friendId, [...userIds]));
}

// ---------- blacklist ----------

export async function block(tx: Db, userId: number, blockedId: number) {
  await tx.insert(friendBlacklist).values({ userId, blockedId }).onConflictDoNothing();
}

export async function unblock(db: Db, userId: number, blockedId: number): Promise<boolean> {
  const rows = await db
    .delete(friendBlacklist)
    .where(and(eq(friendBlacklist.userId, userId), eq(friendBlacklist.blockedId, blockedId)))
    .returning({ id: friendBlacklist.blockedId });
  return rows.length > 0;
}

export async function blacklist(db: Db, userId: number) {
  return db
    .select({ ...person, blockedAt: friendBlacklist.createdAt })
    .from(friendBlacklist)
    .innerJoin(users, eq(users.id, friendBlacklist.blockedId))
    .where(eq(friendBlacklist.userId, userId))
    .orderBy(desc(friendBlacklist.createdAt));
}

// ---------- privacy and last seen ----------

export async function privacy(db: Db, userId: number) {
  const [row] = await db.select().from(userPrivacy).where(eq(userPrivacy.userId, userId));
  return row;
}

export async function savePrivacy(db: Db, userId: number, changes: { whoMayMessage?: number; email?: string | null }) {
  const [row] = await db
    .insert(userPrivacy)
    .values({ userId, ...changes })
    .onConflictDoUpdate({ target: userPrivacy.userId, set: { ...changes, updatedAt: new Date() } })
    .returning();
  if (!row) throw new Error("privacy not saved");
  return row;
}

/** Marks these users as seen now (they are connected to this node). */
export async function markSeen(db: Db, userIds: readonly number[]) {
  if (userIds.length === 0) return;
  await db
    .insert(userLastSeen)
    .values(userIds.map((userId) => ({ userId, at: new Date() })))
    .onConflictDoUpdate({ target: userLastSeen.userId, set: { at: sql`excluded.at` } });
}
