import { z } from "zod";
import { LIMITS } from "../constants.js";
import { INT32_MAX, idSchema, idTextSchema, intIn, lineText, multilineText } from "./primitives.js";

/**
 * Mic connection (co-streaming, spec sections 2, 4, 5 and 8): a stage per live room where the
 * anchor and up to 10 guests are seen and heard live over WebRTC.
 */
export const STAGE = {
  /** Guests on stage at once, besides the anchor (spec section 9, "mic users"). */
  guestsMax: LIMITS.micUsersMax,
  /** An application or invitation not answered in this long has expired; so has an accepted guest who never connects. */
  answerMs: 60_000,
  /** A guest whose connection is lost this long is interrupted and must apply again. */
  interruptMs: 10_000,
  /** Applications and invitations waiting at once in one room. */
  pendingMax: 50,
  /** How long a finished seat (rejected, expired, left …) stays in the list. */
  recentMs: 10 * 60_000,
  /** Mic reservations of one room must be more than this far apart (spec section 5). */
  reservationGapMs: LIMITS.reservationGapMs,
  /** Reservations an anchor may book, at most this far ahead. */
  reservationAheadMs: 90 * 24 * 60 * 60_000,
} as const;

/**
 * A seat's state. Waiting: `applied` (a viewer asked), `invited` (a manager asked), `accepted`
 * (agreed, the guest's media not yet connected). On stage: `onStage`. Over: `rejected`, `expired`
 * (60 s without an answer, or accepted but never connected), `left`, `kicked`, `interrupted` (the
 * connection was lost past 10 s; the guest must apply again) and `ended` (the anchor ended the stage).
 */
export const STAGE_SEAT_STATES = [
  "applied",
  "invited",
  "accepted",
  "onStage",
  "rejected",
  "expired",
  "left",
  "kicked",
  "interrupted",
  "ended",
] as const;
export const stageSeatStateSchema = z.enum(STAGE_SEAT_STATES);
export type StageSeatState = z.infer<typeof stageSeatStateSchema>;

/** States that hold a place in the list; the others are outcomes. */
export const STAGE_WAITING: readonly StageSeatState[] = ["applied", "invited", "accepted"];
/** States counted against the 10 guests. */
export const STAGE_SEATED: readonly StageSeatState[] = ["accepted", "onStage"];

/** Who silenced a track: the person themselves, or the anchor (then only a manager lifts it). */
export const stageMuteSchema = z.enum(["self", "anchor"]).nullable();
export type StageMute = z.infer<typeof stageMuteSchema>;

export const stageUserSchema = z.object({
  id: z.number().int(),
  nickname: z.string(),
  avatar: z.string().nullable(),
});
export type StageUser = z.infer<typeof stageUserSchema>;

export const stageSeatSchema = z.object({
  user: stageUserSchema,
  state: stageSeatStateSchema,
  since: z.number().int().describe("ms since the epoch the seat entered its state"),
  expiresAt: z.number().int().nullable().describe("ms; when a waiting seat expires"),
  audio: stageMuteSchema,
  video: stageMuteSchema,
  connected: z.boolean().describe("the guest's media reaches the server now"),
});
export type StageSeat = z.infer<typeof stageSeatSchema>;

/** A room's stage as everyone in the room sees it; also the data of the `state` notice on `stage:<room>`. */
export const stageStateSchema = z.object({
  roomId: z.number().int(),
  open: z.boolean(),
  adminsManage: z.boolean().describe("room admins may manage the mic-connection list"),
  anchor: z.object({
    user: stageUserSchema,
    audio: stageMuteSchema,
    video: stageMuteSchema,
  }),
  /** Waiting and seated seats first (oldest first), then recent outcomes (newest first). */
  seats: z.array(stageSeatSchema),
  guestsMax: z.number().int(),
  version: z.number().int().describe("grows with every change; an older snapshot is stale"),
});
export type StageState = z.infer<typeof stageStateSchema>;

