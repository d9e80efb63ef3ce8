import { z } from "zod";
import { INT32_MAX, intIn, lineText, multilineText } from "./primitives.js";
import { stageClientSignalSchema, stageServerSignalSchema } from "./stage.js";

/**
 * Channels of the gateway, `<kind>:<id>`: `room:<id>` (a live room, anyone), `match:<id>` (a match's
 * chat room, anyone), `user:<uid>` (that user only). This is only the shape; each kind's canonical
 * spelling (e.g. `room:12`, never `room:012`) and who may follow it are the server's channel policy.
 */
export const channelSchema = z.string().regex(/^[a-z]{1,16}:[A-Za-z0-9_-]{1,64}$/, "invalid channel");

/** Frames a client sends on `/web/ws`, one JSON object each. */
export const clientFrameSchema = z.discriminatedUnion("type", [
  /**
   * Who the connection speaks for, as its first frame (never in the address, which ends up in
   * logs): a sign-in `token`, or the chat identity `appNumber` + `imToken` of user info; neither
   * means a visitor. A connection whose first frame is another one is a visitor.
   */
  z.object({
    type: z.literal("auth"),
    token: lineText().min(1).max(4096).optional(),
    appNumber: lineText().min(1).max(32).optional(),
    imToken: lineText().min(1).max(256).optional(),
  }),
  z.object({
    type: z.literal("subscribe"),
    channel: channelSchema,
    /** The last seq the client has of this channel; what came after is sent first (resume). */
    lastSeq: intIn(0, INT32_MAX).optional(),
  }),
  z.object({ type: z.literal("unsubscribe"), channel: channelSchema }),
  z.object({ type: z.literal("ping") }),
  z.object({
    type: z.literal("send"),
    channel: channelSchema,
    /** Chosen by the client; a retried send with the same id is stored once and acknowledged again. */
    clientMsgId: lineText().min(1).max(64),
    text: multilineText().max(2000),
  }),
  /** Media signalling of a followed `stage:<room>` channel; answers go to this connection alone. */
  z.object({ type: z.literal("stage"), channel: channelSchema, signal: stageClientSignalSchema }),
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

/** What reaches a channel's followers from any node: stored events and passing notices. */
export type BusEvent = StreamEvent | NoticeEvent;

/**
 * Sessions that ended (logout, password change or reset, ban): every node closes their connections.
 * `sessionId` names one session; without it, every session of `userId` ends (and its chat-identity
 * connections), except `keep`. `at` (ms) is when it was announced: a connection signed in later was
 * checked against the database after the revocation and is not touched.
 */
export const revocationSchema = z.object({
  type: z.literal("revoked"),
  userId: z.number().int().nullable(),
  sessionId: z.string().nullable(),
  keep: z.string().nullable(),
  at: z.number().int(),
});
export type Revocation = z.infer<typeof revocationSchema>;

/**
 * A user may no longer follow a channel (removed from a group): every node drops that user's
 * subscriptions to it at once and tells those sockets `unsubscribed`.
 */
export const evictionSchema = z.object({
  type: z.literal("evicted"),
  channel: z.string(),
  userId: z.number().int(),
  at: z.number().int(),
});
export type Eviction = z.infer<typeof evictionSchema>;

/** What travels between nodes: channel events, revocations and evictions. */
export const busMessageSchema = z.discriminatedUnion("type", [
  streamEventSchema,
  noticeEventSchema,
  revocationSchema,
  evictionSchema,
]);
export type BusMessage = z.infer<typeof busMessageSchema>;

export const serverEventSchema = z.discriminatedUnion("type", [
  streamEventSchema,
  z.object({ type: z.literal("welcome"), userId: z.number().int().nullable(), visitorId: z.string().nullable() }),
  z.object({ type: z.literal("subscribed"), channel: z.string(), seq: z.number().int() }),
  z.object({ type: z.literal("unsubscribed"), channel: z.string() }),
  /** A refused frame; `channel` names the channel of a refused subscribe. */
  z.object({ type: z.literal("error"), code: z.number().int(), msg: z.string(), channel: z.string().optional() }),
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
  /** Media signalling of a stage, to the one connection it concerns. */
  z.object({ type: z.literal("stage"), channel: z.string(), signal: stageServerSignalSchema }),
]);
/** Every server frame is a JSON array of these, batched per tick. */
export type ServerEvent = z.infer<typeof serverEventSchema>;
