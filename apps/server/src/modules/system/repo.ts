import { eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { systemConfig } from "../../db/schema/index.js";

export async function ping(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}

export async function readSettings(db: Db, keys: readonly string[]): Promise<Map<string, unknown>> {
  const rows = await db
    .select()
    .from(systemConfig)
    .where(inArray(systemConfig.key, [...keys]));
  return new Map(rows.map((row) => [row.key, row.value]));
}

export async function writeSetting(db: Db, key: string, value: unknown): Promise<void> {
  await db
    .insert(systemConfig)
    .values({ key, value })
    .onConflictDoUpdate({ target: systemConfig.key, set: { value, updatedAt: new Date() } });
}

/** Back to the default (a stored value is never SQL null). */
export async function deleteSetting(db: Db, key: string): Promise<void> {
  await db.delete(systemConfig).where(eq(systemConfig.key, key));
}
