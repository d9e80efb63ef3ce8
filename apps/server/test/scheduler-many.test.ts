import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobs } from "../src/db/schema/index.js";
import { startTestApp, type TestApp } from "./helpers/app.js";
import { ownJob } from "./helpers/job-scope.js";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ MATCH_FEED: "none" });
});
afterAll(() => t.close());

describe("scheduling many jobs at once", () => {
  it("writes each key once (the last given wins) and moves a job that was already waiting", async () => {
    const kind = `probe-${randomUUID()}`;
    const ran: unknown[] = [];
    t.scheduler.register(kind, async (payload) => {
      ran.push(payload.n);
      return undefined;
    });
    const later = new Date(Date.now() + 3_600_000);
    const [one, two] = [`${kind}:1`, `${kind}:2`];
    await t.scheduler.schedule(kind, one, later, { n: 0 });
    const due = new Date(Date.now() - 1000);
    await t.scheduler.scheduleGathered(kind, [
      { key: one, runAt: later, payload: { n: 1 } },
      { key: two, runAt: due, payload: { n: 2 } },
      { key: one, runAt: due, payload: { n: 3 } },
    ]);
    const stored = async (key: string) =>
      (await t.db.select({ payload: jobs.payload, runAt: jobs.runAt }).from(jobs).where(ownJob(key)))[0];
    expect(await stored(one)).toEqual({ payload: { n: 3 }, runAt: due });
    expect(await stored(two)).toEqual({ payload: { n: 2 }, runAt: due });
    await t.scheduler.runDue();
    expect(ran.sort()).toEqual([2, 3]);
  });

  it("gathers jobs asked for within a moment into one write, the last of a key winning", async () => {
    const kind = `gathered-${randomUUID()}`;
    const [one, two] = [`${kind}:1`, `${kind}:2`];
    const soon = new Date(Date.now() + 60_000);
    const later = new Date(Date.now() + 120_000);
    const written = [
      t.scheduler.scheduleGathered(kind, [{ key: one, runAt: soon, payload: { n: 1 } }]),
      t.scheduler.scheduleGathered(kind, [
        { key: two, runAt: soon, payload: { n: 2 } },
        { key: one, runAt: later, payload: { n: 3 } },
      ]),
    ];
    const stored = async (key: string) =>
      (await t.db.select({ payload: jobs.payload, runAt: jobs.runAt }).from(jobs).where(ownJob(key)))[0];
    await Promise.all(written);
    expect(await stored(one)).toEqual({ payload: { n: 3 }, runAt: later });
    expect(await stored(two)).toEqual({ payload: { n: 2 }, runAt: soon });
  });
});
