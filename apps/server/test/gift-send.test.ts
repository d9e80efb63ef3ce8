import { ERRORS, errorMessage, giftEventSchema, TASK_REWARD_COINS } from "@courtside/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { latestEvents } from "../src/realtime/stream.js";
import { startTestApp, type TestApp } from "./helpers/app.js";
import { makeAnchor } from "./helpers/rooms.js";
import { call, register } from "./helpers/users.js";
import { coins, expectLedgerBalanced, fund, newKey, quickUsers } from "./wallet-fixtures.js";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

async function get(path: string) {
  const res = await t.app.inject({ method: "GET", url: `/web/${path}` });
  return res.json();
}

describe("gifts", () => {
  it("lists the catalogue with names in 8 languages, prices and effects", async () => {
    const body = await get("gift/list");
    expect(body.data.length).toBeGreaterThanOrEqual(6);
    const [first] = body.data;
    expect(Object.keys(first.names)).toHaveLength(8);
    expect(first.image).toMatch(/^\/gifts\/\w+\.svg$/);
    expect(body.data.some((gift: { effect: string }) => gift.effect === "fullscreen")).toBe(true);
    expect(body.data.some((gift: { effect: string }) => gift.effect === "none")).toBe(true);
  });

  it("ranks an anchor's fans by the coins of their gifts, then by follow time", async () => {
    const anchor = await makeAnchor(t);
    const giver = await register(t);
    const later = await register(t);
    for (const fan of [giver, later]) {
      await call(t, "web_anchor/anchor_follow", { anchorId: anchor.id, flag: 1 }, fan.token);
    }
    await fund(t, Number(giver.userInfo.uid), 500);
    const catalogue = (await get("gift/list")).data;
    await call(
      t,
      "gift/send",
      { roomId: anchor.id, giftId: catalogue[0].id, count: 2, idempotencyKey: newKey() },
      giver.token,
    );
    const fans = await call(t, "web_my/my_fans", { page: 1, pageSize: 10 }, anchor.token);
    expect(fans.body.data.list.map((fan: { id: number; contribution: number }) => [fan.id, fan.contribution])).toEqual([
      [Number(giver.userInfo.uid), catalogue[0].price * 2],
      [Number(later.userInfo.uid), 0],
    ]);
  });

  it("ranks a room's top gift senders for everyone, the largest first", async () => {
    const anchor = await makeAnchor(t);
    const [small, big] = [await register(t), await register(t)];
    const catalogue = (await get("gift/list")).data;
    for (const [fan, count] of [
      [small, 1],
      [big, 3],
      [small, 1],
    ] as const) {
      await fund(t, Number(fan.userInfo.uid), 500);
      await call(
        t,
        "gift/send",
        { roomId: anchor.id, giftId: catalogue[0].id, count, idempotencyKey: newKey() },
        fan.token,
      );
    }
    const ranking = (await call(t, "web_anchor/room_ranking", { anchorId: anchor.id })).body.data;
    expect(
      ranking.map((row: { rank: number; id: number; contribution: number }) => [row.rank, row.id, row.contribution]),
    ).toEqual([
      [1, Number(big.userInfo.uid), catalogue[0].price * 3],
      [2, Number(small.userInfo.uid), catalogue[0].price * 2],
    ]);
    const other = await makeAnchor(t);
    expect((await call(t, "web_anchor/room_ranking", { anchorId: other.id })).body.data).toEqual([]);
  });

  it("moves coins from the viewer to the anchor's earnings and tells the room", async () => {
    const anchor = await makeAnchor(t);
    const viewer = await register(t);
    const viewerId = Number(viewer.userInfo.uid);
    await fund(t, viewerId, 1000);
    const catalogue = (await get("gift/list")).data;
    const trophy = catalogue.find((gift: { price: number }) => gift.price === 99);

    const sent = await call(
      t,
      "gift/send",
      { roomId: anchor.id, giftId: trophy.id, count: 3, idempotencyKey: newKey() },
      viewer.token,
    );
    expect(sent.body).toMatchObject({ code: 0, data: { value: 297, coins: TASK_REWARD_COINS.task_5 + 1000 - 297 } });
    expect(await coins(t, viewerId)).toBe(TASK_REWARD_COINS.task_5 + 703);
    expect((await t.app.services.wallet.info(anchor.id)).earnings).toBe(297);

    const [event] = await latestEvents(t.db, `room:${anchor.id}`, 1);
    expect(event?.kind).toBe("gift");
    const gift = giftEventSchema.parse(event?.data);
    expect(gift).toMatchObject({ giftId: trophy.id, count: 3, value: 297, effect: "float", sender: { id: viewerId } });
    expect(gift.name.nameEn).toBe("Trophy");

    const earnings = await call(t, "web_anchor/recent_earnings", {}, anchor.token);
    expect(earnings.body.data).toMatchObject({ today: 297, week: 297, month: 297, total: 297 });
    expect(earnings.body.data.days).toHaveLength(7);
    expect(earnings.body.data.days[6].coins).toBe(297);
    const detail = await call(t, "web_anchor/gift_detail", { page: 1 }, anchor.token);
    expect(detail.body.data.total).toBe(1);
    expect(detail.body.data.list[0]).toMatchObject({
      count: 3,
      value: 297,
      sender: { id: viewerId },
      gift: { id: trophy.id },
    });
    expect(await t.app.services.gift.contributions(anchor.id, [viewerId, anchor.id])).toEqual(
      new Map([[viewerId, 297]]),
    );
    await expectLedgerBalanced(t);
  });

  it("applies a retried send once, and refuses the key for a different gift", async () => {
    const anchor = await makeAnchor(t);
    const viewer = await register(t);
    const body = { roomId: anchor.id, giftId: 2, count: 2, idempotencyKey: newKey() };
    const first = await call(t, "gift/send", body, viewer.token);
    const again = await call(t, "gift/send", body, viewer.token);
    expect(again.body.data).toEqual(first.body.data);
    expect((await t.app.services.wallet.info(anchor.id)).earnings).toBe(10);
    const other = await call(t, "gift/send", { ...body, count: 3 }, viewer.token);
    expect(other.body.code).toBe(ERRORS.idempotencyConflict);
    expect((await latestEvents(t.db, `room:${anchor.id}`, 10)).filter((e) => e.kind === "gift")).toHaveLength(1);
  });

  it("refuses what it must, with its message", async () => {
    const anchor = await makeAnchor(t);
    const viewer = await register(t);
    const send = (body: Record<string, unknown>, token = viewer.token) =>
      call(t, "gift/send", { roomId: anchor.id, giftId: 1, count: 1, idempotencyKey: newKey(), ...body }, token);
    expect((await send({ giftId: 9 })).body).toMatchObject({
      code: ERRORS.insufficientBalance,
      msg: errorMessage("en", "insufficientBalance"),
    });
    expect((await send({ giftId: 999 })).body.code).toBe(ERRORS.giftNotFound);
    expect((await send({ roomId: 1 })).body.code).toBe(ERRORS.roomNotFound);
    expect((await send({}, anchor.token)).body.code).toBe(ERRORS.giftToSelf);
    const zero = await send({ count: 0 });
    expect(zero.body.data.fields[0].message).toBe(errorMessage("en", "giftCountInvalid"));
    expect(
      (await call(t, "gift/send", { roomId: anchor.id, giftId: 1, count: 1, idempotencyKey: newKey() })).status,
    ).toBe(401);
  });

  it("never lets concurrent gifts take a balance below zero", async () => {
    const anchor = await makeAnchor(t);
    const [viewerId] = await quickUsers(t, 1);
    if (!viewerId) throw new Error("no user");
    await fund(t, viewerId, 500);
    // 40 gifts of 20 coins at once: exactly 25 can be paid.
    const results = await Promise.allSettled(
      Array.from({ length: 40 }, () =>
        t.app.services.gift.send(viewerId, { roomId: anchor.id, giftId: 4, count: 1, idempotencyKey: newKey() }),
      ),
    );
    const paid = results.filter((r) => r.status === "fulfilled").length;
    expect(paid).toBe(25);
    for (const r of results) {
      if (r.status === "rejected") expect((r.reason as { key?: string }).key).toBe("insufficientBalance");
    }
    expect(await coins(t, viewerId)).toBe(0);
    expect((await t.app.services.wallet.info(anchor.id)).earnings).toBe(500);
    await expectLedgerBalanced(t);
  });
});
