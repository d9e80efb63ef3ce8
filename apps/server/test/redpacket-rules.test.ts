import { ERRORS, type ErrorKey, errorMessage, LIMITS, redPacketEventSchema } from "@courtside/protocol";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobs, redPackets } from "../src/db/schema/index.js";
import { latestEvents } from "../src/realtime/stream.js";
import { startTestApp, type TestApp } from "./helpers/app.js";
import { ownJob } from "./helpers/job-scope.js";
import { makeAnchor } from "./helpers/rooms.js";
import { enterRoom, SEAT_ENV } from "./helpers/seats.js";
import { call, register } from "./helpers/users.js";
import type { WsClient } from "./helpers/ws.js";
import { coins, expectLedgerBalanced, fund, newKey } from "./wallet-fixtures.js";

let t: TestApp;
let anchor: Awaited<ReturnType<typeof makeAnchor>>;
const sockets: WsClient[] = [];
beforeAll(async () => {
  // Grab counts live in Redis beyond one test database: the cap has its own suite.
  t = await startTestApp({ ...SEAT_ENV, RED_PACKET_GRABS_PER_HOUR: "100000" });
  anchor = await makeAnchor(t);
  await fund(t, anchor.id, 1000);
  await fund(t, anchor.id, 4, 60);
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await t.close();
});

/** A new user in the anchor's room, as a viewer who grabs is. */
async function viewerInRoom() {
  const account = await register(t);
  sockets.push(await enterRoom(t, anchor.id, account));
  return account;
}

const LUCKY_COINS = { type: 2, content: 1, count: 5, amount: 100, limitHours: 3 };
const send = (body: Record<string, unknown>, path = "redPacket/send", token = anchor.token) =>
  call(t, path, { idempotencyKey: newKey(), ...body }, token);

async function refusal(body: Record<string, unknown>, path?: string) {
  const res = await send(body, path);
  expect(res.body.success).toBe(false);
  return res.body.code === ERRORS.validation ? String(res.body.data.fields[0].message) : String(res.body.msg);
}
const message = (key: ErrorKey) => errorMessage("en", key);

