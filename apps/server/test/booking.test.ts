import { ERRORS, PUSH_TYPE } from "@courtside/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobs } from "../src/db/schema/index.js";
import { importMatches } from "../src/modules/match/feed/import.js";
import { startTestApp, type TestApp } from "./helpers/app.js";
import { ownJob } from "./helpers/job-scope.js";
import { importFixtures } from "./helpers/matches.js";
import { call, register } from "./helpers/users.js";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ MATCH_FEED: "none" });
});
afterAll(() => t.close());

const book = (token: string, body: Record<string, unknown>) => call(t, "web_race/web_race_appoint", body, token);

describe("booking matches", () => {
  it("books one match at a time, asking before switching", async () => {
    const { ids } = await importFixtures(t, [3, 6]);
    const [first, second] = ids;
    const { token } = await register(t);
    const booked = await book(token, { matchId: first });
    expect(booked.body.data.booking).toMatchObject({ type: "schedule", match: { id: first, booked: "schedule" } });
    expect((await book(token, { matchId: first })).body.success).toBe(true);
    const ask = await book(token, { matchId: second });
    expect(ask.status).toBe(409);
    expect(ask.body).toMatchObject({ code: ERRORS.bookingSwitch, data: { matchId: first } });
    const switched = await book(token, { matchId: second, switch: true });
    expect(switched.body.data).toMatchObject({ cancelledMatchId: first, booking: { match: { id: second } } });
    const mine = await call(t, "web_race/race_data_appoint", {}, token);
    expect(mine.body.data.map((b: { match: { id: number } }) => b.match.id)).toEqual([second]);
  });

  it("keeps schedule and result bookings apart", async () => {
    const { ids } = await importFixtures(t, [3, 6]);
    const { token } = await register(t);
    await book(token, { matchId: ids[0], type: "result" });
    const other = await book(token, { matchId: ids[1], type: "schedule", switch: true });
    expect(other.body.code).toBe(ERRORS.bookingTypeConflict);
    const same = await book(token, { matchId: ids[0], type: "schedule" });
    expect(same.body.code).toBe(ERRORS.bookingTypeConflict);
    // Confirmed, the booking of the same match changes kind, still one booking.
    const retyped = await book(token, { matchId: ids[0], type: "schedule", switch: true });
    expect(retyped.body.data).toMatchObject({ booking: { type: "schedule" }, cancelledMatchId: null });
    const back = await book(token, { matchId: ids[0], type: "result", switch: true });
    expect(back.body.data.booking.type).toBe("result");
    expect((await call(t, "web_race/race_data_appoint", {}, token)).body.data).toHaveLength(1);
    const cancelled = await book(token, { matchId: ids[0], cancel: true });
    expect(cancelled.body.data.cancelledMatchId).toBe(ids[0]);
    const nothing = await book(token, { matchId: ids[0], cancel: true });
    expect(nothing.body.data.cancelledMatchId).toBeNull();
    expect((await book(token, { matchId: ids[1], type: "schedule" })).body.success).toBe(true);
  });

  it("holds the one-booking rule under concurrent requests", async () => {
    const { ids } = await importFixtures(t, [2, 4, 6, 8]);
    const { token } = await register(t);
    const results = await Promise.all(ids.map((matchId) => book(token, { matchId })));
    expect(results.filter((r) => r.body.success)).toHaveLength(1);
    expect((await call(t, "web_race/race_data_appoint", {}, token)).body.data).toHaveLength(1);
  });

  it("refuses finished matches and unknown ones", async () => {
    const { ids } = await importFixtures(t, [-3], { status: "ended", homeScore: [2], awayScore: [1] });
    const { token } = await register(t);
    expect((await book(token, { matchId: ids[0] })).body.code).toBe(ERRORS.matchNotBookable);
    expect((await book(token, { matchId: 999_999_999 })).body.code).toBe(ERRORS.matchNotFound);
  });

  it("reminds schedule bookers 5 minutes before kick-off through a durable job", async () => {
    const { ids } = await importFixtures(t, [1]);
    const matchId = ids[0] ?? 0;
    const a = await register(t);
    const b = await register(t);
    await book(a.token, { matchId });
    await book(b.token, { matchId });
    const [job] = await t.db
      .select()
      .from(jobs)
      .where(ownJob(`match-reminder:${matchId}`));
    expect(job?.runAt.getTime()).toBeCloseTo(Date.now() + 55 * 60_000, -5);
    // Bring the job due and run the scheduler once, as a node's poller would.
    await t.scheduler.schedule("matchReminder", `match-reminder:${matchId}`, new Date(Date.now() - 1000), { matchId });
    expect(await t.scheduler.runDue()).toBeGreaterThanOrEqual(1);
    const notices = await t.app.inject({
      method: "GET",
      url: "/web/notifications",
      headers: { authorization: a.token, "language-config": "en" },
    });
    const reminder = notices.json().data.list.find((n: { type: number }) => n.type === PUSH_TYPE.bookedMatchSoon);
    expect(reminder).toMatchObject({
      title: "Your booked match starts soon",
      body: "Alpha FC vs Beta FC starts in 5 minutes",
    });
    expect(reminder.data.bookMatch).toMatchObject({ matchId, homeName: "Alpha FC", awayName: "Beta FC" });
    // A retried job notifies nobody twice.
    await t.scheduler.schedule("matchReminder", `match-reminder:${matchId}`, new Date(Date.now() - 1000), { matchId });
    await t.scheduler.runDue();
    const again = await t.app.inject({ method: "GET", url: "/web/notifications", headers: { authorization: a.token } });
    expect(again.json().data.list.filter((n: { type: number }) => n.type === PUSH_TYPE.bookedMatchSoon)).toHaveLength(
      1,
    );
  });

  it("moves the reminder with the kick-off when an import moves it, later or to within 5 minutes", async () => {
    const { file, ids } = await importFixtures(t, [1, 2]);
    const [booked = 0, unbooked = 0] = ids;
    const fan = await register(t);
    await book(fan.token, { matchId: booked });
    const runAt = async (matchId: number) => {
      const [job] = await t.db
        .select({ runAt: jobs.runAt })
        .from(jobs)
        .where(ownJob(`match-reminder:${matchId}`));
      return job?.runAt.getTime();
    };
    // The file imported again with both kick-offs moved, as `npm run matches -- import` does it.
    const reimport = (startsInMs: number) =>
      importMatches(
        t.db,
        {
          ...file,
          matches: file.matches.map((m) => ({ ...m, startTime: new Date(Date.now() + startsInMs).toISOString() })),
        },
        { kickoffMoved: t.app.services.match.kickoffMoved },
      );
    await reimport(3 * 3600_000);
    expect(await runAt(booked)).toBeCloseTo(Date.now() + 3 * 3600_000 - 5 * 60_000, -5);
    // Nobody booked the other match: no reminder is made for it.
    expect(await runAt(unbooked)).toBeUndefined();
    // Moved to within 5 minutes of now: the reminder is due at once.
    await reimport(2 * 60_000);
    expect(await runAt(booked)).toBeLessThanOrEqual(Date.now());
    // Out of the lists' window again, so other suites' counts stay as they are.
    await reimport(30 * 3600_000);
  });
});
