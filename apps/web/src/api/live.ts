import { liveSignSchema, type RoomSettingsUpdateBody, replayPageSchema, roomSettingsSchema } from "@courtside/protocol";
import { post } from "./client";

/** Live rooms: the anchor's own settings and live code, any room's live state, replays. */

/** Quiet: the configuration page answers a non-approved anchor with the application instead. */
export const fetchRoomSettings = (signal?: AbortSignal) =>
  post("/web_anchor/anchor_house_config_details", {}, { schema: roomSettingsSchema, signal, silent: true });

export const saveRoomSettings = (body: RoomSettingsUpdateBody) =>
  post("/web_anchor/anchor_house_config_details_update", body, { schema: roomSettingsSchema });

export const resetLiveCode = () =>
  post("/web_anchor/anchor_house_config_live_code_reset", {}, { schema: roomSettingsSchema });

/** A room's live state; polled in the background, so quiet. */
export const fetchLiveSign = (anchorId: number, signal?: AbortSignal) =>
  post("/web_anchor/liveSign", { anchorId }, { schema: liveSignSchema, signal, silent: true });

export const fetchReplays = (anchorId: number, page = 1, pageSize = 10, signal?: AbortSignal) =>
  post("/web_anchor/replay_list", { anchorId, page, pageSize }, { schema: replayPageSchema, signal, silent: true });
