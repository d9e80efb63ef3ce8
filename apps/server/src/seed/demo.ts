import { eq } from "drizzle-orm";
import type { Db } from "../db/client.js";
import { systemConfig, users } from "../db/schema/index.js";
import { newAccount } from "../modules/user/account.js";
import { demoAnchorAccounts, seedDemoAnchors } from "./demo-anchors.js";
import { seedDemoWallets } from "./demo-wallets.js";

const MARKER = "demo.seededAt";

/** Accounts a newcomer can sign in with (listed in the README). */
export const DEMO_USERS = [{ username: "viewer01", password: "viewer123", nickname: "Demo Viewer" }];

/**
 * Seeds the demo data once. Claiming the marker row inside the same transaction makes the seed
 * run exactly once even when several nodes start together; returns whether this call seeded.
 * `jobScope`: the deployment's share of the jobs table, where the seed's own job goes.
 */
export async function seedDemo(db: Db, jobScope = ""): Promise<boolean> {
  // Every start after the first ends here, without hashing the demo passwords again.
  const [seeded] = await db.select({ key: systemConfig.key }).from(systemConfig).where(eq(systemConfig.key, MARKER));
  if (seeded) {
    await seedDemoWallets(
      db,
      DEMO_USERS.map((user) => user.username),
    );
    return false;
  }
  // Hashing is slow and needs no transaction; the rows are written inside it.
  const accounts = await Promise.all(DEMO_USERS.map((user) => newAccount({ ...user, lang: "en" })));
  const anchorAccounts = await demoAnchorAccounts();
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(systemConfig)
      .values({ key: MARKER, value: new Date().toISOString() })
      .onConflictDoNothing()
      .returning({ key: systemConfig.key });
    if (claimed.length === 0) return false;
    await tx.insert(users).values(accounts).onConflictDoNothing();
    await seedDemoAnchors(tx, anchorAccounts, jobScope);
    await seedDemoWallets(
      tx,
      DEMO_USERS.map((user) => user.username),
    );
    return true;
  });
}
