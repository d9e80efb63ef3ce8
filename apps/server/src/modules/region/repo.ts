import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { systemConfig } from "../../db/schema/index.js";

const KEY = "blockedRegions";

export async function readBlocked(db: Db): Promise<unknown> {
  const [row] = await db.select({ value: systemConfig.value }).from(systemConfig).where(eq(systemConfig.key, KEY));
  return row?.value;
}

export async function writeBlocked(db: Db, regions: readonly string[]): Promise<void> {
  const value = [...regions];
  await db
    .insert(systemConfig)
    .values({ key: KEY, value })
    .onConflictDoUpdate({ target: systemConfig.key, set: { value, updatedAt: new Date() } });
}
