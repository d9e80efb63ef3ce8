import { ANCHOR_STATE } from "@courtside/protocol";
import { eq } from "drizzle-orm";
import { liveSessions, rooms, users } from "../src/db/schema/index.js";
import type { TestApp } from "./helpers/app.js";
import { call, register } from "./helpers/users.js";

/** A new account made an approved anchor with a room, as the review would leave it. */
export async function approvedAnchor(t: TestApp, room: Partial<typeof rooms.$inferInsert> = {}) {
  const account = await register(t);
  const id = Number(account.userInfo.uid);
  await t.db.update(users).set({ anchorState: ANCHOR_STATE.approved }).where(eq(users.id, id));
  await t.app.services.live.ensureRoom(id, `Room ${account.username}`);
  if (Object.keys(room).length > 0) await t.db.update(rooms).set(room).where(eq(rooms.anchorId, id));
  return { ...account, id };
}

export async function setAnchorState(t: TestApp, id: number, anchorState: number) {
  await t.db.update(users).set({ anchorState }).where(eq(users.id, id));
}

/** The address of a file uploaded here: a ticket's final address (the server checks its origin). */
export async function ownImage(t: TestApp, token: string): Promise<string> {
  const res = await call(t, "manage/ossFile/image/oss_upload", { fileName: "photo.png", fileSize: 1000 }, token);
  if (!res.body.success) throw new Error(`upload ticket refused: ${JSON.stringify(res.body)}`);
  return String(res.body.data.url);
}

export async function addSession(
  t: TestApp,
  anchorId: number,
  startedAt: Date,
  endedAt: Date | null,
  peakPopularity: number,
  columnId: number | null,
) {
  await t.db.insert(liveSessions).values({ anchorId, startedAt, endedAt, peakPopularity, columnId });
}
