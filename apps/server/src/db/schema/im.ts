import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./user.js";

/**
 * Private conversations now, groups later on the same tables (`type`). Each one is the stream
 * `conv:<id>` of the gateway; `lastSeq` mirrors that stream's head and moves in the same
 * transaction as the event that takes the seq.
 */
export const imConversations = pgTable("im_conversations", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  /** CONVERSATION_TYPE: 1 single, 2 group. */
  type: smallint("type").notNull(),
  /** Single chats: "<lower user id>:<higher user id>", so two people share exactly one. */
  pairKey: text("pair_key").unique(),
  lastSeq: integer("last_seq").notNull().default(0),
  /** When the last message was sent: the list's order. */
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One row per member: the whole per-person state of a conversation. Unread is counted from
 * `readSeq` when asked, never stored per message, so a big group costs one row per member.
 */
export const imMembers = pgTable(
  "im_members",
  {
    conversationId: integer("conversation_id")
      .notNull()
      .references(() => imConversations.id),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    /** Read up to and including this seq; only ever moves forward. */
    readSeq: integer("read_seq").notNull().default(0),
    /** Cleared for this member: messages at or before this seq are not shown to them. */
    hiddenBeforeSeq: integer("hidden_before_seq").notNull().default(0),
    pinned: boolean("pinned").notNull().default(false),
    muted: boolean("muted").notNull().default(false),
    /** In this member's conversation list; deleting it from the list clears this until the next message. */
    listed: boolean("listed").notNull().default(true),
    joinedAt: timestamp("joined_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.conversationId, t.userId] }), index("im_members_user_idx").on(t.userId)],
);

/**
 * The record of every message. The stream's events (`stream_events`, what the gateway resumes
 * from) carry the same message for delivery; this table is what history, search, revoke, deletes
 * and client-id idempotency work on, with indexes the generic stream cannot have. Both rows are
 * written in one transaction and share the seq, so the two never disagree.
 */
export const imMessages = pgTable(
  "im_messages",
  {
    conversationId: integer("conversation_id")
      .notNull()
      .references(() => imConversations.id),
    seq: integer("seq").notNull(),
    id: uuid("id").notNull().defaultRandom(),
    senderId: integer("sender_id")
      .notNull()
      .references(() => users.id),
    clientMsgId: text("client_msg_id").notNull(),
    /** IM_MESSAGE_TYPE. */
    type: smallint("type").notNull(),
    /** Emptied when the message is revoked. */
    content: jsonb("content").notNull(),
    /** The words search looks in: a text message's text, a file's name. */
    searchText: text("search_text").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    /** Seq of the `revoked` event, so a catch-up that covers it reports the revocation. */
    revokedSeq: integer("revoked_seq"),
  },
  (t) => [
    primaryKey({ columns: [t.conversationId, t.seq] }),
    uniqueIndex("im_messages_client_idx").on(t.senderId, t.clientMsgId),
    uniqueIndex("im_messages_id_idx").on(t.id),
    index("im_messages_revoked_idx").on(t.conversationId, t.revokedSeq).where(sql`${t.revokedSeq} is not null`),
    // Words (full text, 'simple' so no language's stemming applies) and any substring (trigrams),
    // for scripts without spaces between words such as Chinese and Thai.
    index("im_messages_search_fts_idx").using("gin", sql`to_tsvector('simple', ${t.searchText})`),
    index("im_messages_search_trgm_idx").using("gin", t.searchText.op("gin_trgm_ops")),
  ],
);

/** Messages a member deleted for themselves only. */
export const imHiddenMessages = pgTable(
  "im_hidden_messages",
  {
    conversationId: integer("conversation_id").notNull(),
    userId: integer("user_id").notNull(),
    seq: integer("seq").notNull(),
  },
  (t) => [primaryKey({ columns: [t.conversationId, t.userId, t.seq] })],
);

/** The system-messages conversation of each user (DECISIONS 15): friend and review outcomes, notices. */
export const imSystemMessages = pgTable(
  "im_system_messages",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    /** Websocket type 31 (about people) or 32 (from the platform). */
    type: smallint("type").notNull(),
    kind: text("kind").notNull(),
    data: jsonb("data").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp("read_at", { withTimezone: true }),
  },
  (t) => [index("im_system_messages_user_idx").on(t.userId, t.id)],
);
