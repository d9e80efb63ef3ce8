import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { redPacketShares, redPackets } from "../src/db/schema/index.js";
import { startTestApp, type TestApp } from "./helpers/app.js";
import { makeAnchor } from "./helpers/rooms.js";
import { coins, expectLedgerBalanced, fund, newKey, quickUsers } from "./wallet-fixtures.js";

let t: TestApp;
let anchor: Awaited<ReturnType<typeof makeAnchor>>;
let grabbers: number[];
beforeAll(async () => {
  // Grab counts live in Redis beyond one test database: the cap has its own suite.
  t = await startTestApp({ RED_PACKET_GRABS_PER_HOUR: "100000" });
  anchor = await makeAnchor(t);
  await fund(t, anchor.id, 100_000);
  grabbers = await quickUsers(t, 500);
  // 500 gateway sockets following their seats would measure the gateway, not the grab: these
  // grabbers stand in the room here, in the service's one presence question. The real seat path
  // (socket, channel policy, presence across nodes) is covered by redpacket-presence.test.ts.
  t.app.services.redPacket.presence.inRoom = async (roomId) => roomId === anchor.id;
}, 60_000);
afterAll(async () => {
  await t.close();
});

/** Coins held by the anchor and the grabbers plus what sits in escrow: grabs must not change it. */
async function coinsInPlay() {
  const audit = await t.app.services.wallet.audit();
  const people = new Set([anchor.id, ...grabbers]);
  const escrow = audit.rows
    .filter((row) => row.kind === "escrow" && row.asset === 0)
    .reduce((s, r) => s + r.derived, 0);
  const held = await Promise.all([...people].map((id) => coins(t, id)));
  return held.reduce((a, b) => a + b, 0) + escrow;
}

type Outcome = { ok: true; userId: number; amount: number } | { ok: false; userId: number; key: string };

async function grabAll(packetId: string, users: number[]): Promise<Outcome[]> {
  return Promise.all(
    users.map(async (userId): Promise<Outcome> => {
      try {
        const grab = await t.app.services.redPacket.grab(userId, packetId);
        return { ok: true, userId, amount: grab.amount };
      } catch (error) {
        return { ok: false, userId, key: String((error as { key?: string }).key ?? error) };
      }
    }),
  );
}

describe(`500 grabbers, one lucky packet of 50 shares (${process.env.DATABASE_URL ? "PostgreSQL" : "PGlite"})`, () => {
  it("has exactly 50 winners, nobody twice, shares summing to the total, and the ledger balanced", async () => {
    const before = await coinsInPlay();
    const packet = await t.app.services.redPacket.send(anchor.id, {
      type: 2,
      content: 1,
      count: 50,
      amount: 2_000,
      limitHours: 3,
      idempotencyKey: newKey(),
    });
    const outcomes = await grabAll(packet.id, grabbers);
    const winners = outcomes.filter((o): o is Extract<Outcome, { ok: true }> => o.ok);
    expect(winners).toHaveLength(50);
    expect(new Set(winners.map((w) => w.userId)).size).toBe(50);
    expect(winners.reduce((sum, w) => sum + w.amount, 0)).toBe(2_000);
    expect(Math.min(...winners.map((w) => w.amount))).toBeGreaterThanOrEqual(1);
    const losers = outcomes.filter((o) => !o.ok);
    expect(new Set(losers.map((o) => (o.ok ? "" : o.key)))).toEqual(new Set(["redPacketFinished"]));
    for (const w of winners) expect(await coins(t, w.userId)).toBe(w.amount);

    const [row] = await t.db.select().from(redPackets).where(eq(redPackets.publicId, packet.id));
    expect(row?.finishedAt).not.toBeNull();
    const [claimed] = await t.db
      .select({ n: sql<number>`count(distinct ${redPacketShares.userId})`.mapWith(Number) })
      .from(redPacketShares)
      .where(eq(redPacketShares.packetId, row?.id ?? 0));
    expect(claimed?.n).toBe(50);
    expect(await coinsInPlay()).toBe(before);
    await expectLedgerBalanced(t);
  }, 120_000);

  it("gives one share to a user who grabs many times at once", async () => {
    const packet = await t.app.services.redPacket.send(anchor.id, {
      type: 1,
      content: 1,
      count: 5,
      amount: 10,
      limitHours: 3,
      idempotencyKey: newKey(),
    });
    const [userId] = grabbers;
    if (!userId) throw new Error("no grabber");
    const before = await coins(t, userId);
    const outcomes = await grabAll(packet.id, Array(20).fill(userId));
    expect(outcomes.every((o) => o.ok)).toBe(true);
    expect(await coins(t, userId)).toBe(before + 10);
    await expectLedgerBalanced(t);
  });

  it("refunds exactly what nobody took once the packet expires, even with grabs racing the refund", async () => {
    const before = await coins(t, anchor.id);
    const packet = await t.app.services.redPacket.send(anchor.id, {
      type: 2,
      content: 1,
      count: 100,
      amount: 5_000,
      limitHours: 24,
      idempotencyKey: newKey(),
    });
    const early = await grabAll(packet.id, grabbers.slice(0, 30));
    const takenEarly = early.reduce((sum, o) => sum + (o.ok ? o.amount : 0), 0);
    // Expiry arrives while more grabbers are at it: the refund and the grabs split the rest.
    const [moved] = await t.db
      .update(redPackets)
      .set({ expiresAt: new Date(Date.now() + 50) })
      .where(eq(redPackets.publicId, packet.id))
      .returning({ serial: redPackets.id });
    const serial = moved?.serial ?? 0;
    const racing = grabAll(packet.id, grabbers.slice(30, 130));
    await new Promise((resolve) => setTimeout(resolve, 60));
    await t.scheduler.schedule("redpacket.refund", `redpacket:refund:${serial}`, new Date(), {
      packetId: serial,
    });
    await t.scheduler.runDue();
    const late = await racing;
    const takenLate = late.reduce((sum, o) => sum + (o.ok ? o.amount : 0), 0);
    for (const o of late) if (!o.ok) expect(["redPacketExpired", "redPacketFinished"]).toContain(o.key);

    const [row] = await t.db.select().from(redPackets).where(eq(redPackets.publicId, packet.id));
    expect(row?.refundedAt).not.toBeNull();
    expect(row?.refunded).toBe(5_000 - takenEarly - takenLate);
    expect(await coins(t, anchor.id)).toBe(before - takenEarly - takenLate);
    await expectLedgerBalanced(t);
  }, 120_000);
});
