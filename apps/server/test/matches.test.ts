import { ERRORS, MATCH_STATUS, PUSH_MATCH_STATUS, PUSH_TYPE } from "@courtside/protocol";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { matches, rooms, users } from "../src/db/schema/index.js";
import { startTestApp, type TestApp } from "./helpers/app.js";
import { importFixtures } from "./helpers/matches.js";
import { makeAnchor } from "./helpers/rooms.js";
import { call, register } from "./helpers/users.js";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ MATCH_FEED: "none" });
});
afterAll(() => t.close());

describe("match lists", () => {
  it("counts a column's live and upcoming matches", async () => {
    const before = (await call(t, "web_race/race_data_column_with_num")).body.data;
    await importFixtures(t, [1, 2, 48]);
    const after = (await call(t, "web_race/race_data_column_with_num")).body.data;
    const count = (list: { id: number; count: number }[], id: number) => list.find((c) => c.id === id)?.count ?? 0;
    expect(count(after, 1) - count(before, 1)).toBe(1);
    expect(count(after, 2) - count(before, 2)).toBe(1);
    expect(count(after, 0) - count(before, 0)).toBe(2);
  });

  it("pages a column, live first, with the hot tab", async () => {
    const { ids } = await importFixtures(t, [0.5, 1, 1.5, 2, 2.5, 3]);
    await t.db
      .update(matches)
      .set({ status: MATCH_STATUS.inProgress, homeScore: [1, 1, 0, 0, 0, 0, 0], awayScore: [0] })
      .where(eq(matches.id, ids[4] ?? 0));
    const page = (body: Record<string, unknown>) => call(t, "web_race/race_data_content_list_page", body);
    const first = (await page({ columnId: 1, page: 1, pageSize: 100 })).body.data;
    const statuses: number[] = first.list.map((m: { status: number }) => m.status);
    // Live matches come before all others (other suites may add live matches of their own).
    expect(statuses.lastIndexOf(MATCH_STATUS.inProgress)).toBeLessThan(statuses.indexOf(MATCH_STATUS.notStarted));
    expect(first.list.find((m: { id: number }) => m.id === ids[4])).toMatchObject({
      status: MATCH_STATUS.inProgress,
      score: "1-0",
    });
    expect(first.list.every((m: { sportId: number }) => m.sportId === 1)).toBe(true);
    const hot = (await page({ columnId: 0, tab: "hot", pageSize: 100 })).body.data;
    expect(hot.list.every((m: { hot: boolean }) => m.hot)).toBe(true);
    const small = (await page({ columnId: 0, page: 2, pageSize: 10 })).body.data;
    expect(small).toMatchObject({ page: 2, pageSize: 10 });
    expect((await page({ pageSize: 15 })).body.code).toBe(ERRORS.validation);
  });

  it("orders live, then to come, then over; filters by a day and a league, and lists the leagues", async () => {
    // Football at the even places (the odd ones are another league's basketball).
    const { ids } = await importFixtures(t, [-3, 99, -1, 99, 2, 99, 5]);
    const [ended, , live, , soon, , later] = ids.map(Number);
    await t.db
      .update(matches)
      .set({ status: MATCH_STATUS.ended })
      .where(eq(matches.id, Number(ended)));
    await t.db
      .update(matches)
      .set({ status: MATCH_STATUS.inProgress })
      .where(eq(matches.id, Number(live)));
    const detail = await call(t, "web_match/web_match_details", { matchId: soon });
    const leagueId = detail.body.data.league.id;
    const page = (body: Record<string, unknown>) =>
      call(t, "web_race/race_data_content_list_page", { columnId: 0, page: 1, pageSize: 10, leagueId, ...body });

    // One room streams the live match.
    const anchor = await makeAnchor(t);
    await t.db
      .update(rooms)
      .set({ matchId: Number(live), live: true })
      .where(eq(rooms.anchorId, anchor.id));

    const all = (await page({})).body.data;
    expect(all.list.map((m: { id: number }) => m.id)).toEqual([live, soon, later, ended]);
    expect(all.list.map((m: { liveCount: number }) => m.liveCount)).toEqual([1, 0, 0, 0]);

    const hour = 3_600_000;
    const now = Date.now();
    const day = (await page({ from: now + 1.5 * hour, to: now + 4 * hour })).body.data;
    expect(day.list.map((m: { id: number }) => m.id)).toEqual([soon]);
    expect(day.total).toBe(1);

    const halfDay = await page({ from: now });
    expect(halfDay.body.code).toBe(ERRORS.validation);
    const tooLong = await page({ from: now, to: now + 27 * hour });
    expect(tooLong.body.code).toBe(ERRORS.validation);

    const leagues = (await call(t, "web_race/race_data_leagues", { columnId: 1 })).body.data;
    expect(leagues.find((league: { id: number }) => league.id === leagueId)).toMatchObject({
      count: 4,
      names: { nameEn: "Test League" },
    });
    // The basketball column does not list a football league.
    const hoops = (await call(t, "web_race/race_data_leagues", { columnId: 2 })).body.data;
    expect(hoops.some((league: { id: number }) => league.id === leagueId)).toBe(false);
  });

  it("shows a match with its timeline, periods and the viewer's booking", async () => {
    const { ids } = await importFixtures(t, [4]);
    const matchId = ids[0];
    const { token } = await register(t);
    await call(t, "web_race/web_race_appoint", { matchId }, token);
    const detail = await call(t, "web_match/web_match_details", { matchId }, token, "tha");
    expect(detail.body.data).toMatchObject({
      id: matchId,
      booked: "schedule",
      events: [],
      home: { name: "Alpha FC TH" },
    });
    expect((await call(t, "web_match/web_match_details", { matchId: 987_654_321 })).body.code).toBe(
      ERRORS.matchNotFound,
    );
  });

  it("lists a sport's matches of a day", async () => {
    const { ids } = await importFixtures(t, [0.1]);
    const day = new Date(Date.now() + 360_000).toISOString().slice(0, 10);
    const res = await t.app.inject({ method: "GET", url: `/web/web_race/show/match/1/${day}` });
    expect(res.json().data.map((m: { id: number }) => m.id)).toContain(ids[0]);
  });

  it("fills the home page blocks", async () => {
    await importFixtures(t, [1, 2]);
    const bottom = (await call(t, "web_home/home_details_bottom")).body.data;
    expect(bottom.upcoming.length).toBeGreaterThan(0);
    const top = (await call(t, "web_home/home_details_top")).body.data;
    expect(top.live ?? top.next).toBeTruthy();
  });
});

