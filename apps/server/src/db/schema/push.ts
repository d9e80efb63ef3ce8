import { boolean, index, integer, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { notifications } from "./match.js";
import { sessions, users } from "./user.js";

/**
 * Browser push subscriptions (Web Push, DECISIONS 5): one row per endpoint, so a browser that
 * subscribes again, or passes to another account, stays one row. A subscription belongs to the
 * session that registered it: signing out (the session revoked) stops its pushes.
 */
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    endpoint: text("endpoint").notNull(),
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    sessionId: uuid("session_id").references(() => sessions.id, { onDelete: "cascade" }),
    /** The DeviceInfo header of the registering request. */
    deviceId: text("device_id"),
    /** PUSH_PLATFORM: 3 Blink (and default), 4 Safari, 5 Gecko. */
    platform: smallint("platform").notNull(),
    /** This browser's message settings (spec section 3): instant messages, and with their details. */
    messageNotification: boolean("message_notification").notNull().default(false),
    messageInfoNotification: boolean("message_info_notification").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("push_subscriptions_endpoint_idx").on(t.endpoint),
    index("push_subscriptions_user_idx").on(t.userId),
  ],
);

/**
 * The push outbox: one row per notice and subscription, written in the transaction that stores
 * the notice, so none is lost over a restart. A node claims due rows with FOR UPDATE SKIP LOCKED
 * and a lease, so each is sent by one node; a row leaves when its push is accepted (or given up),
 * or waits for `runAt` after a refusal to be retried.
 */
export const pushDeliveries = pgTable(
  "push_deliveries",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    notificationId: integer("notification_id")
      .notNull()
      .references(() => notifications.id, { onDelete: "cascade" }),
    subscriptionId: integer("subscription_id")
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: "cascade" }),
    runAt: timestamp("run_at", { withTimezone: true }).notNull().defaultNow(),
    attempts: integer("attempts").notNull().default(0),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
  },
  (t) => [
    uniqueIndex("push_deliveries_pair_idx").on(t.notificationId, t.subscriptionId),
    index("push_deliveries_due_idx").on(t.runAt),
    index("push_deliveries_subscription_idx").on(t.subscriptionId),
  ],
);
