import { ANCHOR_STATE } from "@courtside/protocol";
import { eq } from "drizzle-orm";
import { users } from "../../src/db/schema/index.js";
import type { TestApp } from "./app.js";
import { register } from "./users.js";

/** A registered user made an approved anchor with a room (as a super admin's approval leaves it). */
export async function makeAnchor(t: TestApp) {
  const account = await register(t);
  const id = Number(account.userInfo.uid);
  await t.db.update(users).set({ anchorState: ANCHOR_STATE.approved }).where(eq(users.id, id));
  await t.app.services.live.ensureRoom(id);
  return { ...account, id };
}
