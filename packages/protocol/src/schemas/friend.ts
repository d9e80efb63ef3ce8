import { z } from "zod";
import { FRIEND_SOURCE } from "../enums.js";
import { idOf, idParamsSchema, idSchema, lineText, multilineText } from "./primitives.js";

/**
 * Friends, friend applications, the blacklist, "who may message me" and online status (spec
 * sections 3, 4, 5, 7 and 8). Every call lives under the chat base, `/web/chat`.
 */

export const FRIEND_LIMITS = {
  /** Longest search input (an ID, username, phone or email). */
  queryMax: 64,
  /** Longest note sent with a friend application. */
  noteMax: 100,
  /** Longest remark (the name I give a friend). */
  remarkMax: 20,
  /** Users per `send/able/batch` and per `online/friend_status` request. */
  batchMax: 200,
  /** A pending application expires this many days after it was (last) sent. */
  applicationTtlDays: 7,
  applicationPageMax: 50,
  emailMax: 254,
  cardCodeMax: 300,
} as const;

/** Friend-add source codes of spec section 3: 1 ID, 2 username, 3 phone, 4 email, 5 QR code, 6 shared card. */
export const friendSourceSchema = z.union([
  z.literal(FRIEND_SOURCE.id),
  z.literal(FRIEND_SOURCE.username),
  z.literal(FRIEND_SOURCE.phone),
  z.literal(FRIEND_SOURCE.email),
  z.literal(FRIEND_SOURCE.qrCode),
  z.literal(FRIEND_SOURCE.card),
]);
export type FriendSource = z.infer<typeof friendSourceSchema>;

/** The sources a typed search can use; QR codes and cards are resolved with `friend/card/resolve`. */
export const searchSourceSchema = z.union([
  z.literal(FRIEND_SOURCE.id),
  z.literal(FRIEND_SOURCE.username),
  z.literal(FRIEND_SOURCE.phone),
  z.literal(FRIEND_SOURCE.email),
]);
export type SearchSource = z.infer<typeof searchSourceSchema>;

/** Spec section 5: the add-friend input accepts only digits, letters and symbols (printable ASCII, no spaces). */
export const FRIEND_QUERY_PATTERN = /^[\x21-\x7E]+$/;
export const friendQuerySchema = z
  .string()
  .trim()
  .min(1, "friendQueryEmpty")
  .max(FRIEND_LIMITS.queryMax, "friendQueryRule")
  .regex(FRIEND_QUERY_PATTERN, "friendQueryRule");

const atSchema = z.number().int().describe("ms since the epoch");

/** A person as the friend screens show them. `flags` is the chat user string of spec section 3 (`zb=1`: an anchor). */
export const friendUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  nickname: z.string(),
  avatar: z.string().nullable(),
  flags: z.string(),
});
export type FriendUser = z.infer<typeof friendUserSchema>;

/** Online now (on any node), else when last seen; the web words it with `presenceStatus`. */
export const friendPresenceSchema = z.object({
  online: z.boolean(),
  lastSeenAt: atSchema.nullable().describe("null when never seen"),
});
export type FriendPresence = z.infer<typeof friendPresenceSchema>;

/** A user found by a search, a QR code or a shared card. */
export const userCardSchema = friendUserSchema.extend({
  /** How this user was found: pass it on to `applyFriend`. */
  source: friendSourceSchema,
  /** Masked to the first 3 and last 4 digits; only when found by phone. */
  phone: z.string().nullable(),
  isFriend: z.boolean(),
  /** My remark for them when we are friends, else "". */
  remark: z.string(),
  /** I have a pending application to them. */
  applied: z.boolean(),
  /** They are on my blacklist. */
  blacklisted: z.boolean(),
  presence: friendPresenceSchema.nullable().describe("null unless we are friends"),
});
export type UserCard = z.infer<typeof userCardSchema>;

export const searchFriendParamsSchema = z.object({ q: friendQuerySchema });
export const searchFriendQuerySchema = z.object({
  source: z
    .preprocess(
      (value) => (typeof value === "string" && /^\d$/.test(value) ? Number(value) : value),
      searchSourceSchema,
    )
    .optional()
    .describe(
      "search one field only; without it: email when the input has @, else ID and phone for digits, else username",
    ),
});
export const searchFriendResultSchema = z.object({
  users: z.array(userCardSchema),
  /** Searches left today. */
  searchesLeft: z.number().int(),
});
export type SearchFriendResult = z.infer<typeof searchFriendResultSchema>;

