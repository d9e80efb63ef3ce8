import { ERRORS, SPORTS } from "@courtside/protocol";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rooms, users, userTasks } from "../src/db/schema/index.js";
import { approvedAnchor, ownImage, setAnchorState } from "./anchor-fixtures.js";
import { startTestApp, type TestApp } from "./helpers/app.js";
import { importFixtures } from "./helpers/matches.js";
import { call, register } from "./helpers/users.js";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ MATCH_FEED: "none" });
});
afterAll(() => t.close());

const TENNIS = SPORTS.tennis;
type Card = { id: number; live: boolean; popularity: number; cover: string | null; columnId: number | null };

async function liveCount(columnId: number): Promise<number> {
  const res = await call(t, "web_anchor/anchor_column_num");
  const column = res.body.data.find((c: { id: number }) => c.id === columnId);
  return column.count;
}

async function listAll(body: Record<string, unknown>, token?: string, headers: Record<string, string> = {}) {
  const res = await t.app.inject({
    method: "POST",
    url: "/web/web_anchor/anchor_content_list",
    payload: { pageSize: 100, ...body },
    headers: { ...(token ? { authorization: token } : {}), ...headers },
  });
  return res.json().data as { total: number; list: Card[] };
}

describe("anchor lists", () => {
  it("counts live anchors per column and lists rooms live first with a live-only hot tab", async () => {
    const beforeTennis = await liveCount(TENNIS);
    const beforeAll = await liveCount(0);
    const quiet = await approvedAnchor(t, { columnId: TENNIS });
    const busy = await approvedAnchor(t, { columnId: TENNIS, live: true, popularity: 90_000 });
    const other = await approvedAnchor(t, { columnId: TENNIS, live: true, popularity: 10 });
    expect(await liveCount(TENNIS)).toBe(beforeTennis + 2);
    expect(await liveCount(0)).toBe(beforeAll + 2);

    const all = await listAll({ columnId: TENNIS });
    const ids = all.list.map((c) => c.id);
    expect(ids).toEqual(expect.arrayContaining([quiet.id, busy.id, other.id]));
    expect(all.list.every((c) => c.columnId === TENNIS)).toBe(true);
    // Live rooms first, by popularity; offline ones after.
    expect(ids.indexOf(busy.id)).toBeLessThan(ids.indexOf(other.id));
    expect(ids.indexOf(other.id)).toBeLessThan(ids.indexOf(quiet.id));
    const firstOffline = all.list.findIndex((c) => !c.live);
    expect(all.list.slice(firstOffline).every((c) => !c.live)).toBe(true);

    const hot = await listAll({ columnId: TENNIS, tab: "hot" });
    expect(hot.list.every((c) => c.live)).toBe(true);
    expect(hot.list.map((c) => c.id)).not.toContain(quiet.id);

    // Newest anchors first in the _new list.
    const newest = await call(t, "web_anchor/anchor_content_list_new", { columnId: TENNIS, pageSize: 10 });
    expect(newest.body.data.list[0].id).toBe(other.id);

    // A banned anchor's room leaves the lists.
    await setAnchorState(t, busy.id, 4);
    expect((await listAll({ columnId: TENNIS })).list.map((c) => c.id)).not.toContain(busy.id);
    expect(await liveCount(TENNIS)).toBe(beforeTennis + 1);
    const gone = await call(t, "web_anchor/anchor_details", { anchorId: busy.id });
    expect(gone.body.code).toBe(ERRORS.anchorNotFound);
  });

  it("pages through a column and refuses unknown columns", async () => {
    const page = await call(t, "web_anchor/anchor_content_list", { columnId: 0, page: 1, pageSize: 10 });
    expect(page.body.data).toMatchObject({ page: 1, pageSize: 10 });
    expect(page.body.data.total).toBeGreaterThanOrEqual(8);
    expect(page.body.data.list.length).toBeLessThanOrEqual(10);
    const second = await call(t, "web_anchor/anchor_content_list", { columnId: 0, page: 2, pageSize: 10 });
    const firstIds = new Set(page.body.data.list.map((c: Card) => c.id));
    expect(second.body.data.list.some((c: Card) => firstIds.has(c.id))).toBe(false);
    expect((await call(t, "web_anchor/anchor_content_list", { columnId: 999 })).body.code).toBe(ERRORS.notFound);
    expect((await call(t, "web_anchor/anchor_content_list", { pageSize: 7 })).body.code).toBe(ERRORS.validation);
  });

  it("shows the room page with play addresses and the follow state", async () => {
    const anchor = await approvedAnchor(t, { announcement: "Hello", live: true, liveStartedAt: new Date() });
    const details = await call(t, "web_anchor/anchor_details", { anchorId: anchor.id });
    expect(details.body.data).toMatchObject({
      id: anchor.id,
      roomName: `Room ${anchor.username}`,
      announcement: "Hello",
      live: true,
      flvUrl: `/live/${anchor.id}.flv`,
      hlsUrl: `/live/${anchor.id}/index.m3u8`,
      followers: 0,
      followed: false,
    });
    expect(details.body.data.liveStartedAt).toBeGreaterThan(0);
    expect((await call(t, "web_anchor/anchor_details", { anchorId: 1 })).body.code).toBe(ERRORS.anchorNotFound);
    const info = await call(t, "web_anchor/anchor_information", { anchorId: anchor.id });
    expect(info.body.data).toMatchObject({ id: anchor.id, photos: 0, notes: 0, followers: 0 });
  });
});

