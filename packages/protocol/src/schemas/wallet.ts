import { z } from "zod";
import { COUPON_TIERS, RED_PACKET_LIMIT_HOURS } from "../constants.js";
import { RED_PACKET_CONTENT, RED_PACKET_TYPE } from "../enums.js";
import { localizedNamesSchema } from "../names.js";
import { pageOf, pageSizeSchema } from "./match.js";
import { idOf, idSchema, intIn, lineText, pageSchema } from "./primitives.js";

/**
 * Coins, coupons, gifts and red packets. Amounts are whole coins (or whole coupons); an asset is
 * either coins (0) or a coupon tier (50, 60, 70, 80 percent off).
 */

/** Coins credited the first time a user completes a task (spec section 3 task keys). */
export const TASK_REWARD_COINS = { task_5: 100, task_9: 20, task_10: 50 } as const;
/** What each demo account starts with: coins and coupons per tier. */
export const DEMO_START = { coins: 5_000, couponsPerTier: 5 } as const;

export const WALLET_LIMITS = {
  redPacketCountMax: 500,
  /** Per single packet (normal) or per total (lucky), in coins or coupons. */
  redPacketAmountMax: 1_000_000,
  giftCountMax: 999,
  grantMax: 10_000_000,
} as const;

/** 0 = coins; otherwise the coupon tier. */
export const assetSchema = z.union([z.literal(0), z.literal(50), z.literal(60), z.literal(70), z.literal(80)]);
export type Asset = z.infer<typeof assetSchema>;
export const couponTierSchema = z.union([z.literal(50), z.literal(60), z.literal(70), z.literal(80)]);
export type CouponTier = z.infer<typeof couponTierSchema>;
export const isCouponTier = (value: unknown): value is CouponTier =>
  (COUPON_TIERS as readonly unknown[]).includes(value);

export const idempotencyKeySchema = z
  .string()
  .trim()
  .min(8)
  .max(64)
  .regex(/^[\w-]+$/)
  .describe("client-chosen key; a retry with the same key applies once");

export const userBriefSchema = z.object({
  id: z.number().int(),
  nickname: z.string(),
  avatar: z.string().nullable(),
});
export type UserBrief = z.infer<typeof userBriefSchema>;

// ---------- wallet ----------

export const couponHoldingSchema = z.object({ tier: couponTierSchema, count: z.number().int() });
export const walletInfoSchema = z.object({
  coins: z.number().int(),
  coupons: z.array(couponHoldingSchema).describe("every tier, 0 when none are held"),
  /** Coins received as gifts (anchors). */
  earnings: z.number().int(),
});
export type WalletInfo = z.infer<typeof walletInfoSchema>;

export const LEDGER_REASONS = [
  "task_reward",
  "admin_grant",
  "demo",
  "purchase",
  "gift",
  "red_packet_send",
  "red_packet_grab",
  "red_packet_refund",
] as const;
export const ledgerReasonSchema = z.enum(LEDGER_REASONS);
export type LedgerReason = z.infer<typeof ledgerReasonSchema>;

export const walletHistoryBodySchema = z.object({
  page: pageSchema,
  pageSize: pageSizeSchema,
  /** Only coins, only one coupon tier, or everything. */
  asset: assetSchema.optional(),
});
export type WalletHistoryBody = z.input<typeof walletHistoryBodySchema>;

export const walletMovementSchema = z.object({
  id: z.number().int(),
  at: z.number().int(),
  reason: ledgerReasonSchema,
  /** What the movement is about, e.g. `task:task_5`, `gift:12`, `red_packet:7`. */
  reference: z.string(),
  asset: assetSchema,
  /** Positive in, negative out. */
  amount: z.number().int(),
  balanceAfter: z.number().int(),
  /** Earnings movements belong to the anchor's earnings account rather than the coin purse. */
  account: z.enum(["wallet", "earnings"]),
});
export type WalletMovement = z.infer<typeof walletMovementSchema>;
export const walletHistorySchema = pageOf(walletMovementSchema);
export type WalletHistory = z.infer<typeof walletHistorySchema>;

