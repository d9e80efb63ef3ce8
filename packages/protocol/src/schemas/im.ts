import { z } from "zod";
import { LIMITS } from "../constants.js";
import { CHAT_CONTENT_TYPE } from "../enums.js";
import { groupTipContentSchema } from "./group-tip.js";
import { pageOf, pageSizeSchema } from "./match.js";
import { idSchema, lineText, multilineText, pageSchema } from "./primitives.js";

/**
 * Private and group messaging. Every conversation is a persisted stream on the gateway,
 * channel `conv:<id>`, whose `seq` counts up from 1 without gaps: messages and revocations take
 * seqs; a client that has everything up to `seq` asks for what came after it (HTTP or subscribe
 * with `lastSeq`). Per-member state (read seq, pins, hidden messages) travels as passing notices
 * on the member's own `user:<uid>` channel; the conversation list is where a device that comes back
 * reads that state again.
 */

/** Content types of conversation messages (spec section 3: 102 picture, 104 video). */
export const IM_MESSAGE_TYPE = {
  text: CHAT_CONTENT_TYPE.text,
  picture: CHAT_CONTENT_TYPE.picture,
  video: CHAT_CONTENT_TYPE.video,
  file: 105,
  merged: 107,
  card: 108,
  /** What happened in a group (joins, removals, mutes, settings); never unread, never sent by a client. */
  groupTip: 110,
} as const;
export type ImMessageType = (typeof IM_MESSAGE_TYPE)[keyof typeof IM_MESSAGE_TYPE];

/** Websocket message types 31 and 32 (spec section 3): the system-messages conversation. */
export const IM_SYSTEM_TYPE = { social: 31, platform: 32 } as const;
/** Content type 888 (spec section 3): unread clearing, sent to one's own devices. */
export const IM_UNREAD_CLEAR = CHAT_CONTENT_TYPE.groupUnreadClear;

export const CONVERSATION_TYPE = { single: 1, group: 2 } as const;

export const IM_LIMITS = {
  /** As long as a gateway `send` frame may carry, so a text goes either way. */
  textMax: 2000,
  fileNameMax: 200,
  /** Chats one forward may go to (spec section 5); one more is refused with `forwardLimit`. */
  forwardTargetsMax: LIMITS.forwardSelectionMax,
  /** Messages one forward (or one merged message) may carry. */
  forwardMessagesMax: 100,
  pageMax: 100,
  pageDefault: 50,
  deleteMax: 100,
  searchMax: 100,
  /** Members one group text may mention by name. */
  mentionsMax: 50,
  videoMaxSeconds: LIMITS.chatVideoMaxSeconds,
  imageMaxBytes: LIMITS.chatImageMaxBytes,
} as const;

export const conversationIdSchema = idSchema;
const seqSchema = z.number().int().min(0).max(2_147_483_647);
const seqRefSchema = idSchema;
const urlSchema = lineText().trim().min(1).max(1000);
const dimension = z.number().int().min(0).max(100_000);
const clientMsgIdSchema = lineText().trim().min(1).max(64);

// ---- content, by type --------------------------------------------------------------------------

/** @mentions of a group text: members by id, or everyone (owner and admins only). Ignored in single chats. */
export const imMentionsSchema = z.object({
  userIds: z.array(idSchema).max(IM_LIMITS.mentionsMax).default([]),
  all: z.boolean().default(false),
});
export type ImMentions = z.infer<typeof imMentionsSchema>;

export const imTextContentSchema = z.object({
  text: multilineText().trim().min(1).max(IM_LIMITS.textMax),
  at: imMentionsSchema.optional(),
});

export const imImageSchema = z.object({ url: urlSchema, width: dimension, height: dimension });
/** 102: `bigPicture` is the full image (≤ 50 MB, uploaded first), `thumbnail` what a bubble shows. */
export const imPictureContentSchema = z.object({
  bigPicture: imImageSchema.extend({ size: z.number().int().min(0).max(LIMITS.chatImageMaxBytes).optional() }),
  thumbnail: imImageSchema,
});

/** 104: a video of at most 60 s with its poster frame; `duration` in seconds. */
export const imVideoContentSchema = z.object({
  videoUrl: urlSchema,
  poster: imImageSchema,
  duration: z.number().min(0),
  size: z.number().int().min(0),
});

