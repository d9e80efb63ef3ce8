import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { imConversations } from "./im.js";
import { users } from "./user.js";

/**
 * A group is a conversation of type 2 (its stream `conv:<id>`, its members' read seqs in
 * `im_members`) plus this row; the group's id is the conversation's id. `memberCount` moves in the
 * transaction that adds or removes members, under this row's lock, so the limit holds when joins race.
 */
export const groups = pgTable("groups", {
  id: integer("id")
    .primaryKey()
    .references(() => imConversations.id),
  name: text("name").notNull(),
  avatar: text("avatar"),
  announcement: text("announcement").notNull().default(""),
  announcementBy: integer("announcement_by").references(() => users.id),
  announcementAt: timestamp("announcement_at", { withTimezone: true }),
  ownerId: integer("owner_id")
    .notNull()
    .references(() => users.id),
  muteAll: boolean("mute_all").notNull().default(false),
  /** Joining needs a reason and an owner's or admin's approval. */
  joinVerification: boolean("join_verification").notNull().default(true),
  memberLimit: integer("member_limit").notNull(),
  memberCount: integer("member_count").notNull().default(0),
  /** GROUP_STATE: 0 normal, 1 dissolved. */
  state: smallint("state").notNull().default(0),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  dissolvedAt: timestamp("dissolved_at", { withTimezone: true }),
});

/**
 * Members with their role and place in the group. A member who leaves keeps the row with `leftAt`
 * (so later calls answer "dissolved or exited" rather than "not found"); their `im_members` row
 * goes, which is what stops their devices following the conversation.
 */
export const groupMembers = pgTable(
  "group_members",
  {
    groupId: integer("group_id")
      .notNull()
      .references(() => groups.id),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    /** GROUP_ROLE: 1 owner, 2 admin, 3 member. */
    role: smallint("role").notNull(),
    /** This member's nickname in the group; "" for none. */
    nickname: text("nickname").notNull().default(""),
    /** GROUP_JOIN_SOURCE. */
    source: smallint("source").notNull(),
    inviterId: integer("inviter_id").references(() => users.id),
    joinedAt: timestamp("joined_at", { withTimezone: true }).notNull().defaultNow(),
    mutedUntil: timestamp("muted_until", { withTimezone: true }),
    leftAt: timestamp("left_at", { withTimezone: true }),
    /** GROUP_LEAVE: 1 exited, 2 removed. */
    leftHow: smallint("left_how"),
    /** GROUP_EXIT_REASONS, with the member's own words. */
    leftReason: smallint("left_reason"),
    leftNote: text("left_note").notNull().default(""),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.userId] }),
    index("group_members_user_idx").on(t.userId),
    index("group_members_list_idx").on(t.groupId, t.role, t.joinedAt).where(sql`${t.leftAt} is null`),
  ],
);

/** The rights the owner gave each admin, one by one (GROUP_RIGHTS). */
export const groupAdmins = pgTable(
  "group_admins",
  {
    groupId: integer("group_id")
      .notNull()
      .references(() => groups.id),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    rights: text("rights").array().notNull(),
    grantedBy: integer("granted_by")
      .notNull()
      .references(() => users.id),
    grantedAt: timestamp("granted_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.userId] })],
);

/**
 * Join applications. Status 0 pending, 1 agreed, 2 rejected; a pending one older than 7 days reads
 * as expired (no job visits it). Reviewing is one conditional update (`where status = 0`), so of
 * two reviewers at once exactly one wins.
 */
export const groupApplications = pgTable(
  "group_applications",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    groupId: integer("group_id")
      .notNull()
      .references(() => groups.id),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    inviterId: integer("inviter_id").references(() => users.id),
    /** GROUP_JOIN_SOURCE. */
    source: smallint("source").notNull(),
    reason: text("reason").notNull().default(""),
    status: smallint("status").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    handledBy: integer("handled_by").references(() => users.id),
    handledAt: timestamp("handled_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("group_applications_pending_idx").on(t.groupId, t.userId).where(sql`${t.status} = 0`),
    index("group_applications_group_idx").on(t.groupId, t.id),
    index("group_applications_user_idx").on(t.userId, t.id),
  ],
);

/** Invite links (their QR codes encode the link). Making a new one revokes the group's earlier ones. */
export const groupLinks = pgTable(
  "group_links",
  {
    code: text("code").primaryKey(),
    groupId: integer("group_id")
      .notNull()
      .references(() => groups.id),
    createdBy: integer("created_by")
      .notNull()
      .references(() => users.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** null: no use limit. */
    maxUses: integer("max_uses"),
    uses: integer("uses").notNull().default(0),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [index("group_links_group_idx").on(t.groupId).where(sql`${t.revokedAt} is null`)],
);

/**
 * @mentions of group messages: one row per mentioned member, `userId` 0 for everyone. A member's
 * mention badge counts their unread messages with a row for them or for 0.
 */
export const groupMentions = pgTable(
  "group_mentions",
  {
    conversationId: integer("conversation_id").notNull(),
    seq: integer("seq").notNull(),
    userId: integer("user_id").notNull(),
  },
  (t) => [primaryKey({ columns: [t.conversationId, t.userId, t.seq] })],
);