// ---------- applications ----------

export const FRIEND_APPLICATION_STATUS = ["pending", "accepted", "rejected", "expired"] as const;
export const friendApplicationStatusSchema = z.enum(FRIEND_APPLICATION_STATUS);
export type FriendApplicationStatus = z.infer<typeof friendApplicationStatusSchema>;

export const friendApplicationSchema = z.object({
  id: z.number().int(),
  from: friendUserSchema,
  to: friendUserSchema,
  note: z.string(),
  source: friendSourceSchema,
  status: friendApplicationStatusSchema,
  /** When it was (last) sent; a repeated application updates the note and this time. */
  createdAt: atSchema,
  /** When it will expire if still pending. */
  expiresAt: atSchema,
  handledAt: atSchema.nullable(),
});
export type FriendApplication = z.infer<typeof friendApplicationSchema>;

export const applyFriendBodySchema = z.object({
  /** Spec section 5: the user id is required. */
  userId: idOf("userIdRequired"),
  note: multilineText().trim().max(FRIEND_LIMITS.noteMax, "textTooLong").default(""),
  source: friendSourceSchema,
});
export type ApplyFriendBody = z.input<typeof applyFriendBodySchema>;

export const applyFriendResultSchema = z.object({
  /** "accepted" when they had applied to me too: we are friends now. */
  status: z.enum(["pending", "accepted"]),
  application: friendApplicationSchema,
  /** Friend applications left today. */
  addsLeft: z.number().int(),
});
export type ApplyFriendResult = z.infer<typeof applyFriendResultSchema>;

export const applicationListBodySchema = z.object({
  box: z.enum(["received", "sent"]),
  /** Page backwards: applications older than this id. */
  beforeId: idSchema.optional(),
  limit: z.number().int().min(1).max(FRIEND_LIMITS.applicationPageMax).default(20),
});
export const applicationListSchema = z.object({
  list: z.array(friendApplicationSchema).describe("newest first"),
  hasMore: z.boolean(),
  /** Received applications still waiting for me (the "new friends" badge). */
  pendingCount: z.number().int(),
});
export type ApplicationList = z.infer<typeof applicationListSchema>;

export const friendApplicationIdBodySchema = z.object({ id: idSchema });

// ---------- friends and the blacklist ----------

export const friendItemSchema = friendUserSchema.extend({
  remark: z.string(),
  online: z.boolean(),
  lastSeenAt: atSchema.nullable(),
  since: atSchema,
});
export type FriendItem = z.infer<typeof friendItemSchema>;
export const friendListSchema = z.object({ list: z.array(friendItemSchema).describe("by remark, else nickname") });
export type FriendList = z.infer<typeof friendListSchema>;

export const userIdBodySchema = z.object({ userId: idSchema });
export const remarkBodySchema = z.object({
  userId: idSchema,
  remark: lineText().trim().max(FRIEND_LIMITS.remarkMax, "textTooLong").describe('"" clears it'),
});

export const blacklistItemSchema = friendUserSchema.extend({ blockedAt: atSchema });
export type BlacklistItem = z.infer<typeof blacklistItemSchema>;
export const blacklistSchema = z.object({ list: z.array(blacklistItemSchema).describe("newest first") });

// ---------- privacy ----------

/** Who may message me: anyone, or only my friends. Default: everyone. */
export const WHO_MAY_MESSAGE = ["everyone", "friends"] as const;
export const whoMayMessageSchema = z.enum(WHO_MAY_MESSAGE);
export type WhoMayMessage = z.infer<typeof whoMayMessageSchema>;

export const emailSchema = z
  .string()
  .trim()
  .max(FRIEND_LIMITS.emailMax, "emailInvalid")
  .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, "emailInvalid")
  .regex(FRIEND_QUERY_PATTERN, "emailInvalid");

export const privacySchema = z.object({
  whoMayMessage: whoMayMessageSchema,
  /** The address others can find me by (exact match); null: not findable by email. */
  email: z.string().nullable(),
});
export type Privacy = z.infer<typeof privacySchema>;
export const privacyBodySchema = z
  .object({ whoMayMessage: whoMayMessageSchema, email: emailSchema.nullable() })
  .partial()
  .describe("absent fields stay as they are");