export const imFileContentSchema = z.object({
  url: urlSchema,
  name: lineText().trim().min(1).max(IM_LIMITS.fileNameMax),
  size: z.number().int().min(0),
});

/** 108: a user's card; adding a friend from it uses source 6 (FRIEND_SOURCE.card). */
export const imCardContentSchema = z.object({
  userId: z.number().int().positive(),
  nickname: z.string(),
  avatar: z.string().nullable(),
});
/** What a sender gives for a card: the server fills in the name and avatar. */
export const imCardSendSchema = z.object({ userId: idSchema });

/** One message carried inside a merged forward. */
export const imMergedItemSchema = z.object({
  senderId: z.number().int(),
  senderNickname: z.string(),
  type: z.number().int(),
  /** The copied content; a merged forward inside a merged forward keeps its own items. */
  content: z.record(z.string(), z.unknown()),
  createdAt: z.number().int(),
});
/** 107: several messages forwarded as one; `title` is e.g. "Chat history of A and B". */
export const imMergedContentSchema = z.object({
  title: z.string().max(200),
  items: z.array(imMergedItemSchema).max(IM_LIMITS.forwardMessagesMax),
});

const variant = <T extends number, C extends z.ZodType>(type: T, content: C) =>
  z.object({ type: z.literal(type), content: content.nullable().describe("null once revoked") });

/** `type` with its `content`; `content` is null once the message is revoked. */
export const imMessageBodySchema = z.discriminatedUnion("type", [
  variant(IM_MESSAGE_TYPE.text, imTextContentSchema),
  variant(IM_MESSAGE_TYPE.picture, imPictureContentSchema),
  variant(IM_MESSAGE_TYPE.video, imVideoContentSchema),
  variant(IM_MESSAGE_TYPE.file, imFileContentSchema),
  variant(IM_MESSAGE_TYPE.merged, imMergedContentSchema),
  variant(IM_MESSAGE_TYPE.card, imCardContentSchema),
  variant(IM_MESSAGE_TYPE.groupTip, groupTipContentSchema),
]);
export type ImMessageBody = z.infer<typeof imMessageBodySchema>;

/** What a client may send (merged messages only come from a forward). */
export const imSendBodySchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal(IM_MESSAGE_TYPE.text), content: imTextContentSchema }),
  z.object({ type: z.literal(IM_MESSAGE_TYPE.picture), content: imPictureContentSchema }),
  z.object({ type: z.literal(IM_MESSAGE_TYPE.video), content: imVideoContentSchema }),
  z.object({ type: z.literal(IM_MESSAGE_TYPE.file), content: imFileContentSchema }),
  z.object({ type: z.literal(IM_MESSAGE_TYPE.card), content: imCardSendSchema }),
]);
export type ImSendContent = z.infer<typeof imSendBodySchema>;

// ---- messages ----------------------------------------------------------------------------------

const messageBase = z.object({
  conversationId: z.number().int(),
  seq: z.number().int().describe("place in the conversation's stream, from 1, no gaps"),
  id: z.string().describe("server message id"),
  senderId: z.number().int(),
  clientMsgId: z.string(),
  createdAt: z.number().int().describe("ms since the epoch"),
  revoked: z.boolean(),
});

export const imMessageSchema = z.intersection(messageBase, imMessageBodySchema);
export type ImMessage = z.infer<typeof imMessageSchema>;

/** Data of a `message` event on `conv:<id>`: the message without its seq, which is the event's. */
export const imMessageEventDataSchema = z.intersection(messageBase.omit({ seq: true }), imMessageBodySchema);
export type ImMessageEventData = z.infer<typeof imMessageEventDataSchema>;

/** Data of a `revoked` event on `conv:<id>`: message `seq` was revoked by its sender. */
export const imRevokedEventDataSchema = z.object({
  seq: z.number().int(),
  by: z.number().int(),
  at: z.number().int(),
});

/** Events kept in a conversation's stream, by `kind` (they take seqs). */
export const convEventData = {
  message: imMessageEventDataSchema,
  revoked: imRevokedEventDataSchema,
} as const;
export type ConvEventKind = keyof typeof convEventData;

