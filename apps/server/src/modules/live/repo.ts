import type { Db } from "../../db/client.js";
import { rooms } from "../../db/schema/index.js";

/** Creates the anchor's room with a fresh live code; an existing room is left as it is. */
export async function insertRoom(db: Db, anchorId: number, liveCode: string, roomName: string): Promise<void> {
  await db.insert(rooms).values({ anchorId, liveCode, roomName }).onConflictDoNothing();
}
