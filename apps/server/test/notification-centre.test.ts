import { ERRORS, PUSH_TYPE, WEB_ACTION_TYPE } from "@courtside/protocol";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rooms, users } from "../src/db/schema/index.js";
import { approvedAnchor } from "./anchor-fixtures.js";
import { adminCall, SECURITY_CODE, superAdmin } from "./helpers/admin.js";
import { startTestApp, type TestApp } from "./helpers/app.js";
import { importFixtures } from "./helpers/matches.js";
import { call, register } from "./helpers/users.js";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ MATCH_FEED: "none" });
});
afterAll(() => t.close());

async function get(path: string, token: string) {
  const res = await t.app.inject({ method: "GET", url: `/web/${path}`, headers: { authorization: token } });
  return res.json();
}

let counter = 0;
async function notice(userId: number, type: number = PUSH_TYPE.notice) {
  counter += 1;
  await t.app.services.notification.notify([userId], {
    type,
    dedupeKey: `centre:${counter}`,
    data: { type },
    text: () => ({ title: `Notice ${counter}`, body: "" }),
  });
  return `Notice ${counter}`;
}

describe("the notification centre", () => {
  it("lists my notices newest first, page by page, with the unread count", async () => {
    const me = await register(t);
    const uid = Number(me.userInfo.uid);
    const titles = [];
    for (let i = 0; i < 5; i++) titles.push(await notice(uid));
    // Messages have the chat's own counts: they are not in the centre.
    await notice(uid, PUSH_TYPE.instantMessage);
    const first = (await get("notifications?limit=3", me.token)).data;
    expect(first.list.map((n: { title: string }) => n.title)).toEqual(titles.slice(2).reverse());
    expect(first).toMatchObject({ unread: 5, more: true });
    const next = (await get(`notifications?limit=3&before=${first.list[2].id}`, me.token)).data;
    expect(next.list.map((n: { title: string }) => n.title)).toEqual(titles.slice(0, 2).reverse());
    expect(next.more).toBe(false);
  });

  it("marks one notice read, or all of them, and never someone else's", async () => {
    const me = await register(t);
    const other = await register(t);
    const uid = Number(me.userInfo.uid);
    await notice(uid);
    await notice(uid);
    await notice(Number(other.userInfo.uid));
    const [newest] = (await get("notifications", me.token)).data.list;
    const theirs = (await get("notifications", other.token)).data.list[0];
    const read = await call(t, "notifications/read", { ids: [newest.id, theirs.id] }, me.token);
    expect(read.body.data).toEqual({ unread: 1 });
    expect((await get("notifications/unread", other.token)).data).toEqual({ unread: 1 });
    const all = await call(t, "notifications/read", {}, me.token);
    expect(all.body.data).toEqual({ unread: 0 });
    expect((await get("notifications", me.token)).data.list.every((n: { readAt: number | null }) => n.readAt)).toBe(
      true,
    );
  });

  it("needs sign-in", async () => {
    const res = await t.app.inject({ method: "GET", url: "/web/notifications" });
    expect(res.json().code).toBe(ERRORS.loginRequired);
  });
});