/** What the asker may do on this stage. */
export const stageViewSchema = z.object({
  state: stageStateSchema,
  channel: z.string().describe("follow it for `state` notices and to signal media"),
  manage: z.boolean().describe("may manage the mic-connection list"),
  iceServers: z.array(
    z.object({
      urls: z.union([z.string(), z.array(z.string())]),
      username: z.string().optional(),
      credential: z.string().optional(),
    }),
  ),
});
export type StageView = z.infer<typeof stageViewSchema>;

export const stageRoomBodySchema = z.object({ roomId: idTextSchema });
export const stageUserBodySchema = z.object({ roomId: idTextSchema, userId: idSchema });
export const stageReviewBodySchema = z.object({ roomId: idTextSchema, userId: idSchema, accept: z.boolean() });
export const stageAnswerBodySchema = z.object({ roomId: idTextSchema, accept: z.boolean() });
export const stageMuteBodySchema = z.object({
  roomId: idTextSchema,
  userId: idSchema.describe("the anchor's or a guest's id; one's own id mutes oneself"),
  kind: z.enum(["audio", "video"]),
  muted: z.boolean(),
});
export const stageSettingsBodySchema = z.object({ roomId: idTextSchema, adminsManage: z.boolean() });

/** A guest booked onto a room's stage for a time. */
export const micReservationSchema = z.object({
  id: z.number().int(),
  user: stageUserSchema,
  at: z.number().int().describe("ms since the epoch"),
  note: z.string(),
});
export type MicReservation = z.infer<typeof micReservationSchema>;
export const micReservationAddBodySchema = z.object({
  roomId: idTextSchema,
  userId: idSchema,
  at: intIn(0, Number.MAX_SAFE_INTEGER).describe("ms since the epoch"),
  note: lineText().max(50).default(""),
});
export const micReservationDeleteBodySchema = z.object({ roomId: idTextSchema, id: idSchema });

const session = lineText().min(1).max(64);
/** Media lines of a session: the published pair first, then the slots carrying others. */
const sdpMLineIndex = intIn(0, 255).nullable();
const candidate = {
  session,
  candidate: lineText().max(1024),
  sdpMid: lineText().max(32).nullable(),
  sdpMLineIndex,
};

/**
 * Media signalling a client sends on `stage:<room>` (frame `{ type: "stage", channel, signal }`).
 * The server always offers: `join` asks for a session, the client answers it and trickles its ICE
 * candidates. A publisher sends its camera and microphone on the first two media lines.
 */
export const stageClientSignalSchema = z.discriminatedUnion("op", [
  z.object({ op: z.literal("join"), as: z.enum(["publisher", "viewer"]) }),
  z.object({ op: z.literal("answer"), session, sdp: multilineText().max(14_000) }),
  z.object({ op: z.literal("candidate"), ...candidate }),
  z.object({ op: z.literal("leave"), session }),
]);
export type StageClientSignal = z.infer<typeof stageClientSignalSchema>;

/** Which participant's audio or video a received media line carries. */
export const stageTrackSchema = z.object({
  mid: z.string(),
  userId: z.number().int().min(0).max(INT32_MAX),
  kind: z.enum(["audio", "video"]),
});
export type StageTrack = z.infer<typeof stageTrackSchema>;

/** Why the server ended a media session. */
export const stageClosedReasonSchema = z.enum(["left", "replaced", "removed", "ended", "failed"]);

/** Media signalling the server sends to one connection (event `{ type: "stage", channel, signal }`). */
export const stageServerSignalSchema = z.discriminatedUnion("op", [
  z.object({ op: z.literal("offer"), session: z.string(), sdp: z.string(), tracks: z.array(stageTrackSchema) }),
  /** The slots now carry other participants; no new offer is needed. */
  z.object({ op: z.literal("tracks"), session: z.string(), tracks: z.array(stageTrackSchema) }),
  z.object({
    op: z.literal("candidate"),
    session: z.string(),
    candidate: z.string(),
    sdpMid: z.string().nullable(),
    sdpMLineIndex: z.number().int().nullable(),
  }),
  z.object({ op: z.literal("closed"), session: z.string(), reason: stageClosedReasonSchema }),
]);
export type StageServerSignal = z.infer<typeof stageServerSignalSchema>;
