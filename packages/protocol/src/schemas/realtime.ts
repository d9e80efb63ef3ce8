import { z } from "zod";

/** Channels of the gateway: `room:<id>` (anyone), `user:<uid>` (that user only), later `group:<id>`. */
export const channelSchema = z.string().regex(/^(room|user|group):\d{1,12}$/, "invalid channel");

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

export const serverEventSchema = z.discriminatedUnion("type", [
  streamEventSchema,
  z.object({ type: z.literal("welcome"), userId: z.number().int().nullable(), visitorId: z.string().nullable() }),
  z.object({ type: z.literal("subscribed"), channel: z.string(), seq: z.number().int() }),
  z.object({ type: z.literal("unsubscribed"), channel: z.string() }),
  z.object({ type: z.literal("error"), code: z.number().int(), msg: z.string() }),
  z.object({ type: z.literal("pong"), at: z.number().int() }),
]);
/** Every server frame is a JSON array of these, batched per tick. */
export type ServerEvent = z.infer<typeof serverEventSchema>;
