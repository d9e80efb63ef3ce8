import { index, integer, pgTable, primaryKey, smallint, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./user.js";

/** Room admins and little assistants, given by the room's anchor. */
export const roomModerators = pgTable(
  "room_moderators",
  {
    roomId: integer("room_id").notNull(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    role: smallint("role").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.roomId, t.userId] })],
);

/** Mutes in a room: until a time, or while a match lasts (`matchId`). */
export const roomMutes = pgTable(
  "room_mutes",
  {
    roomId: integer("room_id").notNull(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    until: timestamp("until", { withTimezone: true }),
    matchId: integer("match_id"),
    byUserId: integer("by_user_id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.roomId, t.userId] })],
);

/** Users barred from a room's chat (`stop_chat`). */
export const roomBans = pgTable(
  "room_bans",
  {
    roomId: integer("room_id").notNull(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    byUserId: integer("by_user_id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.roomId, t.userId] })],
);

/**
 * Per user and chat channel: the last message (for the interval and repeated-content rules) and
 * the client ids already stored (idempotent sends).
 */
export const chatSpeakers = pgTable(
  "chat_speakers",
  {
    channel: text("channel").notNull(),
    userId: integer("user_id").notNull(),
    lastAt: timestamp("last_at", { withTimezone: true }).notNull(),
    lastText: text("last_text").notNull(),
  },
  (t) => [primaryKey({ columns: [t.channel, t.userId] })],
);

export const chatSends = pgTable(
  "chat_sends",
  {
    channel: text("channel").notNull(),
    userId: integer("user_id").notNull(),
    clientMsgId: text("client_msg_id").notNull(),
    seq: integer("seq").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.channel, t.userId, t.clientMsgId] }),
    index("chat_sends_created_idx").on(t.createdAt),
  ],
);

/** A user's common phrases (at most 10), in their chosen order. */
export const chatPhrases = pgTable(
  "chat_phrases",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    text: text("text").notNull(),
    sort: integer("sort").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("chat_phrases_user_idx").on(t.userId)],
);
