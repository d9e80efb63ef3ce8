import { eq, sql } from "drizzle-orm";
import { sessions, smsCodes } from "../../src/db/schema/index.js";
import type { TestApp } from "./app.js";

const ofPhone = (phone: string) => sql`${smsCodes.target} like ${`%${phone}`}`;

/** Moves a phone's codes back in time, as if that many seconds had passed since they were sent. */
export async function ageCodes(t: TestApp, phone: string, seconds = 61) {
  await t.db
    .update(smsCodes)
    .set({
      createdAt: sql`${smsCodes.createdAt} - make_interval(secs => ${seconds})`,
      expiresAt: sql`${smsCodes.expiresAt} - make_interval(secs => ${seconds})`,
    })
    .where(ofPhone(phone));
}

export async function sessionDevices(t: TestApp, userId: number) {
  const rows = await t.db.select({ deviceInfo: sessions.deviceInfo }).from(sessions).where(eq(sessions.userId, userId));
  return rows.map((row) => row.deviceInfo);
}
