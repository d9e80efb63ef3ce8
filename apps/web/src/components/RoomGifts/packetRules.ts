import {
  type CouponTier,
  type ErrorKey,
  RED_PACKET_CONTENT,
  RED_PACKET_TYPE,
  type RedPacketFields,
  redPacketShapeIssues,
  redPacketTotal,
  type WalletInfo,
} from "@courtside/protocol";

/** The send dialog's values as the form holds them. */
export interface PacketForm {
  type: 1 | 2;
  content: 1 | 2;
  couponTier?: CouponTier | undefined;
  count?: number | null | undefined;
  amount?: number | null | undefined;
  limitHours: number;
  target: "all" | "one";
  toUserId?: number | null | undefined;
}

const orUndefined = (value: number | null | undefined) => (value === null ? undefined : value);

/** The request body the form stands for (without its idempotency key). */
export function toBody(form: PacketForm): RedPacketFields {
  return {
    type: form.type,
    content: form.content,
    ...(form.content === RED_PACKET_CONTENT.coupon ? { couponTier: form.couponTier } : {}),
    count: form.target === "one" ? 1 : orUndefined(form.count),
    amount: orUndefined(form.amount),
    limitHours: form.limitHours,
    ...(form.target === "one" ? { toUserId: orUndefined(form.toUserId) ?? 0 } : {}),
  };
}

/**
 * Every rule of spec section 5 the dialog can check before sending, field by field: the shape
 * rules shared with the server, then the ones that need the balance the dialog shows.
 */
export function packetIssues(form: PacketForm, wallet: WalletInfo | undefined): Map<string, ErrorKey> {
  const body = toBody(form);
  const issues = new Map<string, ErrorKey>();
  if (form.target === "one" && !form.toUserId) issues.set("toUserId", "redPacketRecipientInvalid");
  for (const issue of redPacketShapeIssues({ ...body, toUserId: body.toUserId || undefined })) {
    const field = issue.path === "couponTier" ? "couponTier" : issue.path === "count" ? "count" : "amount";
    if (!issues.has(field)) issues.set(field, issue.message as ErrorKey);
  }
  if (issues.size > 0 || !wallet || body.count === undefined || body.amount === undefined) return issues;
  const total = redPacketTotal({ type: body.type, count: body.count, amount: body.amount });
  if (form.content === RED_PACKET_CONTENT.coupon) {
    const held = wallet.coupons.find((coupon) => coupon.tier === form.couponTier)?.count ?? 0;
    if (total > held) issues.set("amount", "redPacketCouponsExceedHeld");
  } else if (total > wallet.coins) {
    issues.set("amount", form.type === RED_PACKET_TYPE.lucky ? "redPacketTotalAboveBalance" : "insufficientBalance");
  }
  return issues;
}