export const grantBodySchema = z.object({
  userId: idSchema,
  asset: assetSchema.default(0),
  amount: z.number().int().min(1, "grantAmountInvalid").max(WALLET_LIMITS.grantMax, "grantAmountInvalid"),
  note: lineText().trim().max(200, "textTooLong").default(""),
  idempotencyKey: idempotencyKeySchema,
});
export const grantResultSchema = z.object({ applied: z.boolean(), balance: z.number().int() });

// ---------- gifts ----------

export const GIFT_EFFECTS = ["none", "float", "fullscreen"] as const;
export const giftEffectSchema = z.enum(GIFT_EFFECTS);
export type GiftEffect = z.infer<typeof giftEffectSchema>;

export const giftSchema = z.object({
  id: z.number().int(),
  names: localizedNamesSchema,
  image: z.string(),
  price: z.number().int(),
  effect: giftEffectSchema,
});
export type Gift = z.infer<typeof giftSchema>;

export const giftSendBodySchema = z.object({
  roomId: idSchema.describe("the anchor's user id"),
  giftId: idOf("giftNotFound"),
  count: z
    .number({ error: "giftCountInvalid" })
    .int("giftCountInvalid")
    .min(1, "giftCountInvalid")
    .max(WALLET_LIMITS.giftCountMax, "giftCountInvalid"),
  idempotencyKey: idempotencyKeySchema,
});
export type GiftSendBody = z.input<typeof giftSendBodySchema>;
export const giftSendResultSchema = z.object({
  id: z.number().int(),
  value: z.number().int(),
  coins: z.number().int(),
});

/** Room event `gift` on `room:<anchorId>`, published after the coins moved. */
export const giftEventSchema = z.object({
  giftId: z.number().int(),
  name: localizedNamesSchema,
  image: z.string(),
  count: z.number().int(),
  sender: userBriefSchema,
  effect: giftEffectSchema,
  /** Coins the gift is worth (price × count). */
  value: z.number().int(),
});
export type GiftEvent = z.infer<typeof giftEventSchema>;

export const recentEarningsSchema = z.object({
  today: z.number().int(),
  week: z.number().int(),
  month: z.number().int(),
  total: z.number().int(),
  /** The last 7 UTC days, oldest first. */
  days: z.array(z.object({ date: z.string(), coins: z.number().int() })),
});
export type RecentEarnings = z.infer<typeof recentEarningsSchema>;

export const pageBodySchema = z.object({ page: pageSchema, pageSize: pageSizeSchema });
export const giftRecordSchema = z.object({
  id: z.number().int(),
  at: z.number().int(),
  sender: userBriefSchema,
  gift: giftSchema.pick({ id: true, names: true, image: true }),
  count: z.number().int(),
  value: z.number().int(),
});
export const giftDetailSchema = pageOf(giftRecordSchema);
export type GiftDetail = z.infer<typeof giftDetailSchema>;

// ---------- red packets ----------

export const redPacketTypeSchema = z.union([z.literal(RED_PACKET_TYPE.normal), z.literal(RED_PACKET_TYPE.lucky)]);
export const redPacketContentSchema = z.union([
  z.literal(RED_PACKET_CONTENT.coins),
  z.literal(RED_PACKET_CONTENT.coupon),
]);

const optionalWhole = (requiredKey: string) =>
  z.preprocess(
    (value) => (value === "" || value === null ? undefined : value),
    z.number({ error: requiredKey }).int(requiredKey).optional(),
  );

/**
 * A red packet as the anchor fills it in. `amount` is the single amount of each packet for a
 * normal packet and the total for a lucky one, in coins or coupons of `couponTier`. The shape
 * rules of spec section 5 are here (the send dialog shows the same messages); the rules that
 * depend on the sender's balance are checked by the server against the locked balance, and by the
 * dialog against the balance it shows.
 */
