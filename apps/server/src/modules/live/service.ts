import type { Db } from "../../db/client.js";
import type { Deps } from "../../deps.js";
import { newLiveCode } from "./live-code.js";
import * as repo from "./repo.js";

/** Live rooms: one per approved anchor, its settings, live code and live state. */
export function createLiveService({ db }: Deps) {
  return {
    /** Gives an approved anchor a room (idempotent). */
    async ensureRoom(anchorId: number, roomName = "", tx: Db = db) {
      await repo.insertRoom(tx, anchorId, newLiveCode(), roomName);
    },
  };
}
export type LiveService = ReturnType<typeof createLiveService>;
