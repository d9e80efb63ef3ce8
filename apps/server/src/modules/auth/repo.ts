import { and, eq, isNull, ne } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { sessions, users } from "../../db/schema/index.js";

export async function insertSession(db: Db, userId: number, meta: { deviceInfo: string | null; ip: string }) {
  const [row] = await db
    .insert(sessions)
    .values({ userId, deviceInfo: meta.deviceInfo, ip: meta.ip })
    .returning({ id: sessions.id });
  if (!row) throw new Error("session insert returned nothing");
  return row.id;
}

/** The session if it is live, with its user's sign-in status. */
export async function findLiveSession(db: Db, sessionId: string) {
  const [row] = await db
    .select({ id: sessions.id, userId: sessions.userId, status: users.status })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
  return row;
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
}
