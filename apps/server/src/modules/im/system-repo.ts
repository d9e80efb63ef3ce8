import { and, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { imSystemMessages } from "../../db/schema/index.js";

export type SystemRow = typeof imSystemMessages.$inferSelect;

export async function insert(db: Db, row: typeof imSystemMessages.$inferInsert): Promise<SystemRow> {
  const [stored] = await db.insert(imSystemMessages).values(row).returning();
  if (!stored) throw new Error("system message not stored");
  return stored;
}

export async function counts(db: Db, userId: number) {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      unread: sql<number>`(count(*) filter (where ${imSystemMessages.readAt} is null))::int`,
    })
    .from(imSystemMessages)
    .where(eq(imSystemMessages.userId, userId));
  return { total: Number(row?.total ?? 0), unread: Number(row?.unread ?? 0) };
}

export async function page(db: Db, userId: number, limit: number, offset: number) {
  return db
    .select()
    .from(imSystemMessages)
    .where(eq(imSystemMessages.userId, userId))
    .orderBy(desc(imSystemMessages.id))
    .limit(limit)
    .offset(offset);
}

export async function find(db: Db, userId: number, id: number) {
  const [row] = await db
    .select()
    .from(imSystemMessages)
    .where(and(eq(imSystemMessages.id, id), eq(imSystemMessages.userId, userId)));
  return row;
}

/** Marks messages read; how many were unread. */
export async function markRead(db: Db, userId: number, ids: readonly number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await db
    .update(imSystemMessages)
    .set({ readAt: new Date() })
    .where(
      and(eq(imSystemMessages.userId, userId), inArray(imSystemMessages.id, [...ids]), isNull(imSystemMessages.readAt)),
    )
    .returning({ id: imSystemMessages.id });
  return rows.length;
}

export async function remove(db: Db, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(imSystemMessages)
    .where(and(eq(imSystemMessages.id, id), eq(imSystemMessages.userId, userId)))
    .returning({ id: imSystemMessages.id });
  return rows.length > 0;
}
