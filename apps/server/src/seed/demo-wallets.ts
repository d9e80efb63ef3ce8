import type { Db } from "../db/client.js";
import { systemConfig } from "../db/schema/index.js";
import { creditDemoStart } from "../modules/wallet/demo.js";
import { DEMO_ANCHORS } from "./demo-anchors.js";

const MARKER = "demo.walletsSeededAt";

/**
 * Demo viewers and anchors start with coins and coupons, so gifts and red packets can be tried at
 * once. Its own marker lets a database seeded before the wallet existed get them too, once.
 */
export function seedDemoWallets(db: Db, viewerUsernames: string[]) {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(systemConfig)
      .values({ key: MARKER, value: new Date().toISOString() })
      .onConflictDoNothing()
      .returning({ key: systemConfig.key });
    if (claimed.length === 0) return;
    await creditDemoStart(tx, [...viewerUsernames, ...DEMO_ANCHORS.map((anchor) => anchor.username)]);
  });
}
