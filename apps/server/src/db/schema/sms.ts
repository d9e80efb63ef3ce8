import { date, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Codes sent by SMS; only a hash is kept. `target` is area code + phone. */
export const smsCodes = pgTable(
  "sms_codes",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    target: text("target").notNull(),
    scene: text("scene").notNull(),
    codeHash: text("code_hash").notNull(),
    attempts: integer("attempts").notNull().default(0),
    ip: text("ip"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    consumedAt: timestamp("consumed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("sms_codes_target_idx").on(t.target, t.scene, t.createdAt)],
);

/** One-use tokens proving a verified code, for the step after it (reset password, bind phone). */
export const codeTokens = pgTable("code_tokens", {
  tokenHash: text("token_hash").primaryKey(),
  areaCode: text("area_code").notNull(),
  phone: text("phone").notNull(),
  scene: text("scene").notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  usedAt: timestamp("used_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Every SMS handed to the provider; in log mode this is the outbox people read. */
export const smsOutbox = pgTable(
  "sms_outbox",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    target: text("target").notNull(),
    body: text("body").notNull(),
    provider: text("provider").notNull(),
    status: text("status").notNull(),
    error: text("error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("sms_outbox_target_idx").on(t.target, t.createdAt)],
);

/** Code texts handed to the provider per UTC day, across every node, against SMS_DAILY_BUDGET. */
export const smsDaily = pgTable("sms_daily", {
  day: date("day", { mode: "string" }).primaryKey(),
  sent: integer("sent").notNull().default(0),
});
