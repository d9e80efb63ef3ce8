import { randomBytes, randomInt } from "node:crypto";
import { users } from "../src/db/schema/index.js";
import type { TestApp } from "./helpers/app.js";
import { uniqueUsername } from "./helpers/users.js";

/** A fresh idempotency key. */
export const newKey = () => `k-${randomBytes(9).toString("hex")}`;

/**
 * Users written straight into the table (no password hashing), for tests that need hundreds of
 * accounts and call the services directly.
 */
export async function quickUsers(t: TestApp, n: number): Promise<number[]> {
  const rows = Array.from({ length: n }, (_, i) => ({
    username: `${uniqueUsername("q")}${i}`.slice(0, 15),
    passwordHash: "-",
    nickname: `Fan ${i}`,
    appNumber: `${Date.now() % 1_000_000}${i}${randomInt(1_000_000)}`,
    imToken: randomBytes(8).toString("hex"),
  }));
  const ids: number[] = [];
  for (let start = 0; start < rows.length; start += 250) {
    const inserted = await t.db
      .insert(users)
      .values(rows.slice(start, start + 250))
      .returning({ id: users.id });
    ids.push(...inserted.map((row) => row.id));
  }
  return ids;
}

/** Gives a user coins (asset 0) or coupons of a tier, the way a super admin does. */
export async function fund(t: TestApp, userId: number, amount: number, asset = 0) {
  await t.app.services.wallet.grant(0, { userId, asset, amount, note: "test", idempotencyKey: newKey() });
}

export async function coins(t: TestApp, userId: number): Promise<number> {
  return (await t.app.services.wallet.info(userId)).coins;
}

/** The ledger's invariants hold: cached balances match entries, nothing negative, every asset sums to 0. */
export async function expectLedgerBalanced(t: TestApp) {
  const audit = await t.app.services.wallet.audit();
  if (audit.mismatched.length > 0) throw new Error(`cached balances differ: ${JSON.stringify(audit.mismatched)}`);
  if (audit.negative.length > 0) throw new Error(`negative balances: ${JSON.stringify(audit.negative)}`);
  for (const [asset, sum] of audit.sumByAsset) {
    if (sum !== 0) throw new Error(`asset ${asset} sums to ${sum}`);
  }
  return audit;
}
