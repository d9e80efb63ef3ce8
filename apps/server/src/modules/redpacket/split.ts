import { randomInt } from "node:crypto";

/** A random integer in [min, max]. */
export type Rng = (min: number, max: number) => number;
const cryptoRng: Rng = (min, max) => randomInt(min, max + 1);

/**
 * Splits `total` into `count` random shares for a lucky packet: every share at least 1, the sum
 * exactly `total`. Each share but the last is drawn from 1 to twice the mean of what is left (the
 * usual "double mean" rule, so early grabbers have no edge on average), never leaving less than 1
 * per remaining share; the shares are then shuffled.
 */
export function luckySplit(total: number, count: number, rng: Rng = cryptoRng): number[] {
  if (!Number.isSafeInteger(total) || !Number.isSafeInteger(count) || count < 1 || total < count) {
    throw new RangeError(`cannot split ${total} into ${count} shares of at least 1`);
  }
  const shares: number[] = [];
  let left = total;
  for (let remaining = count; remaining > 1; remaining -= 1) {
    const cap = Math.min(Math.floor((2 * left) / remaining), left - (remaining - 1));
    const share = rng(1, Math.max(1, cap));
    shares.push(share);
    left -= share;
  }
  shares.push(left);
  for (let i = shares.length - 1; i > 0; i -= 1) {
    const j = rng(0, i);
    [shares[i], shares[j]] = [shares[j] as number, shares[i] as number];
  }
  return shares;
}

/** Equal shares of a normal packet. */
export function equalSplit(single: number, count: number): number[] {
  return Array.from({ length: count }, () => single);
}