export const redPacketFieldsSchema = z.object({
  type: redPacketTypeSchema,
  content: redPacketContentSchema,
  couponTier: couponTierSchema.optional(),
  count: optionalWhole("redPacketCountRequired"),
  amount: optionalWhole("redPacketAmountRequired"),
  limitHours: z
    .number({ error: "redPacketLimitInvalid" })
    .refine((hours) => (RED_PACKET_LIMIT_HOURS as readonly number[]).includes(hours), "redPacketLimitInvalid"),
  /** Directional packet: only this user may open it (`send_money_to_one`). */
  toUserId: idOf("redPacketRecipientInvalid").optional(),
});

export type RedPacketFields = z.infer<typeof redPacketFieldsSchema>;
type Fields = RedPacketFields;

/** The section-5 rules that need no balance, each with its catalogue message. */
export function redPacketShapeIssues(value: Fields): { path: string; message: string }[] {
  const issues: { path: string; message: string }[] = [];
  const coupons = value.content === RED_PACKET_CONTENT.coupon;
  if (value.count === undefined || value.count < 1) issues.push({ path: "count", message: "redPacketCountRequired" });
  else if (value.count > WALLET_LIMITS.redPacketCountMax)
    issues.push({ path: "count", message: "redPacketCountTooLarge" });
  else if (value.toUserId !== undefined && value.count !== 1)
    issues.push({ path: "count", message: "redPacketDirectedCount" });
  if (coupons && value.couponTier === undefined)
    issues.push({ path: "couponTier", message: "redPacketCouponTierRequired" });
  if (value.amount === undefined || value.amount < 1) {
    issues.push({ path: "amount", message: coupons ? "redPacketCouponMin" : "redPacketAmountRequired" });
  } else if (value.amount > WALLET_LIMITS.redPacketAmountMax) {
    issues.push({ path: "amount", message: "redPacketAmountTooLarge" });
  } else if (value.type === RED_PACKET_TYPE.lucky && value.count !== undefined && value.amount < value.count) {
    // Every lucky share is at least 1 coin (or coupon).
    issues.push({ path: "amount", message: "redPacketTotalBelowCount" });
  }
  return issues;
}

function withRules<T extends z.ZodType<Fields>>(schema: T) {
  return schema.superRefine((value, ctx) => {
    for (const issue of redPacketShapeIssues(value)) ctx.addIssue({ code: "custom", ...issue, path: [issue.path] });
  });
}

export const redPacketSendBodySchema = withRules(
  redPacketFieldsSchema.extend({ idempotencyKey: idempotencyKeySchema }),
);
export type RedPacketSendBody = z.input<typeof redPacketSendBodySchema>;
/** `send_money_to_all`: the whole room. */
export const redPacketToAllBodySchema = withRules(
  redPacketFieldsSchema.omit({ toUserId: true }).extend({ idempotencyKey: idempotencyKeySchema }),
);
/** `send_money_to_one`: one recipient, a single packet. */
export const redPacketToOneBodySchema = withRules(
  redPacketFieldsSchema.extend({
    idempotencyKey: idempotencyKeySchema,
    toUserId: idOf("redPacketRecipientInvalid"),
  }),
);

/** Coins (or coupons) a packet takes from the sender. */
export function redPacketTotal(value: { type: number; count: number; amount: number }): number {
  return value.type === RED_PACKET_TYPE.lucky ? value.amount : value.amount * value.count;
}

/**
 * A packet's public id: random (a UUID), so nobody can walk from one packet to the next as with a
 * serial number. The serial row id never leaves the server.
 */
export const redPacketIdSchema = z.uuid("invalidId");
/** `{ id }` of `/redPacket/open/:id` and `/redPacket/list/:id`. */
export const redPacketParamsSchema = z.object({ id: redPacketIdSchema });

/**
 * The gateway channel that tells the server a signed-in user is in a live room: the room page
 * follows it while open, and a grab is refused unless it is followed on some node.
 */
export const roomSeatChannel = (roomId: number, userId: number) => `seat:${roomId}-${userId}`;

