import { and, count, desc, eq, inArray, isNull } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { notifications, users } from "../../db/schema/index.js";

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotification = typeof notifications.$inferInsert;

/** The language each recipient reads in. */
export function recipientLangs(db: Db, userIds: number[]) {
  if (userIds.length === 0) return Promise.resolve([]);
  return db.select({ id: users.id, lang: users.lang }).from(users).where(inArray(users.id, userIds));
}

/** Inserts notifications; a (user, dedupeKey) pair already stored is skipped. Returns the new rows. */
export function insertMany(db: Db, rows: NewNotification[]) {
  if (rows.length === 0) return Promise.resolve([]);
  return db.insert(notifications).values(rows).onConflictDoNothing().returning();
}

export function listForUser(db: Db, userId: number, limit: number) {
  return db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit);
}

export async function unreadCount(db: Db, userId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

export async function markAllRead(db: Db, userId: number) {
  await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
}
