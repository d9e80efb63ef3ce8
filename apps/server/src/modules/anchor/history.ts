import type { LiveHistory } from "@courtside/protocol";
import type { Deps } from "../../deps.js";
import * as repo from "./history-repo.js";

export const HISTORY_JOB = "liveHistoryDaily";
const HISTORY_JOB_KEY = "live-history-daily";
const DAY_MS = 86_400_000;
/** The daily refresh runs at 03:00 UTC, inside the spec's 0:00–6:00 window. */
const RUN_HOUR_UTC = 3;
/** Each run re-reads the last days, so a node that was down for a day or two misses nothing. */
const LOOKBACK_DAYS = 3;
/** The first run ever fills in this much history. */
const BACKFILL_DAYS = 62;

const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/** The next 03:00 UTC after `now`. */
export function nextRun(now: Date): Date {
  const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), RUN_HOUR_UTC));
  return next.getTime() > now.getTime() ? next : new Date(next.getTime() + DAY_MS);
}

/**
 * Live history (spec section 3): per UTC day the popularity peak and the time live, per month the
 * total and the most frequent category. Completed days are stored by a daily job; yesterday and
 * today are computed from the live sessions on demand, so figures are current before the job runs.
 */
export function createHistory({ db, scheduler }: Deps) {
  /** Stores the completed days before `now`: the last few, or `days` of them (the first run: 62). */
  async function refresh(now: Date, days?: number) {
    const lookback = days ?? ((await repo.anyStored(db)) ? LOOKBACK_DAYS : BACKFILL_DAYS);
    const from = utcDay(new Date(now.getTime() - lookback * DAY_MS));
    const to = utcDay(new Date(now.getTime() - DAY_MS));
    const computed = await repo.computeDays(db, from, to, now);
    await repo.saveDays(db, computed);
    return computed.length;
  }

  scheduler.register(HISTORY_JOB, async () => {
    await refresh(new Date());
    return { rerunAt: nextRun(new Date()) };
  });

  return {
    refresh,

    /** Puts the daily job in place (one keyed row); with nothing stored yet, the first run fills in at once. */
    async schedule(now = new Date()) {
      await scheduler.schedule(HISTORY_JOB, HISTORY_JOB_KEY, (await repo.anyStored(db)) ? nextRun(now) : now);
    },

    async month(anchorId: number, month: string, now = new Date()): Promise<LiveHistory> {
      const [year = 0, monthIndex = 1] = month.split("-").map(Number);
      const start = new Date(Date.UTC(year, monthIndex - 1, 1));
      const end = new Date(Date.UTC(year, monthIndex, 1));
      const lastDay = utcDay(new Date(end.getTime() - DAY_MS));
      const today = utcDay(now);
      const yesterday = utcDay(new Date(now.getTime() - DAY_MS));
      const first = utcDay(start);
      // Stored up to the day before yesterday; the rest of the month up to today is computed now.
      const storedBefore = yesterday < utcDay(end) ? yesterday : utcDay(end);
      const computeFrom = yesterday > first ? yesterday : first;
      const computeTo = today < lastDay ? today : lastDay;
      const [stored, fresh, mainColumnId] = await Promise.all([
        repo.storedDays(db, anchorId, first, storedBefore),
        computeFrom <= computeTo ? repo.computeDays(db, computeFrom, computeTo, now, anchorId) : Promise.resolve([]),
        repo.mainColumn(db, anchorId, start, end),
      ]);
      const days = [...stored, ...fresh]
        .filter((d) => d.liveSeconds > 0 || d.popularityPeak > 0)
        .map((d) => ({ day: d.day, popularityPeak: d.popularityPeak, liveSeconds: d.liveSeconds }));
      return {
        month,
        days,
        totalSeconds: days.reduce((sum, d) => sum + d.liveSeconds, 0),
        liveDays: days.filter((d) => d.liveSeconds > 0).length,
        popularityPeak: days.reduce((max, d) => Math.max(max, d.popularityPeak), 0),
        mainColumnId,
      };
    },
  };
}