describe("match status notices", () => {
  it("stores a type-5 notice with the spec's score text for each booker, once", async () => {
    const { ids } = await importFixtures(t, [0.5]);
    const matchId = ids[0] ?? 0;
    const fan = await register(t);
    await call(t, "web_race/web_race_appoint", { matchId, type: "result" }, fan.token);
    await t.db
      .update(matches)
      .set({ status: MATCH_STATUS.ended, homeScore: [2, 1, 0, 0, 0, 3, 4], awayScore: [2, 0, 0, 0, 0, 3, 2] })
      .where(eq(matches.id, matchId));
    await t.app.services.match.statusChanged(matchId, PUSH_MATCH_STATUS.ended);
    await t.app.services.match.statusChanged(matchId, PUSH_MATCH_STATUS.ended);
    await t.scheduler.runDue();
    const res = await t.app.inject({
      method: "GET",
      url: "/web/notifications",
      headers: { authorization: fan.token, "language-config": "zh" },
    });
    const notices = res.json().data.list.filter((n: { type: number }) => n.type === PUSH_TYPE.matchStatus);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ title: "Match update", body: "Full time: Alpha FC 3(4)-3(2) Beta FC" });
    expect(notices[0].data).toMatchObject({
      matchId,
      sportId: 1,
      status: 2,
      scoreText: "3(4)-3(2)",
      homeScore: "[2,1,0,0,0,3,4]",
    });
    // Keyed by the push language codes of spec section 9.
    expect(notices[0].data.homeName).toEqual({
      cn: "Alpha FC（中）",
      tw: "Alpha FC（繁）",
      vi: "Alpha FC VN",
      th: "Alpha FC TH",
      id: "Alpha FC ID",
      en: "Alpha FC",
    });
  });
});

describe("hot anchors", () => {
  it("lists approved anchors only", async () => {
    const approved = await register(t);
    const applicant = await register(t, { asAnchor: true });
    await t.db.update(users).set({ anchorState: 2, nickname: "Anchor Ace" }).where(eq(users.id, approved.userInfo.uid));
    const anchors = (await call(t, "web_home/home_details_middle")).body.data.anchors;
    expect(anchors).toContainEqual({ id: approved.userInfo.uid, nickname: "Anchor Ace", avatar: null });
    expect(anchors.map((a: { id: number }) => a.id)).not.toContain(applicant.userInfo.uid);
  });
});
