import { sql } from "drizzle-orm";
import {
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

export const users = pgTable(
  "users",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity({ startWith: 100_001 }),
    username: text("username").notNull(),
    passwordHash: text("password_hash").notNull(),
    phone: text("phone"),
    areaCode: text("area_code"),
    nickname: text("nickname").notNull(),
    avatar: text("avatar"),
    birthday: date("birthday", { mode: "string" }),
    gender: smallint("gender").notNull().default(0),
    province: text("province").notNull().default(""),
    city: text("city").notNull().default(""),
    height: integer("height"),
    weight: integer("weight"),
    emotionalStatus: smallint("emotional_status"),
    hobbies: text("hobbies").notNull().default(""),
    intro: text("intro").notNull().default(""),
    lang: text("lang").notNull().default("en"),
    /** Public user number and token of the chat layer (spec section 3 userInfo). */
    appNumber: text("app_number").notNull().unique(),
    imToken: text("im_token").notNull(),
    anchorState: smallint("anchor_state").notNull().default(0),
    /** 0 active, 1 sign-in forbidden. */
    status: smallint("status").notNull().default(0),
    /** Site-wide speaking ban (the spec's "global prohibited flag"): may read, not speak, until then. */
    speechBannedUntil: timestamp("speech_banned_until", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Usernames are unique regardless of case: "Player01" and "player01" are one account.
    uniqueIndex("users_username_lower_idx").on(sql`lower(${t.username})`),
    uniqueIndex("users_phone_idx").on(t.areaCode, t.phone).where(sql`${t.phone} is not null`),
  ],
);

/** Server-side sessions: a token is only valid while its session is not revoked. */
export const sessions = pgTable(
  "sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    deviceInfo: text("device_info"),
    ip: text("ip"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

/**
 * Anchor applications (spec section 4, "anchor account"): one row per application; a rejected user
 * files a new one, so the history stays. Status follows the anchor states: 1 under review,
 * 2 approved, 3 rejected. Rows filed at sign-up carry only the user and the status until the
 * applicant completes them.
 */
export const anchorApplications = pgTable(
  "anchor_applications",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    status: smallint("status").notNull(),
    realName: text("real_name").notNull().default(""),
    areaCode: text("area_code"),
    contactPhone: text("contact_phone"),
    /** Sport ids (protocol SPORTS). */
    sports: integer("sports").array().notNull().default(sql`'{}'::integer[]`),
    introduction: text("introduction").notNull().default(""),
    /** Addresses of uploaded sample images, at most 9. */
    sampleImages: text("sample_images").array().notNull().default(sql`'{}'::text[]`),
    rejectReason: text("reject_reason"),
    reviewedBy: integer("reviewed_by").references(() => users.id),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One application under review per user, even when two submissions race.
    uniqueIndex("anchor_applications_pending_idx").on(t.userId).where(sql`${t.status} = 1`),
    index("anchor_applications_status_idx").on(t.status, t.createdAt),
    index("anchor_applications_user_idx").on(t.userId, t.createdAt),
  ],
);

export const userTasks = pgTable(
  "user_tasks",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    taskKey: text("task_key").notNull(),
    doneAt: timestamp("done_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.taskKey] })],
);

/**
 * Wrong guesses per account (a username's password, a phone's SMS codes) for the back-off in
 * modules/auth/backoff.ts. `key` is the kind plus a hash of the subject, never the name itself.
 */
export const failureCounters = pgTable(
  "failure_counters",
  {
    key: text("key").primaryKey(),
    failures: integer("failures").notNull(),
    lastFailureAt: timestamp("last_failure_at", { withTimezone: true }).notNull(),
    blockedUntil: timestamp("blocked_until", { withTimezone: true }),
  },
  (t) => [index("failure_counters_last_failure_idx").on(t.lastFailureAt)],
);
