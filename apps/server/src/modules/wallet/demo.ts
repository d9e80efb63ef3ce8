import { COUPON_TIERS, DEMO_START } from "@courtside/protocol";
import { inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { users } from "../../db/schema/index.js";
import { move } from "./repo.js";

/** Starting coins and coupons of the demo accounts named, through the ledger like any other coins. */
export async function creditDemoStart(tx: Db, usernames: string[]) {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      inArray(
        sql`lower(${users.username})`,
        usernames.map((name) => name.toLowerCase()),
      ),
    );
  for (const { id } of rows) {
    for (const asset of [0, ...COUPON_TIERS]) {
      await move(tx, {
        from: { kind: "demo", ownerId: 0, asset },
        to: { kind: "user", ownerId: id, asset },
        amount: asset === 0 ? DEMO_START.coins : DEMO_START.couponsPerTier,
        reason: "demo",
        reference: "demo",
        key: `demo:${id}:${asset}`,
      });
    }
  }
}
