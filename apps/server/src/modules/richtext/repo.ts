import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { richTexts } from "../../db/schema/index.js";

export type RichTextRow = typeof richTexts.$inferSelect;

export async function find(db: Db, kind: string, lang: string): Promise<RichTextRow | undefined> {
  const [row] = await db
    .select()
    .from(richTexts)
    .where(and(eq(richTexts.kind, kind), eq(richTexts.lang, lang)));
  return row;
}

export async function upsert(db: Db, row: { kind: string; lang: string; html: string; updatedBy: number }) {
  const [saved] = await db
    .insert(richTexts)
    .values(row)
    .onConflictDoUpdate({
      target: [richTexts.kind, richTexts.lang],
      set: { html: row.html, updatedBy: row.updatedBy, updatedAt: new Date() },
    })
    .returning();
  return saved as RichTextRow;
}

export async function remove(db: Db, kind: string, lang: string): Promise<boolean> {
  const gone = await db
    .delete(richTexts)
    .where(and(eq(richTexts.kind, kind), eq(richTexts.lang, lang)))
    .returning({ kind: richTexts.kind });
  return gone.length > 0;
}
