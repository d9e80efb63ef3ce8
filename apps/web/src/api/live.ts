import type {
  liveSignSchema,
  RoomSettingsUpdateBody,
  replayPageSchema,
  replaySchema,
  roomSettingsSchema,
} from "@courtside/protocol";
import { type Data, post } from "./client";

/** Live rooms: the anchor's own settings and live code, any room's live state, replays. */

/** Quiet: the configuration page answers a non-approved anchor with the application instead. */
export const fetchRoomSettings = (signal?: AbortSignal) =>
  post<Data<typeof roomSettingsSchema>>("/web_anchor/anchor_house_config_details", {}, { signal, silent: true });

export const saveRoomSettings = (body: RoomSettingsUpdateBody) =>
  post<Data<typeof roomSettingsSchema>>("/web_anchor/anchor_house_config_details_update", body);

export const resetLiveCode = () =>
  post<Data<typeof roomSettingsSchema>>("/web_anchor/anchor_house_config_live_code_reset", {});

/** A room's live state; polled in the background, so quiet. */
export const fetchLiveSign = (anchorId: number, signal?: AbortSignal) =>
  post<Data<typeof liveSignSchema>>("/web_anchor/liveSign", { anchorId }, { signal, silent: true });

export const fetchReplays = (anchorId: number, page = 1, pageSize = 10, signal?: AbortSignal) =>
  post<Data<typeof replayPageSchema>>(
    "/web_anchor/replay_list",
    { anchorId, page, pageSize },
    { signal, silent: true },
  );

/** The replays of the rooms that covered a match, newest first. */
export const fetchMatchReplays = (matchId: number, signal?: AbortSignal) =>
  post<Data<typeof replaySchema>[]>("/web_race/match_replays", { matchId }, { signal, silent: true });
