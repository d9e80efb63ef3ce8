import { and, desc, eq, gt, isNull, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { groupLinks } from "../../db/schema/index.js";

export type LinkRow = typeof groupLinks.$inferSelect;

/** A group's current link (the latest one not revoked), expired or not. */
export async function currentLink(db: Db, groupId: number): Promise<LinkRow | undefined> {
  const [row] = await db
    .select()
    .from(groupLinks)
    .where(and(eq(groupLinks.groupId, groupId), isNull(groupLinks.revokedAt)))
    .orderBy(desc(groupLinks.createdAt))
    .limit(1);
  return row;
}

export async function findLink(db: Db, code: string): Promise<LinkRow | undefined> {
  const [row] = await db.select().from(groupLinks).where(eq(groupLinks.code, code));
  return row;
}

/** A new link for the group; the earlier ones stop working. */
export async function replaceLink(
  db: Db,
  values: { code: string; groupId: number; createdBy: number; expiresAt: Date; maxUses: number | null },
): Promise<LinkRow> {
  return db.transaction(async (tx) => {
    await tx
      .update(groupLinks)
      .set({ revokedAt: new Date() })
      .where(and(eq(groupLinks.groupId, values.groupId), isNull(groupLinks.revokedAt)));
    const [row] = await tx.insert(groupLinks).values(values).returning();
    if (!row) throw new Error("group link not stored");
    return row;
  });
}

export async function updateLink(db: Db, code: string, set: { expiresAt?: Date; maxUses?: number | null }) {
  const [row] = await db.update(groupLinks).set(set).where(eq(groupLinks.code, code)).returning();
  return row;
}

/**
 * Counts one use of a link if it still works (not revoked, not expired, under its limit), in one
 * conditional update, so racing joins never pass the limit. Undefined when it no longer works.
 */
export async function useLink(tx: Db, code: string): Promise<LinkRow | undefined> {
  const [row] = await tx
    .update(groupLinks)
    .set({ uses: sql`${groupLinks.uses} + 1` })
    .where(
      and(
        eq(groupLinks.code, code),
        isNull(groupLinks.revokedAt),
        gt(groupLinks.expiresAt, sql`now()`),
        or(isNull(groupLinks.maxUses), sql`${groupLinks.uses} < ${groupLinks.maxUses}`),
      ),
    )
    .returning();
  return row;
}
