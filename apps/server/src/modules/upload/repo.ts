import { and, eq, gt, isNull } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { uploads } from "../../db/schema/index.js";

export async function insertUpload(
  db: Db,
  row: { userId: number; key: string; purpose: string; maxBytes: number; expiresAt: Date },
) {
  await db.insert(uploads).values(row);
}

/** The open upload for a key: not yet completed and not expired. */
export async function findOpen(db: Db, key: string, now: Date) {
  const [row] = await db
    .select()
    .from(uploads)
    .where(and(eq(uploads.key, key), isNull(uploads.completedAt), gt(uploads.expiresAt, now)));
  return row;
}

/** Claims the upload as done; false when another request finished it first. */
export async function complete(db: Db, key: string, size: number): Promise<boolean> {
  const rows = await db
    .update(uploads)
    .set({ completedAt: new Date(), size })
    .where(and(eq(uploads.key, key), isNull(uploads.completedAt)))
    .returning({ key: uploads.key });
  return rows.length === 1;
}

/** Whether `key` was issued to `userId` (a ticket is what ties a stored file to its uploader). */
export async function isIssuedTo(db: Db, key: string, userId: number): Promise<boolean> {
  const rows = await db
    .select({ key: uploads.key })
    .from(uploads)
    .where(and(eq(uploads.key, key), eq(uploads.userId, userId)));
  return rows.length === 1;
}
