import { randomBytes } from "node:crypto";
import { and, eq, inArray, isNull, lt, ne, or, type SQL, sql } from "drizzle-orm";
import type { BackoffRules } from "../../config.js";
import type { Db } from "../../db/client.js";
import { failureCounters, sessions, users } from "../../db/schema/index.js";

export async function insertSession(db: Db, userId: number, meta: { deviceInfo: string | null; ip: string }) {
  const [row] = await db
    .insert(sessions)
    .values({ userId, deviceInfo: meta.deviceInfo, ip: meta.ip })
    .returning({ id: sessions.id });
  if (!row) throw new Error("session insert returned nothing");
  return row.id;
}

/** The live (not revoked) sessions among `sessionIds`, with their users' status. */
export async function findLiveSessions(db: Db, sessionIds: readonly string[]) {
  const rows = await db
    .select({ id: sessions.id, userId: sessions.userId, status: users.status })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(inArray(sessions.id, [...sessionIds]), isNull(sessions.revokedAt)));
  return new Map(rows.map((row) => [row.id, row]));
}

export async function touchSession(db: Db, sessionId: string) {
  await db.update(sessions).set({ lastSeenAt: new Date() }).where(eq(sessions.id, sessionId));
}

export async function revokeSession(db: Db, sessionId: string) {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Revokes every live session of a user, except one when given. */
export async function revokeUserSessions(db: Db, userId: number, except?: string) {
  const conditions = [eq(sessions.userId, userId), isNull(sessions.revokedAt)];
  if (except) conditions.push(ne(sessions.id, except));
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(...conditions));
  // The chat identity (appNumber + imToken) opens the gateway on its own, so it must die with the
  // sessions: a password change, reset or ban would otherwise leave a copied imToken working.
  await db
    .update(users)
    .set({ imToken: randomBytes(32).toString("base64url") })
    .where(eq(users.id, userId));
}

/** Whether a user ever had a session (live or ended) from a client sending this DeviceInfo. */
export async function hadSessionFrom(db: Db, userId: number, deviceInfo: string): Promise<boolean> {
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), eq(sessions.deviceInfo, deviceInfo)))
    .limit(1);
  return Boolean(row);
}

// failure counters

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/**
 * Takes one attempt for a key unless it is waiting out a back-off, in one statement. The attempt
 * counts as a failure before anything is checked, so parallel guesses queue on the row and are
 * counted one by one; a success clears the row afterwards. Past `after` failures each attempt
 * starts a wait of 1, 2, 4 … seconds up to `maxSeconds`. Undefined while the key waits.
 */
export async function takeAttempt(db: Db, key: string, now: Date, rules: BackoffRules) {
  const windowStart = new Date(now.getTime() - rules.windowSeconds * 1000);
  const failures = sql`case when ${failureCounters.lastFailureAt} < ${at(windowStart)} then 1 else ${failureCounters.failures} + 1 end`;
  const after = sql`${rules.after}::int`;
  const waitFrom = (count: SQL | number) => {
    const n = sql`(${count})::int`;
    return sql`case when ${n} >= ${after} then ${at(now)} + make_interval(secs => least(${rules.maxSeconds}::int, power(2, least(${n} - ${after}, 30)))) end`;
  };
  const [row] = await db
    .insert(failureCounters)
    .values({ key, failures: 1, lastFailureAt: now, blockedUntil: waitFrom(1) })
    .onConflictDoUpdate({
      target: failureCounters.key,
      set: { failures, lastFailureAt: now, blockedUntil: waitFrom(failures) },
      setWhere: or(isNull(failureCounters.blockedUntil), sql`${failureCounters.blockedUntil} <= ${at(now)}`),
    })
    .returning({ failures: failureCounters.failures });
  return row;
}

export async function blockedUntil(db: Db, key: string): Promise<Date | null> {
  const [row] = await db
    .select({ blockedUntil: failureCounters.blockedUntil })
    .from(failureCounters)
    .where(eq(failureCounters.key, key));
  return row?.blockedUntil ?? null;
}

export async function clearFailures(db: Db, key: string) {
  await db.delete(failureCounters).where(eq(failureCounters.key, key));
}

/** Deletes counters whose failures are forgotten and whose wait is over. */
export async function pruneFailures(db: Db, forgottenBefore: Date, now: Date) {
  const rows = await db
    .delete(failureCounters)
    .where(
      and(
        lt(failureCounters.lastFailureAt, forgottenBefore),
        or(isNull(failureCounters.blockedUntil), lt(failureCounters.blockedUntil, now)),
      ),
    )
    .returning({ key: failureCounters.key });
  return rows.length;
}
