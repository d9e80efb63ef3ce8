import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
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
import { localizedNameColumns } from "./names.js";
import { users } from "./user.js";

/**
 * Ledger accounts. `kind` is a user's purse (`user`), an anchor's gift earnings (`earnings`), the
 * red-packet escrow, or a source the coins come from (`task_rewards`, `admin_grants`, `demo`,
 * `purchases`). `asset` 0 is coins, 50/60/70/80 a coupon tier. Owner 0 means the platform.
 *
 * Purses and earnings keep a cached `balance`, changed only together with the entry that moves it
 * and never below 0. Escrow and sources keep none (their balance is the sum of their entries):
 * every grab and every reward would otherwise queue on one hot row.
 */
export const walletAccounts = pgTable(
  "wallet_accounts",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    kind: text("kind").notNull(),
    ownerId: integer("owner_id").notNull().default(0),
    asset: smallint("asset").notNull().default(0),
    balance: bigint("balance", { mode: "number" }).notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("wallet_accounts_key_idx").on(t.kind, t.ownerId, t.asset),
    check("wallet_accounts_balance_nonnegative", sql`${t.balance} >= 0`),
  ],
);

/**
 * The append-only ledger: each row moves `amount` from one account to another of the same asset.
 * `idempotencyKey` makes a retried movement apply once. Balances after the movement are recorded
 * for the accounts that keep one (for the history screen).
 */
export const walletEntries = pgTable(
  "wallet_entries",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    debitAccountId: integer("debit_account_id")
      .notNull()
      .references(() => walletAccounts.id),
    creditAccountId: integer("credit_account_id")
      .notNull()
      .references(() => walletAccounts.id),
    asset: smallint("asset").notNull(),
    amount: bigint("amount", { mode: "number" }).notNull(),
    reason: text("reason").notNull(),
    reference: text("reference").notNull(),
    idempotencyKey: text("idempotency_key").notNull().unique(),
    debitBalanceAfter: bigint("debit_balance_after", { mode: "number" }),
    creditBalanceAfter: bigint("credit_balance_after", { mode: "number" }),
    memo: jsonb("memo").$type<Record<string, unknown>>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("wallet_entries_debit_idx").on(t.debitAccountId, t.id),
    index("wallet_entries_credit_idx").on(t.creditAccountId, t.id),
    check("wallet_entries_amount_positive", sql`${t.amount} > 0`),
    check("wallet_entries_distinct_accounts", sql`${t.debitAccountId} <> ${t.creditAccountId}`),
  ],
);

/** The gift catalogue (reference data). */
export const gifts = pgTable("gifts", {
  id: integer("id").primaryKey(),
  code: text("code").notNull().unique(),
  ...localizedNameColumns(),
  image: text("image").notNull(),
  price: integer("price").notNull(),
  /** none, float (a larger gift floats over the room) or fullscreen (the largest). */
  effect: text("effect").notNull().default("none"),
  sort: integer("sort").notNull().default(0),
  active: boolean("active").notNull().default(true),
});

/** One send of `count` gifts from a viewer to an anchor, with the ledger entry that paid for it. */
export const giftSends = pgTable(
  "gift_sends",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    senderId: integer("sender_id")
      .notNull()
      .references(() => users.id),
    anchorId: integer("anchor_id")
      .notNull()
      .references(() => users.id),
    giftId: integer("gift_id")
      .notNull()
      .references(() => gifts.id),
    count: integer("count").notNull(),
    unitPrice: integer("unit_price").notNull(),
    value: bigint("value", { mode: "number" }).notNull(),
    idempotencyKey: text("idempotency_key").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("gift_sends_key_idx").on(t.senderId, t.idempotencyKey),
    index("gift_sends_anchor_idx").on(t.anchorId, t.createdAt),
    index("gift_sends_contribution_idx").on(t.anchorId, t.senderId),
  ],
);

/**
 * A red packet. `total` coins (or coupons of `asset`) went to escrow when it was sent, split
 * into `count` share rows at once; `expiresAt` ends grabbing and the refund job returns what is
 * left. `finishedAt` is set once, when the last share is taken.
 */
export const redPackets = pgTable(
  "red_packets",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    /** The id the API shows: random, so packets cannot be found by counting (the serial stays inside). */
    publicId: uuid("public_id").notNull().defaultRandom(),
    senderId: integer("sender_id")
      .notNull()
      .references(() => users.id),
    roomId: integer("room_id").notNull(),
    toUserId: integer("to_user_id").references(() => users.id),
    type: smallint("type").notNull(),
    content: smallint("content").notNull(),
    asset: smallint("asset").notNull(),
    count: integer("count").notNull(),
    total: bigint("total", { mode: "number" }).notNull(),
    single: integer("single"),
    limitHours: smallint("limit_hours").notNull(),
    idempotencyKey: text("idempotency_key").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    refundedAt: timestamp("refunded_at", { withTimezone: true }),
    refunded: bigint("refunded", { mode: "number" }).notNull().default(0),
  },
  (t) => [
    uniqueIndex("red_packets_key_idx").on(t.senderId, t.idempotencyKey),
    uniqueIndex("red_packets_public_id_idx").on(t.publicId),
    index("red_packets_room_idx").on(t.roomId, t.expiresAt),
  ],
);

/** Share states: open, taken by `userId`, or returned to the sender at expiry. */
export const SHARE_STATE = { open: 0, claimed: 1, refunded: 2 } as const;

/** The shares of a packet, computed at send; a grab takes the next open one. */
export const redPacketShares = pgTable(
  "red_packet_shares",
  {
    packetId: integer("packet_id")
      .notNull()
      .references(() => redPackets.id),
    seq: integer("seq").notNull(),
    amount: integer("amount").notNull(),
    state: smallint("state").notNull().default(SHARE_STATE.open),
    userId: integer("user_id").references(() => users.id),
    claimedAt: timestamp("claimed_at", { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.packetId, t.seq] }),
    // Each user takes at most one share of a packet, whatever the concurrency.
    uniqueIndex("red_packet_shares_user_idx").on(t.packetId, t.userId),
    index("red_packet_shares_user_claims_idx").on(t.userId).where(sql`${t.userId} is not null`),
    // Grabs look for the next open share, and the finish check for any: only open shares are indexed.
    index("red_packet_shares_open_idx").on(t.packetId, t.seq).where(sql`${t.state} = 0`),
    check("red_packet_shares_amount_positive", sql`${t.amount} > 0`),
  ],
);
