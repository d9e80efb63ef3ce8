import { sql } from "drizzle-orm";
import { date, index, integer, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./user.js";

/** Friendship is symmetric: one row per side, each with that side's remark for the other. */
export const friends = pgTable(
  "friends",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    friendId: integer("friend_id")
      .notNull()
      .references(() => users.id),
    remark: text("remark").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.friendId] })],
);

/**
 * Friend applications. Status 0 pending, 1 accepted, 2 rejected; a pending one older than 7 days
 * reads as expired (no job has to visit it). `createdAt` is when it was last sent: applying again
 * while one is pending updates that row.
 */
export const friendApplications = pgTable(
  "friend_applications",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    fromUserId: integer("from_user_id")
      .notNull()
      .references(() => users.id),
    toUserId: integer("to_user_id")
      .notNull()
      .references(() => users.id),
    note: text("note").notNull().default(""),
    /** Friend-add source code (spec section 3). */
    source: smallint("source").notNull(),
    status: smallint("status").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    handledAt: timestamp("handled_at", { withTimezone: true }),
  },
  (t) => [
    // One pending application per direction, even when two applies race.
    uniqueIndex("friend_applications_pending_idx").on(t.fromUserId, t.toUserId).where(sql`${t.status} = 0`),
    index("friend_applications_to_idx").on(t.toUserId, t.id),
    index("friend_applications_from_idx").on(t.fromUserId, t.id),
  ],
);

/** A user's blacklist: `blockedId` can neither message nor apply to `userId`. */
export const friendBlacklist = pgTable(
  "friend_blacklist",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    blockedId: integer("blocked_id")
      .notNull()
      .references(() => users.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.blockedId] })],
);

/**
 * Privacy settings; a user without a row takes messages from everyone and cannot be found by email.
 * `whoMayMessage` 0 everyone, 1 friends only. `email` is the address others may find them by.
 */
export const userPrivacy = pgTable(
  "user_privacy",
  {
    userId: integer("user_id")
      .primaryKey()
      .references(() => users.id),
    whoMayMessage: smallint("who_may_message").notNull().default(0),
    email: text("email"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("user_privacy_email_idx").on(sql`lower(${t.email})`).where(sql`${t.email} is not null`)],
);

/** When a user was last connected to the gateway, written every minute while they are. */
export const userLastSeen = pgTable("user_last_seen", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id),
  at: timestamp("at", { withTimezone: true }).notNull(),
});

/** Today's friend searches (kind 1) and applications (kind 2) per user; one row per kind, reset each day. */
export const friendDailyCounts = pgTable(
  "friend_daily_counts",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    kind: smallint("kind").notNull(),
    day: date("day", { mode: "string" }).notNull(),
    count: integer("count").notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);
