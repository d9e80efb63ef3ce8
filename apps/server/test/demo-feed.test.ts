import { MATCH_STATUS, SPORTS } from "@courtside/protocol";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobs, matches } from "../src/db/schema/index.js";
import { demoFeed } from "../src/modules/match/feed/demo.js";
import { startTestApp, type TestApp } from "./helpers/app.js";
import { ownJob } from "./helpers/job-scope.js";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ MATCH_FEED: "none" });
});
afterAll(() => t.close());

async function demoCounts() {
  const rows = await t.db
    .select({ sportId: matches.sportId, status: matches.status, n: sql<number>`count(*)::int` })
    .from(matches)
    .where(eq(matches.demo, true))
    .groupBy(matches.sportId, matches.status);
  return rows;
}

describe("the demo feed", () => {
  it("keeps live, upcoming and finished matches in every sport", async () => {
    const statuses: number[] = [];
    const feed = demoFeed(t.db, async (_id, status) => {
      statuses.push(status);
    });
    const now = new Date();
    const added = await feed.ensureSchedule(now);
    expect(added).toBeGreaterThan(8 * 40);
    expect(await feed.ensureSchedule(now)).toBe(0);
    await feed.tick(now);
    const counts = await demoCounts();
    for (const sportId of Object.values(SPORTS)) {
      const of = (status: number) => counts.find((c) => c.sportId === sportId && c.status === status)?.n ?? 0;
      expect(of(MATCH_STATUS.ended), `ended in sport ${sportId}`).toBeGreaterThan(0);
      expect(of(MATCH_STATUS.notStarted), `upcoming in sport ${sportId}`).toBeGreaterThan(0);
      expect(of(MATCH_STATUS.inProgress) + of(MATCH_STATUS.ended)).toBeGreaterThan(0);
    }
    // A replayed backlog (matches that ended before the feed ran) sends no notices.
    expect(statuses.filter((s) => s === 2).length).toBeLessThan(8);
  });

  it("moves live matches on and records their timelines", async () => {
    const feed = demoFeed(t.db, async () => {});
    const now = new Date();
    await feed.ensureSchedule(now);
    await feed.tick(now);
    const [live] = await t.db
      .select()
      .from(matches)
      .where(and(eq(matches.demo, true), eq(matches.status, MATCH_STATUS.inProgress)))
      .limit(1);
    if (!live) return; // every sport between two matches at this instant: nothing live to move
    await feed.tick(new Date(now.getTime() + 60 * 60_000));
    const [after] = await t.db.select().from(matches).where(eq(matches.id, live.id));
    expect(after?.status).toBe(MATCH_STATUS.ended);
    const detail = await t.app.inject({
      method: "POST",
      url: "/web/web_match/web_match_details",
      payload: { matchId: live.id },
    });
    const events = detail.json().data.events;
    expect(events[0].type).toBe("start");
    expect(events.at(-1).type).toBe("end");
  });

  it("runs as one durable, self-rescheduling job", async () => {
    const { startMatchFeed } = await import("../src/modules/match/feed/runner.js");
    t.app.config.matchFeed = "demo";
    await startMatchFeed(t.app, t.db);
    const ran = Date.now();
    expect(await t.scheduler.runDue()).toBeGreaterThanOrEqual(1);
    const [job] = await t.db.select().from(jobs).where(ownJob("match-feed"));
    expect(job?.status).toBe("pending");
    // Set again for after the run (a busy machine may already have reached it when this reads it).
    expect(job?.runAt.getTime()).toBeGreaterThan(ran);
  });
});