/** Passing notices on `conv:<id>` (no seq): a member read up to `readSeq` (read receipts). */
export const convNoticeData = {
  read: z.object({ conversationId: z.number().int(), userId: z.number().int(), readSeq: z.number().int() }),
} as const;

// ---- conversations -----------------------------------------------------------------------------

/** A chat user: `flags` is the chat user string (`zb=1` an anchor, `userType=4` a visitor). */
export const imPeerSchema = z.object({
  id: z.number().int(),
  nickname: z.string(),
  avatar: z.string().nullable(),
  flags: z.string(),
});
export type ImPeer = z.infer<typeof imPeerSchema>;

/** The last message I can see, for the list. `text` is the text of a text message, else "". */
export const imPreviewSchema = z.object({
  seq: z.number().int(),
  senderId: z.number().int(),
  type: z.number().int(),
  text: z.string(),
  /** A group tip's content, so the list can word it in the reader's language. */
  tip: groupTipContentSchema.optional(),
  revoked: z.boolean(),
  createdAt: z.number().int(),
});
export type ImPreview = z.infer<typeof imPreviewSchema>;

/** A group conversation's group, as the list shows it (the group's id is its conversation's id). */
export const imGroupSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  avatar: z.string().nullable(),
  memberCount: z.number().int(),
  state: z.number().int().describe("GROUP_STATE: 0 normal, 1 dissolved"),
  muteAll: z.boolean(),
  role: z.number().int().describe("my GROUP_ROLE: 1 owner, 2 admin, 3 member"),
});
export type ImGroupSummary = z.infer<typeof imGroupSummarySchema>;

export const imConversationSchema = z.object({
  id: z.number().int(),
  type: z.number().int().describe("CONVERSATION_TYPE"),
  /** The other person of a single chat; null in a group. */
  peer: imPeerSchema.nullable(),
  lastMessage: imPreviewSchema.nullable(),
  lastSeq: z.number().int().describe("the stream's head: ask for messages after your own last seq up to it"),
  readSeq: z.number().int().describe("I have read up to here"),
  peerReadSeq: z.number().int().describe("single chats: the peer has read up to here (read receipts)"),
  hiddenBeforeSeq: z.number().int().describe("cleared for me: nothing at or before it is shown"),
  unread: z.number().int().describe("messages after readSeq not sent by me, not revoked or hidden"),
  pinned: z.boolean(),
  muted: z.boolean(),
  updatedAt: z.number().int(),
  /** Group conversations: the group; absent or null in a single chat. */
  group: imGroupSummarySchema.nullable().optional(),
  /** Group conversations: unread messages that mention me or everyone (the mention badge). */
  mentions: z.number().int().optional(),
});
export type ImConversation = z.infer<typeof imConversationSchema>;

export const imConversationListSchema = z.object({
  list: z.array(imConversationSchema).describe("pinned first, then the latest first"),
  unreadTotal: z.number().int().describe("unread of every conversation except muted ones (the badge)"),
});
export type ImConversationList = z.infer<typeof imConversationListSchema>;

export const imUnreadSchema = z.object({
  unreadTotal: z.number().int(),
  systemUnread: z.number().int().describe("the system-messages conversation"),
});

// ---- requests ----------------------------------------------------------------------------------

export const conversationBodySchema = z.object({ conversationId: conversationIdSchema });
export const conversationOpenBodySchema = z.object({ userId: idSchema });
export const conversationPinBodySchema = conversationBodySchema.extend({ pinned: z.boolean() });
export const conversationMuteBodySchema = conversationBodySchema.extend({ muted: z.boolean() });
export const conversationReadBodySchema = conversationBodySchema.extend({
  seq: seqSchema.describe("read up to and including this seq; a lower one than before changes nothing"),
});

export const imSendRequestSchema = z.intersection(
  z.object({ conversationId: conversationIdSchema, clientMsgId: clientMsgIdSchema }),
  imSendBodySchema,
);
export type ImSendRequest = z.infer<typeof imSendRequestSchema>;
/** The stored message; the same one again for a retried client message id. */
export const imSendResultSchema = z.object({ message: imMessageSchema });

export const messagesAfterBodySchema = conversationBodySchema.extend({
  afterSeq: seqSchema,
  limit: z.number().int().min(1).max(IM_LIMITS.pageMax).default(IM_LIMITS.pageDefault),
});
/**
 * One page of catch-up. `seq` is how far the page covers: ask again with `afterSeq: seq` while
 * `more`. `revoked` lists earlier messages revoked within the covered range.
 */