describe("super-admin notices (type 4)", () => {
  it("reaches one user, with the action the admin chose", async () => {
    const admin = await superAdmin(t);
    const fan = await register(t);
    const sent = await adminCall(
      t,
      "admin/notices",
      {
        userId: fan.userInfo.uid,
        title: "Derby day",
        body: "Join the room",
        webActionType: WEB_ACTION_TYPE.anchor,
        webActionContent: "100002",
      },
      admin.token,
    );
    expect(sent.body.data).toEqual({ recipients: 1 });
    const [received] = (await get("notifications", fan.token)).data.list;
    expect(received).toMatchObject({
      type: PUSH_TYPE.notice,
      title: "Derby day",
      body: "Join the room",
      data: { notify: { webActionType: 2, webActionContent: "100002" } },
    });
  });

  it("reaches everyone when no user is named", async () => {
    const admin = await superAdmin(t);
    const fans = [await register(t), await register(t)];
    const sent = await adminCall(
      t,
      "admin/notices",
      { title: "New season", webActionType: WEB_ACTION_TYPE.link, webActionContent: "https://example.com/season" },
      admin.token,
    );
    const everyone = await t.db.$count(users);
    expect(sent.body.data.recipients).toBeGreaterThanOrEqual(everyone - 5);
    for (const fan of fans) {
      expect((await get("notifications", fan.token)).data.list[0]).toMatchObject({ title: "New season" });
    }
  });

  it("reaches the users of a region: a country's provinces, or one province", async () => {
    const admin = await superAdmin(t);
    const [canton, minas, nowhere] = [await register(t), await register(t), await register(t)];
    const placeIn = (fan: typeof canton, province: string) =>
      t.db
        .update(users)
        .set({ province })
        .where(eq(users.id, Number(fan.userInfo.uid)));
    await placeIn(canton, "广东 (Guangdong)");
    await placeIn(minas, "Minas Gerais");
    const send = (region: string, title: string) =>
      adminCall(
        t,
        "admin/notices",
        { region, title, webActionType: WEB_ACTION_TYPE.match, webActionContent: "1" },
        admin.token,
      );
    const titles = async (fan: typeof canton) =>
      (await get("notifications", fan.token)).data.list.map((notice: { title: string }) => notice.title);

    expect((await send("中国 (China)", "China derby")).body.success).toBe(true);
    expect((await send("Minas Gerais", "Minas derby")).body.data.recipients).toBeGreaterThanOrEqual(1);
    expect(await titles(canton)).toEqual(["China derby"]);
    expect(await titles(minas)).toEqual(["Minas derby"]);
    expect(await titles(nowhere)).toEqual([]);
    expect((await send("Atlantis", "Lost")).body.code).toBe(ERRORS.invalidOption);
  });

  it("refuses an action that names nothing to open, an unknown user, and anyone without the security code", async () => {
    const admin = await superAdmin(t);
    const fan = await register(t);
    const send = (body: Record<string, unknown>, token = admin.token, code: string | null = SECURITY_CODE) =>
      adminCall(t, "admin/notices", { title: "Hi", userId: fan.userInfo.uid, ...body }, token, code);
    expect((await send({ webActionType: 1, webActionContent: "abc" })).body.code).toBe(ERRORS.noticeActionInvalid);
    expect((await send({ webActionType: 3, webActionContent: "javascript:alert(1)" })).body.code).toBe(
      ERRORS.noticeActionInvalid,
    );
    expect((await send({ webActionType: 3, webActionContent: "https://x.example", imgUrl: "data:x" })).body.code).toBe(
      ERRORS.noticeActionInvalid,
    );
    expect((await send({ userId: 2_000_000_000, webActionType: 1, webActionContent: "5" })).body.code).toBe(
      ERRORS.userNotFound,
    );
    expect((await send({ webActionType: 1, webActionContent: "5" }, fan.token)).body.code).toBe(ERRORS.noPermission);
    expect((await send({ webActionType: 1, webActionContent: "5" }, admin.token, null)).body.code).toBe(
      ERRORS.securityCodeRequired,
    );
    expect((await get("notifications", fan.token)).data.list).toEqual([]);
  });
});

describe("booked matches and anchors", () => {
  it("tells those who booked a match when an anchor starts streaming it, with the rooms streaming it", async () => {
    const { ids } = await importFixtures(t, [30]);
    const matchId = ids[0] ?? 0;
    const fan = await register(t);
    await call(t, "web_race/web_race_appoint", { matchId }, fan.token);
    const anchor = await approvedAnchor(t, { matchId });
    await t.db.update(users).set({ nickname: "Coach Ivo" }).where(eq(users.id, anchor.id));
    await t.app.services.live.startSession(anchor.id);
    await expect.poll(async () => (await get("notifications", fan.token)).data.list.length, { timeout: 5000 }).toBe(1);
    const [covered] = (await get("notifications", fan.token)).data.list;
    expect(covered).toMatchObject({
      type: PUSH_TYPE.bookedMatchSoon,
      title: "Coach Ivo is streaming your booked match",
      body: "Alpha FC vs Beta FC: tap to watch",
      data: { bookMatch: { matchId, homeName: "Alpha FC", awayName: "Beta FC", liveCount: 1 } },
    });
    await t.db.update(rooms).set({ live: false }).where(eq(rooms.anchorId, anchor.id));
  });
});
