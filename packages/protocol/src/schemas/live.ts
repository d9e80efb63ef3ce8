import { z } from "zod";
import { pageOf, pageSizeSchema } from "./match.js";
import { idSchema, lineText, multilineText, pageSchema } from "./primitives.js";

/**
 * Live rooms (spec section 3, "live room settings"), their live state and replays. A room's id is
 * its anchor's user id.
 */

export const ROOM_TEXT_LIMITS = { roomName: 30, anchorTitle: 50, intro: 500, announcement: 300 } as const;

/** Playback rates a replay offers; the player lists them fastest first (spec section 9). */
export const PLAYBACK_RATES = [0.5, 0.75, 1, 1.25, 1.5, 2] as const;

/** Where a room is watched: HTTP-FLV always, HLS when the server can produce it. */
export const playAddressSchema = z.object({
  flvUrl: z.string(),
  hlsUrl: z.string().nullable(),
});
export type PlayAddress = z.infer<typeof playAddressSchema>;

/** The anchor's own room settings; only its anchor ever receives the push address and live code. */
export const roomSettingsSchema = playAddressSchema.extend({
  roomId: z.number().int(),
  roomName: z.string(),
  anchorTitle: z.string(),
  cover: z.string().nullable(),
  intro: z.string(),
  announcement: z.string(),
  /** The match the room streams, if any: its page lists the room and plays it. */
  matchId: z.number().int().nullable(),
  live: z.boolean(),
  liveStartedAt: z.number().int().nullable(),
  /** The RTMP server address, e.g. `rtmp://host:1935/live` (OBS: "Server"). */
  pushServer: z.string(),
  /** The stream key (OBS: "Stream Key"). */
  liveCode: z.string(),
  /** Server and key together, for tools that take one address (ffmpeg). */
  pushUrl: z.string(),
  /** The room's page in this app. */
  roomPath: z.string(),
});
export type RoomSettings = z.infer<typeof roomSettingsSchema>;

const limitedLine = (max: number, key: string) => lineText().trim().max(max, key);
const limitedText = (max: number, key: string) => multilineText().trim().max(max, key);

export const roomSettingsUpdateBodySchema = z.object({
  roomName: lineText().trim().min(1, "roomNameLength").max(ROOM_TEXT_LIMITS.roomName, "roomNameLength").optional(),
  anchorTitle: limitedLine(ROOM_TEXT_LIMITS.anchorTitle, "anchorTitleLength").optional(),
  /** An image uploaded through the upload flow, or null to remove the cover. */
  cover: lineText().trim().min(1, "imageNotUploaded").max(500, "imageNotUploaded").nullable().optional(),
  intro: limitedText(ROOM_TEXT_LIMITS.intro, "roomIntroLength").optional(),
  announcement: limitedText(ROOM_TEXT_LIMITS.announcement, "announcementLength").optional(),
  /** The match the room streams (live or still to come), or null for none. */
  matchId: idSchema.nullable().optional(),
});
export type RoomSettingsUpdateBody = z.input<typeof roomSettingsUpdateBodySchema>;

/** `liveSign`: a room's live state; without `anchorId`, the caller's own room. */
export const liveSignBodySchema = z.object({ anchorId: idSchema.optional() });

export const liveSignSchema = playAddressSchema.extend({
  anchorId: z.number().int(),
  live: z.boolean(),
  liveStartedAt: z.number().int().nullable(),
  /** The live session now running, if any. */
  sessionId: z.number().int().nullable(),
  /** Viewers of the video on the node that answered. */
  viewers: z.number().int(),
});
export type LiveSign = z.infer<typeof liveSignSchema>;

/** A finished broadcast whose recording can be watched. */
export const replaySchema = z.object({
  id: z.number().int(),
  anchorId: z.number().int(),
  title: z.string(),
  matchId: z.number().int().nullable(),
  startedAt: z.number().int(),
  endedAt: z.number().int(),
  seconds: z.number().int(),
  url: z.string(),
});
export type Replay = z.infer<typeof replaySchema>;

export const replayListBodySchema = z.object({
  anchorId: idSchema,
  page: pageSchema,
  pageSize: pageSizeSchema,
});
export const replayPageSchema = pageOf(replaySchema);
export type ReplayPage = z.infer<typeof replayPageSchema>;

/** The `live` event of channel `room:<id>`: the broadcast started or ended. */
export const liveEventSchema = z.object({
  anchorId: z.number().int(),
  live: z.boolean(),
  sessionId: z.number().int(),
  at: z.number().int(),
});
export type LiveEvent = z.infer<typeof liveEventSchema>;