describe("regional covers in the lists", () => {
  it("shows the cover of the viewer's region when it is set and shown", async () => {
    const anchor = await approvedAnchor(t, { columnId: 100, cover: "room-cover.png" });
    const twImage = await ownImage(t, anchor.token);
    const idImage = await ownImage(t, anchor.token);
    await call(t, "web_anchor/AddLiveCover", { region: "TW", image: twImage }, anchor.token);
    const hidden = await call(
      t,
      "web_anchor/AddLiveCover",
      { region: "ID", image: idImage, shown: false },
      anchor.token,
    );

    const coverFor = async (headers: Record<string, string>, token?: string) =>
      (await listAll({ columnId: 100 }, token, headers)).list.find((c) => c.id === anchor.id)?.cover;
    expect(await coverFor({})).toBe("room-cover.png");
    expect(await coverFor({ "x-region": "tw" })).toBe(twImage);
    expect(await coverFor({ "cf-ipcountry": "TW" })).toBe(twImage);
    // A hidden cover is not shown; the room's own cover is.
    expect(await coverFor({ "x-region": "ID" })).toBe("room-cover.png");
    expect(await coverFor({ "x-region": "XX" })).toBe("room-cover.png");

    // Without a header, a signed-in viewer's profile province decides.
    const viewer = await register(t);
    await call(t, "web_anchor/edit_user", { province: "北部 (Northern Taiwan)" }, viewer.token);
    expect(await coverFor({}, viewer.token)).toBe(twImage);
    const zone = await t.app.inject({
      method: "GET",
      url: "/web/web_anchor/getZoneSwitch",
      headers: { authorization: viewer.token },
    });
    expect(zone.json().data).toMatchObject({ open: true, region: "TW" });
    expect(zone.json().data.regions).toContain("BR");

    // Showing the hidden cover makes it the one Indonesian viewers see.
    await call(t, "web_anchor/EditLiveCover", { id: hidden.body.data.id, shown: true }, anchor.token);
    expect(await coverFor({ "x-region": "ID" })).toBe(idImage);
    const details = await t.app.inject({
      method: "POST",
      url: "/web/web_anchor/anchor_details",
      payload: { anchorId: anchor.id },
      headers: { "x-region": "ID" },
    });
    expect(details.json().data.cover).toBe(idImage);
  });
});