export const redPacketSchema = z.object({
  id: redPacketIdSchema,
  roomId: z.number().int(),
  sender: userBriefSchema,
  type: redPacketTypeSchema,
  content: redPacketContentSchema,
  couponTier: couponTierSchema.nullable(),
  count: z.number().int(),
  total: z.number().int(),
  /** Single amount of a normal packet; null for lucky packets. */
  single: z.number().int().nullable(),
  limitHours: z.number().int(),
  createdAt: z.number().int(),
  expiresAt: z.number().int(),
  directedTo: userBriefSchema.nullable(),
  /** Shares still to be taken (0 after all are taken or after the refund). */
  remaining: z.number().int(),
  received: z.number().int().describe("shares taken"),
  status: z.enum(["open", "finished", "expired"]),
  /** What the signed-in viewer took from it, if anything. */
  mine: z.number().int().nullable(),
});
export type RedPacket = z.infer<typeof redPacketSchema>;

export const redPacketSendResultSchema = redPacketSchema;

export const redPacketGrabSchema = z.object({
  packetId: redPacketIdSchema,
  amount: z.number().int(),
  content: redPacketContentSchema,
  couponTier: couponTierSchema.nullable(),
  /** True when this user had already opened the packet; the amount is what they got then. */
  already: z.boolean(),
});
export type RedPacketGrab = z.infer<typeof redPacketGrabSchema>;

export const redPacketClaimSchema = z.object({ user: userBriefSchema, amount: z.number().int(), at: z.number().int() });
export const redPacketListSchema = z.object({
  packet: redPacketSchema,
  claims: z.array(redPacketClaimSchema),
  /** Id of the user with the largest lucky share once all are taken. */
  luckiest: z.number().int().nullable(),
});
export type RedPacketList = z.infer<typeof redPacketListSchema>;

export const redPacketStatsSchema = z.object({
  sent: z.object({ packets: z.number().int(), coins: z.number().int(), coupons: z.number().int() }),
  received: z.object({ packets: z.number().int(), coins: z.number().int(), coupons: z.number().int() }),
});
export type RedPacketStats = z.infer<typeof redPacketStatsSchema>;

/** Room event `redPacket` on `room:<anchorId>`: a packet was sent, or its last share was taken. */
export const redPacketEventSchema = z.object({
  id: redPacketIdSchema,
  kind: z.enum(["sent", "finished"]),
  type: redPacketTypeSchema,
  content: redPacketContentSchema,
  couponTier: couponTierSchema.nullable(),
  count: z.number().int(),
  sender: userBriefSchema,
  expiresAt: z.number().int(),
  directedTo: userBriefSchema.optional(),
});
export type RedPacketEvent = z.infer<typeof redPacketEventSchema>;

export const contributionSchema = z.object({ userId: z.number().int(), coins: z.number().int() });

/** A gift as the console sees it: hidden ones too, with their place in the catalogue. */
export const adminGiftSchema = giftSchema.extend({ sort: z.number().int(), active: z.boolean() });
export type AdminGift = z.infer<typeof adminGiftSchema>;
export const adminGiftListSchema = z.object({ list: z.array(adminGiftSchema) });

export const GIFT_NAME_MAX = 20;
export const GIFT_PRICE_MAX = 100_000;
const giftName = lineText().trim().min(1, "giftNameRequired").max(GIFT_NAME_MAX, "giftNameRequired");

/**
 * `admin/gifts/save`: a new gift (no `id`) or an edit. The effect follows the price (50 coins
 * float, 1,000 the full screen); a picture is one this admin uploaded, or the gift's own.
 */
export const saveGiftBodySchema = z.object({
  id: idOf("giftNotFound").optional(),
  names: z.object({
    name: giftName,
    nameTw: giftName,
    nameIdn: giftName,
    nameVn: giftName,
    nameTh: giftName,
    namePor: giftName,
    nameHin: giftName,
    nameEn: giftName,
  }),
  image: lineText().trim().min(1, "imageNotUploaded").max(500, "urlTooLong"),
  price: intIn(1, GIFT_PRICE_MAX),
  sort: intIn(0, 9999),
  active: z.boolean(),
});
export type SaveGiftBody = z.infer<typeof saveGiftBodySchema>;