describe("red packet rules (spec section 5)", () => {
  it("gives each rule its own message", async () => {
    expect(await refusal({ ...LUCKY_COINS, count: undefined })).toBe(message("redPacketCountRequired"));
    expect(await refusal({ ...LUCKY_COINS, count: 0 })).toBe(message("redPacketCountRequired"));
    expect(await refusal({ ...LUCKY_COINS, count: 501, amount: 600 })).toBe(message("redPacketCountTooLarge"));
    expect(await refusal({ type: 1, content: 2, couponTier: 60, count: 1, amount: 0, limitHours: 3 })).toBe(
      message("redPacketCouponMin"),
    );
    expect(await refusal({ type: 1, content: 2, couponTier: 60, count: 1, amount: 5, limitHours: 3 })).toBe(
      message("redPacketCouponsExceedHeld"),
    );
    expect(await refusal({ type: 1, content: 2, count: 1, amount: 1, limitHours: 3 })).toBe(
      message("redPacketCouponTierRequired"),
    );
    expect(await refusal({ type: 1, content: 1, count: 3, limitHours: 3 })).toBe(message("redPacketAmountRequired"));
    expect(await refusal({ ...LUCKY_COINS, count: 10, amount: 9 })).toBe(message("redPacketTotalBelowCount"));
    // The purse holds 1,100: the grant and the register reward.
    expect(await refusal({ ...LUCKY_COINS, amount: 1101 })).toBe(message("redPacketTotalAboveBalance"));
    expect(await refusal({ type: 1, content: 1, count: 12, amount: 100, limitHours: 3 })).toBe(
      message("insufficientBalance"),
    );
    expect(await refusal({ ...LUCKY_COINS, limitHours: 5 })).toBe(message("redPacketLimitInvalid"));
    expect(await refusal({ ...LUCKY_COINS, count: 2, toUserId: anchor.id })).toBe(message("redPacketDirectedCount"));
    expect(await refusal({ ...LUCKY_COINS, count: 1, toUserId: anchor.id })).toBe(message("redPacketRecipientInvalid"));
    expect(await refusal({ ...LUCKY_COINS, count: 1 }, "web_anchor/send_money_to_one")).toBe(
      message("redPacketRecipientInvalid"),
    );
    // Nothing left the anchor's purse.
    expect(await coins(t, anchor.id)).toBe(1000 + 100);
  });

  it("lets only an approved anchor send, into their own room", async () => {
    const viewer = await register(t);
    const res = await send(LUCKY_COINS, "redPacket/send", viewer.token);
    expect(res.body.code).toBe(ERRORS.notAnchorYet);
  });

  it("creates one packet for one key however often the send is retried", async () => {
    const body = { ...LUCKY_COINS, idempotencyKey: newKey() };
    const before = await coins(t, anchor.id);
    const results = await Promise.all([1, 2, 3].map(() => call(t, "web_anchor/send_money_to_all", body, anchor.token)));
    const ids = new Set(results.map((res) => res.body.data.id));
    expect(ids.size).toBe(1);
    expect(await coins(t, anchor.id)).toBe(before - 100);
    const rows = await t.db.select().from(redPackets).where(eq(redPackets.idempotencyKey, body.idempotencyKey));
    expect(rows).toHaveLength(1);
    const changed = await call(t, "redPacket/send", { ...body, amount: 50 }, anchor.token);
    expect(changed.body.code).toBe(ERRORS.idempotencyConflict);
    const events = (await latestEvents(t.db, `room:${anchor.id}`, 20)).filter(
      (e) => e.kind === "redPacket" && redPacketEventSchema.parse(e.data).id === [...ids][0],
    );
    expect(events).toHaveLength(1);
    await expectLedgerBalanced(t);
  });

  it("shares a normal packet equally, says all taken after the last, and lists who got what", async () => {
    const sent = await send({ type: 1, content: 1, count: 2, amount: 7, limitHours: 6 });
    expect(sent.body.data).toMatchObject({ total: 14, single: 7, remaining: 2, status: "open" });
    const id = sent.body.data.id;
    const [a, b, c] = [await viewerInRoom(), await viewerInRoom(), await viewerInRoom()];
    const grabA = await call(t, `redPacket/open/${id}`, {}, a.token);
    expect(grabA.body.data).toMatchObject({ amount: 7, already: false, content: 1 });
    const again = await call(t, `redPacket/open/${id}`, {}, a.token);
    expect(again.body.data).toMatchObject({ amount: 7, already: true });
    await call(t, `redPacket/open/${id}`, {}, b.token);
    const late = await call(t, `redPacket/open/${id}`, {}, c.token);
    expect(late.body).toMatchObject({ code: ERRORS.redPacketFinished, msg: message("redPacketFinished") });
    const own = await call(t, `redPacket/open/${id}`, {}, anchor.token);
    expect(own.body.code).toBe(ERRORS.redPacketOwn);

    const list = await t.app.inject({
      method: "GET",
      url: `/web/redPacket/list/${id}`,
      headers: { authorization: a.token },
    });
    const data = list.json().data;
    expect(data.claims.map((claim: { amount: number }) => claim.amount)).toEqual([7, 7]);
    expect(data.packet).toMatchObject({ remaining: 0, received: 2, status: "finished", mine: 7 });
    const kinds = (await latestEvents(t.db, `room:${anchor.id}`, 5))
      .filter((e) => e.kind === "redPacket")
      .map((e) => redPacketEventSchema.parse(e.data))
      .filter((e) => e.id === id)
      .map((e) => e.kind);
    expect(kinds).toEqual(["sent", "finished"]);

    const stats = await t.app.inject({
      method: "GET",
      url: "/web/redPacket/stats",
      headers: { authorization: a.token },
    });
    expect(stats.json().data.received).toEqual({ packets: 1, coins: 7, coupons: 0 });
  });

  it("sends coupons, and a directional packet only its recipient can open", async () => {
    const viewer = await viewerInRoom();
    const other = await viewerInRoom();
    const viewerId = Number(viewer.userInfo.uid);
    const sent = await send(
      { type: 1, content: 2, couponTier: 60, count: 1, amount: 3, limitHours: 12, toUserId: viewerId },
      "web_anchor/send_money_to_one",
    );
    expect(sent.body.data).toMatchObject({ couponTier: 60, directedTo: { id: viewerId }, total: 3 });
    const id = sent.body.data.id;
    const event = (await latestEvents(t.db, `room:${anchor.id}`, 1))[0];
    expect(redPacketEventSchema.parse(event?.data)).toMatchObject({ id, kind: "sent", directedTo: { id: viewerId } });
    expect((await call(t, `redPacket/open/${id}`, {}, other.token)).body.code).toBe(ERRORS.redPacketNotForYou);
    const grab = await call(t, `redPacket/open/${id}`, {}, viewer.token);
    expect(grab.body.data).toMatchObject({ amount: 3, content: 2, couponTier: 60 });
    const info = await t.app.services.wallet.info(viewerId);
    expect(info.coupons.find((c) => c.tier === 60)?.count).toBe(3);
    expect((await t.app.services.wallet.info(anchor.id)).coupons.find((c) => c.tier === 60)?.count).toBe(1);
    await expectLedgerBalanced(t);
  });

  it("stops at the limit and returns exactly what nobody took 24 hours after sending", async () => {
    const before = await coins(t, anchor.id);
    const sent = await send({ type: 2, content: 1, count: 4, amount: 40, limitHours: 3 });
    const id = sent.body.data.id;
    const viewer = await viewerInRoom();
    const grab = await call(t, `redPacket/open/${id}`, {}, viewer.token);
    const taken = grab.body.data.amount;
    const [row] = await t.db.select().from(redPackets).where(eq(redPackets.publicId, id));
    const serial = row?.id ?? 0;
    const jobKey = `redpacket:refund:${serial}`;
    // The refund is due 24 hours after sending, not at the 3-hour limit.
    const [job] = await t.db.select().from(jobs).where(ownJob(jobKey));
    expect(job?.runAt.getTime()).toBe((row?.createdAt.getTime() ?? 0) + LIMITS.redPacketRefundMs);

    // The limit passes: grabbing stops, the rest stays in escrow until the refund.
    await t.db
      .update(redPackets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(redPackets.id, serial));
    const late = await viewerInRoom();
    const expired = await call(t, `redPacket/open/${id}`, {}, late.token);
    expect(expired.body).toMatchObject({ code: ERRORS.redPacketExpired, msg: message("redPacketExpired") });
    await t.scheduler.runDue();
    expect(await coins(t, anchor.id)).toBe(before - 40);
    const atLimit = await t.app.inject({ method: "GET", url: `/web/redPacket/list/${id}` });
    expect(atLimit.json().data.packet).toMatchObject({ status: "expired", remaining: 0, received: 1 });

    // 24 hours after sending: the job, now due, returns exactly what nobody took.
    await t.db
      .update(jobs)
      .set({ runAt: new Date(Date.now() - 1000) })
      .where(ownJob(jobKey));
    expect(await t.scheduler.runDue()).toBeGreaterThanOrEqual(1);
    expect(await coins(t, anchor.id)).toBe(before - taken);
    // Running it again changes nothing.
    await t.app.services.redPacket.refund(serial);
    expect(await coins(t, anchor.id)).toBe(before - taken);
    const list = await t.app.inject({ method: "GET", url: `/web/redPacket/list/${id}` });
    expect(list.json().data.packet).toMatchObject({ status: "expired", remaining: 0, received: 1 });
    await expectLedgerBalanced(t);
  });

  it("shows a room's open packets to viewers who arrive later", async () => {
    const sent = await send({ type: 2, content: 1, count: 3, amount: 9, limitHours: 3 });
    const res = await t.app.inject({ method: "GET", url: `/web/redPacket/room/${anchor.id}` });
    expect(res.json().data.map((p: { id: string }) => p.id)).toContain(sent.body.data.id);
  });
});
