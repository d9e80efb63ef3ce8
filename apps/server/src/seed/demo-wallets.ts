import type { Db } from "../db/client.js";
import { creditDemoStart } from "../modules/wallet/demo.js";
import { DEMO_ANCHORS } from "./demo-anchors.js";

/** Demo viewers and anchors start with coins and coupons, so gifts and red packets can be tried at once. */
export function seedDemoWallets(tx: Db, viewerUsernames: string[]) {
  return creditDemoStart(tx, [...viewerUsernames, ...DEMO_ANCHORS.map((anchor) => anchor.username)]);
}