export type PrivacyBody = z.infer<typeof privacyBodySchema>;

// ---------- may I message them ----------

/**
 * ok; blocked: they blacklisted me (the spec's "message refused by peer"); blacklisted: I blacklisted
 * them; notFriends: they take messages from friends only; userNotFound.
 */
export const SEND_ABLE_REASONS = ["ok", "blocked", "blacklisted", "notFriends", "userNotFound"] as const;
export const sendAbleReasonSchema = z.enum(SEND_ABLE_REASONS);
export type SendAbleReason = z.infer<typeof sendAbleReasonSchema>;
export const sendAbleSchema = z.object({ userId: z.number().int(), able: z.boolean(), reason: sendAbleReasonSchema });
export type SendAble = z.infer<typeof sendAbleSchema>;
export const sendAbleBatchBodySchema = z.object({
  userIds: z.array(idSchema).min(1).max(FRIEND_LIMITS.batchMax),
});
export const sendAbleBatchSchema = z.object({ list: z.array(sendAbleSchema).describe("in the order asked") });
export const isFriendParamsSchema = idParamsSchema;
export const isFriendSchema = z.object({ isFriend: z.boolean() });

// ---------- online status ----------

export const friendStatusBodySchema = z.object({
  userIds: z
    .array(idSchema)
    .max(FRIEND_LIMITS.batchMax)
    .optional()
    .describe("friends to ask about; all my friends when absent. Users who are not my friends are left out"),
});
export const friendStatusItemSchema = friendPresenceSchema.extend({ userId: z.number().int() });
export type FriendStatusItem = z.infer<typeof friendStatusItemSchema>;
export const friendStatusSchema = z.object({ list: z.array(friendStatusItemSchema) });
export type FriendStatus = z.infer<typeof friendStatusSchema>;
/**
 * Passing notice on `user:<uid>` when a friend of mine comes online or leaves (their last socket on
 * every node closed): the same item `online/friend_status` gives for them.
 */
export const FRIEND_PRESENCE_NOTICE = "friendPresence";
export const friendPresenceNoticeSchema = friendStatusItemSchema;

// ---------- QR code and shared card ----------

/** A signed code naming one user: what my QR code and a shared card carry. */
export const cardCodeSchema = z.object({ userId: z.number().int(), code: z.string() });
export type CardCode = z.infer<typeof cardCodeSchema>;
export const cardCodeBodySchema = z.object({
  userId: idSchema.optional().describe("a friend's card to share; mine when absent"),
});
export const resolveCardBodySchema = z.object({
  code: lineText("cardInvalid").trim().min(1, "cardInvalid").max(FRIEND_LIMITS.cardCodeMax, "cardInvalid"),
  source: z.union([z.literal(FRIEND_SOURCE.qrCode), z.literal(FRIEND_SOURCE.card)]),
});

/** Card codes look like `c1.<user id>.<signature>`; a scanned or pasted link may carry one anywhere. */
export function parseCardCode(text: string): string | null {
  return /(?:^|[^\w.-])(c1\.\d{1,10}\.[\w-]{22})(?![\w-])/.exec(text)?.[1] ?? null;
}

// ---------- realtime ----------

/** Realtime events on `user:<uid>` with kind "friend" (spec section 7, "Chat server events handled"). */
export const FRIEND_EVENT_KIND = "friend";
export const friendEventSchema = z.discriminatedUnion("type", [
  /** To the recipient (and the applicant's other devices): a new or repeated application. */
  z.object({ type: z.literal("applicationAdded"), application: friendApplicationSchema }),
  /** To both: we are friends now. */
  z.object({ type: z.literal("applicationAccepted"), application: friendApplicationSchema }),
  /** To both. */
  z.object({ type: z.literal("applicationRejected"), application: friendApplicationSchema }),
  /** To both: `userId` is the other person. */
  z.object({ type: z.literal("friendDeleted"), userId: z.number().int() }),
  /** To my own devices. */
  z.object({ type: z.literal("remark"), userId: z.number().int(), remark: z.string() }),
  z.object({ type: z.literal("blacklist"), userId: z.number().int(), blacklisted: z.boolean() }),
  z.object({ type: z.literal("privacy"), privacy: privacySchema }),
]);
export type FriendEvent = z.infer<typeof friendEventSchema>;
