import { and, eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { users } from "../../db/schema/index.js";

export async function bannedUntil(db: Db, userId: number): Promise<Date | null | undefined> {
  const [row] = await db.select({ until: users.speechBannedUntil }).from(users).where(eq(users.id, userId));
  return row ? row.until : undefined;
}

/** A condition of the caller's query: the user (an expression of it) has no ban ending after `now`. */
export const notBannedCondition = (userId: SQL, now: Date): SQL =>
  sql`not exists (select 1 from ${users} where ${users.id} = ${userId} and ${users.speechBannedUntil} > ${now.toISOString()}::timestamptz)`;

export async function setBannedUntil(db: Db, userId: number, until: Date | null) {
  const [row] = await db
    .update(users)
    .set({ speechBannedUntil: until, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning({ id: users.id });
  return row !== undefined;
}

/** Clears a ban that ended at `until` (not one set again since); true when it cleared one. */
export async function clearEnded(db: Db, userId: number, until: Date) {
  const rows = await db
    .update(users)
    .set({ speechBannedUntil: null })
    .where(and(eq(users.id, userId), eq(users.speechBannedUntil, until)))
    .returning({ id: users.id });
  return rows.length > 0;
}
