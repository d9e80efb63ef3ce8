import { index, integer, jsonb, pgTable, smallint, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./user.js";

/**
 * Super admins: a user with a security code that every admin action must repeat. Wrong codes are
 * counted; five in a row lock the admin out for a while.
 */
export const superAdmins = pgTable("super_admins", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id),
  securityCodeHash: text("security_code_hash").notNull(),
  failedAttempts: smallint("failed_attempts").notNull().default(0),
  lockedUntil: timestamp("locked_until", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Every super-admin action, written in the transaction of the action itself. */
export const auditLog = pgTable(
  "audit_log",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    actorId: integer("actor_id")
      .notNull()
      .references(() => users.id),
    /** e.g. application.approve, user.ban, sensitiveWord.add */
    action: text("action").notNull(),
    /** What the action was done to: "application" | "user" | "sensitiveWord". */
    targetType: text("target_type").notNull(),
    targetId: text("target_id").notNull(),
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("audit_log_at_idx").on(t.at), index("audit_log_target_idx").on(t.targetType, t.targetId)],
);

/** Words the chat filter refuses or masks. */
export const sensitiveWords = pgTable("sensitive_words", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  word: text("word").notNull().unique(),
  action: text("action", { enum: ["refuse", "mask"] }).notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The super admin who looks after a user (anchors they recruited): at most one per user; another
 * admin's bind is refused ("user already bound to another super admin").
 */
export const adminBindings = pgTable("admin_bindings", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id),
  adminId: integer("admin_id")
    .notNull()
    .references(() => users.id),
  boundAt: timestamp("bound_at", { withTimezone: true }).notNull().defaultNow(),
});