export const messagesAfterSchema = z.object({
  messages: z.array(imMessageSchema).describe("oldest first"),
  revoked: z.array(z.object({ seq: z.number().int(), at: z.number().int() })),
  seq: z.number().int(),
  more: z.boolean(),
});
export type MessagesAfter = z.infer<typeof messagesAfterSchema>;

export const messagesBeforeBodySchema = conversationBodySchema.extend({
  beforeSeq: seqRefSchema.optional().describe("omit for the latest messages"),
  limit: z.number().int().min(1).max(IM_LIMITS.pageMax).default(IM_LIMITS.pageDefault),
});
export const messagesBeforeSchema = z.object({
  messages: z.array(imMessageSchema).describe("oldest first"),
  more: z.boolean().describe("older messages remain"),
  lastSeq: z.number().int(),
});
export type MessagesBefore = z.infer<typeof messagesBeforeSchema>;

export const messageRefBodySchema = conversationBodySchema.extend({ seq: seqRefSchema });
export const messagesDeleteBodySchema = conversationBodySchema.extend({
  seqs: z.array(seqRefSchema).min(1).max(IM_LIMITS.deleteMax),
});

export const imSearchBodySchema = z.object({
  q: lineText().trim().min(1).max(IM_LIMITS.searchMax),
  conversationId: conversationIdSchema.optional().describe("omit to search every conversation of mine"),
  page: pageSchema,
  pageSize: pageSizeSchema,
});
/** `highlights`: ranges of the found words in `text`, as [start, end) string indexes. */
export const imSearchHitSchema = z.object({
  message: imMessageSchema,
  text: z.string(),
  highlights: z.array(z.tuple([z.number().int(), z.number().int()])),
});
export type ImSearchHit = z.infer<typeof imSearchHitSchema>;
export const imSearchPageSchema = pageOf(imSearchHitSchema);

export const imForwardBodySchema = z.object({
  /** Makes a retried forward store nothing twice. */
  clientMsgId: clientMsgIdSchema,
  conversationId: conversationIdSchema,
  seqs: z.array(seqRefSchema).min(1).max(IM_LIMITS.forwardMessagesMax),
  /** Chats to forward to: existing conversations and people without one yet; together at most 50. */
  conversationIds: z.array(conversationIdSchema).max(1000).default([]),
  userIds: z.array(idSchema).max(1000).default([]),
  merged: z.boolean().default(false).describe("one merged message instead of one message each"),
  title: lineText().trim().max(200).optional(),
});
export type ImForwardBody = z.infer<typeof imForwardBodySchema>;
/** Per target: the stored seqs, or why this chat refused (e.g. 3004 refused by peer). */
export const imForwardResultSchema = z.object({
  results: z.array(
    z.object({
      conversationId: z.number().int().nullable(),
      userId: z.number().int().nullable(),
      seqs: z.array(z.number().int()),
      code: z.number().int().describe("0 when stored"),
      msg: z.string(),
    }),
  ),
});
export type ImForwardResult = z.infer<typeof imForwardResultSchema>;

// ---- notices on user:<uid> ---------------------------------------------------------------------

/** Passing notices on one's own `user:<uid>` channel (every device of that user), by `kind`. */
export const imUserNoticeData = {
  /** A conversation of mine changed: a new message, my read seq, a pin, a mute, a clear. */
  conversation: z.object({ conversation: imConversationSchema, unreadTotal: z.number().int() }),
  /** I deleted it from my list on some device. */
  conversationRemoved: z.object({ conversationId: z.number().int(), unreadTotal: z.number().int() }),
  /** Messages I deleted for myself on some device. */
  messagesHidden: z.object({ conversationId: z.number().int(), seqs: z.array(z.number().int()) }),
  /** 888: everything was marked read on some device. */
  unreadClear: z.object({
    type: z.literal(IM_UNREAD_CLEAR),
    readSeqs: z.array(z.object({ conversationId: z.number().int(), readSeq: z.number().int() })),
    unreadTotal: z.number().int(),
  }),
  /** The counts of the system-messages conversation changed (read or deleted on some device). */
  systemCount: z.object({ unread: z.number().int(), total: z.number().int() }),
} as const;
export type ImUserNoticeKind = keyof typeof imUserNoticeData;
export type ImUserNotice<K extends ImUserNoticeKind> = z.infer<(typeof imUserNoticeData)[K]>;