describe("follows", () => {
  it("toggles with flags 1 and 2, moves the count by one and completes task_9 once", async () => {
    const anchor = await approvedAnchor(t);
    const fan = await register(t);
    const fanId = Number(fan.userInfo.uid);
    const follow = (flag: number) => call(t, "web_anchor/anchor_follow", { anchorId: anchor.id, flag }, fan.token);

    expect((await follow(1)).body.data).toEqual({ flag: 1, followers: 1 });
    // Following twice changes nothing.
    expect((await follow(1)).body.data).toEqual({ flag: 1, followers: 1 });
    const details = await call(t, "web_anchor/anchor_details", { anchorId: anchor.id }, fan.token);
    expect(details.body.data).toMatchObject({ followed: true, followers: 1 });
    const mine = await call(t, "web_my/my_follows", {}, fan.token);
    expect(mine.body.data.total).toBe(1);
    expect(mine.body.data.list[0]).toMatchObject({ id: anchor.id });
    expect(mine.body.data.list[0].followedAt).toBeGreaterThan(0);
    const fans = await call(t, "web_my/my_fans", {}, anchor.token);
    expect(fans.body.data.list.map((f: { id: number }) => f.id)).toEqual([fanId]);

    expect((await follow(2)).body.data).toEqual({ flag: 2, followers: 0 });
    expect((await follow(2)).body.data).toEqual({ flag: 2, followers: 0 });
    expect((await call(t, "web_my/my_follows", {}, fan.token)).body.data.total).toBe(0);
    expect((await follow(1)).body.data).toEqual({ flag: 1, followers: 1 });

    const tasks = await t.db
      .select()
      .from(userTasks)
      .where(and(eq(userTasks.userId, fanId), eq(userTasks.taskKey, "task_9")));
    expect(tasks).toHaveLength(1);
  });

  it("refuses following oneself, unknown anchors, bad flags and visitors", async () => {
    const anchor = await approvedAnchor(t);
    const fan = await register(t);
    const self = await call(t, "web_anchor/anchor_follow", { anchorId: anchor.id, flag: 1 }, anchor.token);
    expect(self.body.code).toBe(ERRORS.cannotFollowSelf);
    const viewerOnly = Number(fan.userInfo.uid);
    const notAnchor = await call(t, "web_anchor/anchor_follow", { anchorId: viewerOnly, flag: 1 }, anchor.token);
    expect(notAnchor.body.code).toBe(ERRORS.anchorNotFound);
    const badFlag = await call(t, "web_anchor/anchor_follow", { anchorId: anchor.id, flag: 3 }, fan.token);
    expect(badFlag.body.code).toBe(ERRORS.validation);
    const visitor = await call(t, "web_anchor/anchor_follow", { anchorId: anchor.id, flag: 1 });
    expect(visitor.body.code).toBe(ERRORS.loginRequired);
  });

  it("recommends anchors the user does not follow yet", async () => {
    const anchor = await approvedAnchor(t, { live: true, popularity: 5 });
    const fan = await register(t);
    const before = await call(t, "web_anchor/web_recommend_user", {}, fan.token);
    expect(before.body.data.map((u: { id: number }) => u.id)).toContain(anchor.id);
    await call(t, "web_anchor/anchor_follow", { anchorId: anchor.id, flag: 1 }, fan.token);
    const after = await call(t, "web_anchor/web_recommend_user", {}, fan.token);
    expect(after.body.data.map((u: { id: number }) => u.id)).not.toContain(anchor.id);
    const featured = await call(t, "web_anchor/recommend_anchor", {}, anchor.token);
    expect(featured.body.data.map((c: Card) => c.id)).not.toContain(anchor.id);
  });
});

describe("rooms of a match", () => {
  it("lists the rooms streaming a match and the anchor's schedule", async () => {
    const { ids } = await importFixtures(t, [3, 8]);
    const [matchId = 0, later = 0] = ids;
    const streaming = await approvedAnchor(t, { matchId, live: true });
    await approvedAnchor(t);
    const res = await call(t, "web_anchor/match_rooms", { matchId });
    expect(res.body.data.map((c: Card) => c.id)).toEqual([streaming.id]);

    for (const id of [later, matchId]) {
      expect((await call(t, "web_anchor/anchorMatch", { matchId: id }, streaming.token)).body.success).toBe(true);
    }
    const schedule = await call(t, "web_anchor/anchor_schedule", { anchorId: streaming.id });
    expect(schedule.body.data.map((m: { id: number }) => m.id)).toEqual([matchId, later]);
    expect(schedule.body.data.every((m: { booked: null }) => m.booked === null)).toBe(true);
    await call(t, "web_race/web_race_appoint", { matchId: later }, streaming.token);
    const mine = await call(t, "web_anchor/anchor_schedule", { anchorId: streaming.id }, streaming.token);
    expect(mine.body.data.map((m: { booked: string | null }) => m.booked)).toEqual([null, "schedule"]);
    await t.db.update(rooms).set({ matchId: null }).where(eq(rooms.anchorId, streaming.id));
  });

  it("puts the live rooms nearest the viewer first: their language, then their region, then popularity", async () => {
    const { ids } = await importFixtures(t, [4]);
    const [matchId = 0] = ids;
    const anchor = async (popularity: number, lang: string, province: string, live = true) => {
      const made = await approvedAnchor(t, { matchId, live, popularity });
      await t.db.update(users).set({ lang, province }).where(eq(users.id, made.id));
      return made.id;
    };
    const thai = await anchor(10, "tha", "");
    const paulista = await anchor(5, "en", "São Paulo");
    const popular = await anchor(50, "en", "");
    const offline = await anchor(99, "tha", "São Paulo", false);
    const order = async (lang: string, region?: string) => {
      const res = await t.app.inject({
        method: "POST",
        url: "/web/web_anchor/match_rooms",
        payload: { matchId },
        headers: { "language-config": lang, ...(region ? { "x-region": region } : {}) },
      });
      return res.json().data.map((card: Card) => card.id);
    };
    expect(await order("tha")).toEqual([thai, popular, paulista, offline]);
    expect(await order("en", "BR")).toEqual([paulista, popular, thai, offline]);
    expect(await order("en")).toEqual([popular, paulista, thai, offline]);
    await t.db.update(rooms).set({ matchId: null, live: false }).where(eq(rooms.matchId, matchId));
  });
});
