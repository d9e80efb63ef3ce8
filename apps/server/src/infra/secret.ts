import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "../db/client.js";
import { systemConfig } from "../db/schema/index.js";

const KEY = "auth.secret";

/**
 * The signing secret shared by every node: JWT_SECRET when configured, else one generated on first
 * use and kept in the database (the first node to insert it wins; the others read that one).
 */
export async function loadSecret(db: Db, configured: string | undefined): Promise<Uint8Array> {
  if (configured) return new TextEncoder().encode(configured);
  await db
    .insert(systemConfig)
    .values({ key: KEY, value: randomBytes(48).toString("base64") })
    .onConflictDoNothing();
  const [row] = await db.select().from(systemConfig).where(eq(systemConfig.key, KEY));
  if (typeof row?.value !== "string") throw new Error("auth secret missing");
  return new TextEncoder().encode(row.value);
}