// ---- system messages ---------------------------------------------------------------------------

/** What a system message is about; the web words each kind in the reader's language. */
export const SYSTEM_MESSAGE_KINDS = [
  "friendApplication",
  "friendAccepted",
  "friendRejected",
  "anchorApproved",
  "anchorRejected",
  "notice",
] as const;
export type SystemMessageKind = (typeof SYSTEM_MESSAGE_KINDS)[number];

const personData = z.object({ userId: z.number().int(), nickname: z.string(), avatar: z.string().nullable() });
/** Data of each kind. */
export const systemMessageData = {
  friendApplication: personData.extend({ note: z.string(), applicationId: z.number().int().optional() }),
  friendAccepted: personData,
  friendRejected: personData,
  anchorApproved: z.object({}),
  anchorRejected: z.object({ reason: z.string() }),
  notice: z.object({ title: z.string(), body: z.string(), link: z.string().nullable().optional() }),
} as const satisfies Record<SystemMessageKind, z.ZodType>;
export type SystemMessageData<K extends SystemMessageKind> = z.infer<(typeof systemMessageData)[K]>;

/** The websocket type of each kind: 31 about people, 32 from the platform. */
export const SYSTEM_MESSAGE_TYPE_OF: Record<SystemMessageKind, number> = {
  friendApplication: IM_SYSTEM_TYPE.social,
  friendAccepted: IM_SYSTEM_TYPE.social,
  friendRejected: IM_SYSTEM_TYPE.social,
  anchorApproved: IM_SYSTEM_TYPE.platform,
  anchorRejected: IM_SYSTEM_TYPE.platform,
  notice: IM_SYSTEM_TYPE.platform,
};

export const systemMessageSchema = z.object({
  id: z.number().int(),
  type: z.number().int().describe("31 or 32"),
  kind: z.enum(SYSTEM_MESSAGE_KINDS),
  data: z.record(z.string(), z.unknown()).describe("systemMessageData[kind]"),
  createdAt: z.number().int(),
  read: z.boolean(),
});
export type SystemMessage = z.infer<typeof systemMessageSchema>;

/**
 * A stored event of kind `systemMessage` on `user:<uid>` (it keeps its seq, so a device that
 * resumes its user channel gets it too); `type` is the websocket type 31 or 32.
 */
export const systemMessageEventDataSchema = z.object({
  type: z.number().int(),
  message: systemMessageSchema,
  unread: z.number().int(),
});

export const systemCountSchema = imUserNoticeData.systemCount;
export const systemListBodySchema = z.object({ page: pageSchema, pageSize: pageSizeSchema });
export const systemPageSchema = pageOf(systemMessageSchema).extend({ unread: z.number().int() });
export const systemMessageIdBodySchema = z.object({ id: idSchema });

// ---- chat identity and user flags --------------------------------------------------------------

/** `/openim-url/get`: where the gateway is and the chat identity (DECISIONS 4 and 16). */
export const openImUrlSchema = z.object({
  webUrl: z.string().describe("websocket endpoint of the realtime gateway"),
  appNumber: z.string(),
  imToken: z.string(),
  platformId: z.number().int().describe("5: web"),
  visitor: z.boolean().describe("a read-only visitor identity"),
});
export type OpenImUrl = z.infer<typeof openImUrlSchema>;

/** Chat user ids: a user's id as a string, or a visitor's id (from the gateway's welcome). */
export const chatUserIdsBodySchema = z.object({ userIds: z.array(lineText().trim().min(1).max(64)).max(500) });
export const filterTouristSchema = z.object({ userIds: z.array(z.string()).describe("the ids that are not visitors") });
export const userFlagSchema = z.object({
  list: z.array(
    z.object({
      userId: z.string(),
      flag: z.string().describe("chat user string: contains zb=1 for an anchor, userType=4 for a visitor"),
      anchor: z.boolean(),
      tourist: z.boolean(),
    }),
  ),
});
export type UserFlags = z.infer<typeof userFlagSchema>;
