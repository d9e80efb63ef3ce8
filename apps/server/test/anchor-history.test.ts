import { SPORTS } from "@courtside/protocol";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobs, liveHistoryDaily } from "../src/db/schema/index.js";
import { nextRun } from "../src/modules/anchor/history.js";
import { addSession, approvedAnchor } from "./anchor-fixtures.js";
import { startTestApp, type TestApp } from "./helpers/app.js";
import { ownJob } from "./helpers/job-scope.js";
import { call } from "./helpers/users.js";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ MATCH_FEED: "none" });
});
afterAll(() => t.close());

const HOUR = 3600_000;
const DAY = 24 * HOUR;
const utc = (iso: string) => new Date(`${iso}Z`);
const monthOf = (at: Date) => at.toISOString().slice(0, 7);
const dayOf = (at: Date) => at.toISOString().slice(0, 10);

describe("live history", () => {
  it("sums days from sessions, splits sessions across midnight and names the month's main category", async () => {
    const anchor = await approvedAnchor(t);
    const history = t.app.services.anchor.history;
    // March 2024: two football sessions on the 3rd, one basketball session across midnight 10th → 11th.
    await addSession(t, anchor.id, utc("2024-03-03T10:00:00"), utc("2024-03-03T12:00:00"), 500, SPORTS.football);
    await addSession(t, anchor.id, utc("2024-03-03T20:00:00"), utc("2024-03-03T20:30:00"), 900, SPORTS.football);
    await addSession(t, anchor.id, utc("2024-03-10T23:00:00"), utc("2024-03-11T01:30:00"), 300, SPORTS.basketball);
    // February's last day, not in March.
    await addSession(t, anchor.id, utc("2024-02-29T10:00:00"), utc("2024-02-29T11:00:00"), 100, SPORTS.basketball);

    // Before the job ran, a past month has no stored days.
    const now = utc("2024-04-20T12:00:00");
    expect((await history.month(anchor.id, "2024-03", now)).days).toEqual([]);

    // A first run's back-fill (other suites sharing the database may have stored days already).
    await history.refresh(utc("2024-04-02T03:00:00"), 62);
    const march = await history.month(anchor.id, "2024-03", now);
    expect(march.days).toEqual([
      { day: "2024-03-03", popularityPeak: 900, liveSeconds: 2.5 * 3600 },
      { day: "2024-03-10", popularityPeak: 300, liveSeconds: 3600 },
      { day: "2024-03-11", popularityPeak: 300, liveSeconds: 1.5 * 3600 },
    ]);
    expect(march).toMatchObject({
      month: "2024-03",
      totalSeconds: 5 * 3600,
      liveDays: 3,
      popularityPeak: 900,
      mainColumnId: SPORTS.football,
    });
    const stored = await t.db.select().from(liveHistoryDaily).where(eq(liveHistoryDaily.anchorId, anchor.id));
    expect(stored.find((d) => d.day === "2024-03-03")?.mainColumnId).toBe(SPORTS.football);
  });

  it("computes yesterday and today on demand, counting a session still live up to now", async () => {
    const anchor = await approvedAnchor(t);
    const now = new Date();
    const start = new Date(Math.max(now.getTime() - 2 * HOUR, Date.parse(`${dayOf(now)}T00:00:00Z`)));
    await addSession(t, anchor.id, start, null, 4200, SPORTS.tennis);
    const res = await call(t, "web_anchor/live_history", { anchorId: anchor.id, month: monthOf(now) });
    const today = res.body.data.days.find((d: { day: string }) => d.day === dayOf(now));
    expect(today.popularityPeak).toBe(4200);
    expect(Math.abs(today.liveSeconds - (now.getTime() - start.getTime()) / 1000)).toBeLessThan(30);
    expect(res.body.data.mainColumnId).toBe(SPORTS.tennis);
    const bad = await call(t, "web_anchor/live_history", { anchorId: anchor.id, month: "2024-13" });
    expect(bad.body.success).toBe(false);
  });

  it("runs as a daily job between 0:00 and 6:00 that reschedules itself", async () => {
    const [job] = await t.db.select().from(jobs).where(ownJob("live-history-daily"));
    expect(job?.kind).toBe("liveHistoryDaily");
    expect(nextRun(utc("2024-05-01T02:59:00")).toISOString()).toBe("2024-05-01T03:00:00.000Z");
    expect(nextRun(utc("2024-05-01T03:00:00")).toISOString()).toBe("2024-05-02T03:00:00.000Z");

    const anchor = await approvedAnchor(t);
    const yesterday = new Date(Date.now() - DAY);
    const start = new Date(`${dayOf(yesterday)}T08:00:00Z`);
    await addSession(t, anchor.id, start, new Date(start.getTime() + HOUR), 77, null);
    await t.db
      .update(jobs)
      .set({ runAt: new Date(Date.now() - 1000) })
      .where(ownJob("live-history-daily"));
    await t.scheduler.runDue();
    const [row] = await t.db
      .select()
      .from(liveHistoryDaily)
      .where(and(eq(liveHistoryDaily.anchorId, anchor.id), eq(liveHistoryDaily.day, dayOf(yesterday))));
    expect(row).toMatchObject({ liveSeconds: 3600, popularityPeak: 77 });
    const [next] = await t.db.select().from(jobs).where(ownJob("live-history-daily"));
    expect(next?.status).toBe("pending");
    expect(next?.runAt.getUTCHours()).toBe(3);
    expect(next?.runAt.getTime()).toBeGreaterThan(Date.now());
  });
});
