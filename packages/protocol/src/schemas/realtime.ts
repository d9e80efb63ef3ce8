import { z } from "zod";

/**
 * Channels of the gateway: `room:<id>` (a live room, anyone), `match:<id>` (a match's chat room,
 * anyone), `user:<uid>` (that user only), later `group:<id>`.
 */
export const channelSchema = z.string().regex(/^(room|match|user|group):\d{1,12}$/, "invalid channel");

/** Frames a client sends on `/web/ws`, one JSON object each. */
export const clientFrameSchema = z.discriminatedUnion("type", [
  z.object({
    type: z.literal("subscribe"),
    channel: channelSchema,
    /** The last seq the client has of this channel; what came after is sent first (resume). */
    lastSeq: z.number().int().min(0).optional(),
  }),
  z.object({ type: z.literal("unsubscribe"), channel: channelSchema }),
  z.object({ type: z.literal("ping") }),
  z.object({
    type: z.literal("send"),
    channel: channelSchema,
    /** Chosen by the client; a retried send with the same id is stored once and acknowledged again. */
    clientMsgId: z.string().min(1).max(64),
    text: z.string().max(2000),
  }),
]);
export type ClientFrame = z.infer<typeof clientFrameSchema>;

/** A persisted event of a channel: `seq` counts up from 1 per channel without gaps. */
export const streamEventSchema = z.object({
  type: z.literal("event"),
  channel: z.string(),
  seq: z.number().int(),
  kind: z.string().describe("e.g. notification, chat, gift"),
  data: z.unknown(),
  at: z.number().int(),
});
export type StreamEvent = z.infer<typeof streamEventSchema>;

/** A passing event of a channel that is not kept in its stream (someone entered, the online count). */
export const noticeEventSchema = z.object({
  type: z.literal("notice"),
  channel: z.string(),
  kind: z.string(),
  data: z.unknown(),
  at: z.number().int(),
});
export type NoticeEvent = z.infer<typeof noticeEventSchema>;

/** What travels between nodes: stored events and passing notices. */
export const busEventSchema = z.discriminatedUnion("type", [streamEventSchema, noticeEventSchema]);
export type BusEvent = z.infer<typeof busEventSchema>;

export const serverEventSchema = z.discriminatedUnion("type", [
  streamEventSchema,
  z.object({ type: z.literal("welcome"), userId: z.number().int().nullable(), visitorId: z.string().nullable() }),
  z.object({ type: z.literal("subscribed"), channel: z.string(), seq: z.number().int() }),
  z.object({ type: z.literal("unsubscribed"), channel: z.string() }),
  z.object({ type: z.literal("error"), code: z.number().int(), msg: z.string() }),
  z.object({ type: z.literal("pong"), at: z.number().int() }),
  /** A send was stored as the channel's event `seq`. */
  z.object({ type: z.literal("ack"), clientMsgId: z.string(), seq: z.number().int() }),
  /** A send was refused; `data` carries e.g. the seconds left or the end of a mute. */
  z.object({
    type: z.literal("refused"),
    clientMsgId: z.string(),
    code: z.number().int(),
    msg: z.string(),
    data: z.unknown().optional(),
  }),
  noticeEventSchema,
]);
/** Every server frame is a JSON array of these, batched per tick. */
export type ServerEvent = z.infer<typeof serverEventSchema>;
