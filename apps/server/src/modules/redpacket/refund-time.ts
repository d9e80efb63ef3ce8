import { LIMITS } from "@courtside/protocol";

/**
 * When what nobody took goes back to the sender (spec sections 4 and 9, DECISIONS 13): 24 hours
 * after sending, whatever limit was chosen. Grabbing stops earlier, at the limit; the shares stay
 * in escrow until then. Never before the limit, should a limit ever exceed the refund delay.
 */
export function refundAt(sentAt: Date, expiresAt: Date): Date {
  return new Date(Math.max(expiresAt.getTime(), sentAt.getTime() + LIMITS.redPacketRefundMs));
}
