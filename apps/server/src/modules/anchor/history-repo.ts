import { and, asc, eq, gte, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { rowsOf } from "../../db/rows.js";
import { liveHistoryDaily, liveSessions } from "../../db/schema/index.js";

export interface DayFigures {
  anchorId: number;
  day: string;
  popularityPeak: number;
  liveSeconds: number;
  mainColumnId: number | null;
}

/**
 * Per anchor and UTC day from `from` to `to` (inclusive, YYYY-MM-DD): the highest popularity of the
 * sessions that touched the day, the seconds live within the day (a session still on counts up to
 * `now`) and the column streamed in most often.
 */
export async function computeDays(
  db: Db,
  from: string,
  to: string,
  now: Date,
  anchorId?: number,
): Promise<DayFigures[]> {
  const nowIso = now.toISOString();
  const result = await db.execute(sql`
    select s.anchor_id as "anchorId",
      to_char(d.day, 'YYYY-MM-DD') as "day",
      max(s.peak_popularity)::int as "popularityPeak",
      round(sum(extract(epoch from
        least(coalesce(s.ended_at, ${nowIso}::timestamptz), b.hi) - greatest(s.started_at, b.lo))))::int as "liveSeconds",
      mode() within group (order by s.column_id) as "mainColumnId"
    from generate_series(${from}::timestamp, ${to}::timestamp, interval '1 day') as d(day)
    cross join lateral (select d.day at time zone 'UTC' as lo, (d.day + interval '1 day') at time zone 'UTC' as hi) b
    join ${liveSessions} s on s.started_at < b.hi and coalesce(s.ended_at, ${nowIso}::timestamptz) > b.lo
      and s.started_at <= ${nowIso}::timestamptz
    where ${anchorId === undefined ? sql`true` : sql`s.anchor_id = ${anchorId}`}
    group by s.anchor_id, d.day
    order by d.day`);
  return rowsOf(result).map((row) => ({
    anchorId: Number(row.anchorId),
    day: String(row.day),
    popularityPeak: Number(row.popularityPeak ?? 0),
    liveSeconds: Math.max(0, Number(row.liveSeconds ?? 0)),
    mainColumnId: row.mainColumnId === null || row.mainColumnId === undefined ? null : Number(row.mainColumnId),
  }));
}

/** Stores computed days, replacing what was stored for them. */
export async function saveDays(db: Db, days: DayFigures[]): Promise<void> {
  if (days.length === 0) return;
  await db
    .insert(liveHistoryDaily)
    .values(days.map((d) => ({ ...d, updatedAt: new Date() })))
    .onConflictDoUpdate({
      target: [liveHistoryDaily.anchorId, liveHistoryDaily.day],
      set: {
        popularityPeak: sql`excluded.popularity_peak`,
        liveSeconds: sql`excluded.live_seconds`,
        mainColumnId: sql`excluded.main_column_id`,
        updatedAt: sql`excluded.updated_at`,
      },
    });
}

/** Stored days of one anchor in [from, before). */
export function storedDays(db: Db, anchorId: number, from: string, before: string) {
  return db
    .select()
    .from(liveHistoryDaily)
    .where(
      and(eq(liveHistoryDaily.anchorId, anchorId), gte(liveHistoryDaily.day, from), lt(liveHistoryDaily.day, before)),
    )
    .orderBy(asc(liveHistoryDaily.day));
}

/** The column of most of the anchor's sessions that started in [from, before); ties go to the longer total. */
export async function mainColumn(db: Db, anchorId: number, from: Date, before: Date): Promise<number | null> {
  const [row] = await db
    .select({ columnId: liveSessions.columnId })
    .from(liveSessions)
    .where(
      and(
        eq(liveSessions.anchorId, anchorId),
        gte(liveSessions.startedAt, from),
        lt(liveSessions.startedAt, before),
        sql`${liveSessions.columnId} is not null`,
      ),
    )
    .groupBy(liveSessions.columnId)
    .orderBy(
      sql`count(*) desc`,
      sql`sum(extract(epoch from coalesce(${liveSessions.endedAt}, now()) - ${liveSessions.startedAt})) desc`,
      asc(liveSessions.columnId),
    )
    .limit(1);
  return row?.columnId ?? null;
}

export async function anyStored(db: Db): Promise<boolean> {
  const [row] = await db.select({ day: liveHistoryDaily.day }).from(liveHistoryDaily).limit(1);
  return row !== undefined;
}
