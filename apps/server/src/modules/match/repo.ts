import { and, asc, count, desc, eq, gte, inArray, lt, lte, or, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.js";
import { anchorAppointments, bookings, leagues, matchEvents, matches, teams } from "../../db/schema/index.js";

const home = alias(teams, "home");
const away = alias(teams, "away");

export type MatchRow = typeof matches.$inferSelect;
export type TeamRow = typeof teams.$inferSelect;
export type LeagueRow = typeof leagues.$inferSelect;
export interface FullMatchRow {
  match: MatchRow;
  league: LeagueRow;
  home: TeamRow;
  away: TeamRow;
}

function fullQuery(db: Db) {
  return db
    .select({ match: matches, league: leagues, home, away })
    .from(matches)
    .innerJoin(leagues, eq(leagues.id, matches.leagueId))
    .innerJoin(home, eq(home.id, matches.homeTeamId))
    .innerJoin(away, eq(away.id, matches.awayTeamId));
}

/** Live matches first, then by start time: the order of every list. */
const LIST_ORDER = [sql`case when ${matches.status} = 2 then 0 else 1 end`, asc(matches.startTime), asc(matches.id)];

export async function page(db: Db, where: SQL | undefined, offset: number, limit: number) {
  const [rows, [total]] = await Promise.all([
    fullQuery(db)
      .where(where)
      .orderBy(...LIST_ORDER)
      .offset(offset)
      .limit(limit),
    db.select({ n: count() }).from(matches).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export function list(db: Db, where: SQL | undefined, limit: number, newestFirst = false) {
  return fullQuery(db)
    .where(where)
    .orderBy(...(newestFirst ? [desc(matches.startTime)] : LIST_ORDER))
    .limit(limit);
}

export async function findFull(db: Db, id: number): Promise<FullMatchRow | undefined> {
  const [row] = await fullQuery(db).where(eq(matches.id, id));
  return row;
}

/** Live and upcoming matches of the next day, counted per sport. */
export function countsBySport(db: Db, now: Date) {
  return db.select({ sportId: matches.sportId, n: count() }).from(matches).where(window(now)).groupBy(matches.sportId);
}

/** The window lists show: live now, or starting between 6 hours ago and 24 hours ahead. */
export function window(now: Date): SQL {
  const from = new Date(now.getTime() - 6 * 3600_000);
  const to = new Date(now.getTime() + 24 * 3600_000);
  return or(eq(matches.status, 2), and(gte(matches.startTime, from), lt(matches.startTime, to))) ?? sql`true`;
}

export function events(db: Db, matchId: number) {
  return db
    .select()
    .from(matchEvents)
    .where(eq(matchEvents.matchId, matchId))
    .orderBy(asc(matchEvents.at), asc(matchEvents.id));
}

// Bookings

export async function bookingOf(db: Db, userId: number) {
  const [row] = await db.select().from(bookings).where(eq(bookings.userId, userId));
  return row;
}

export function bookingsFor(db: Db, userId: number, matchIds: number[]) {
  if (matchIds.length === 0) return Promise.resolve([]);
  return db
    .select({ matchId: bookings.matchId, type: bookings.type })
    .from(bookings)
    .where(and(eq(bookings.userId, userId), inArray(bookings.matchId, matchIds)));
}

export async function insertBooking(db: Db, userId: number, matchId: number, type: string) {
  const rows = await db.insert(bookings).values({ userId, matchId, type }).onConflictDoNothing().returning();
  return rows[0];
}

/** Deletes a booking; false when there was none. */
export async function deleteBooking(db: Db, userId: number, matchId: number): Promise<boolean> {
  const rows = await db
    .delete(bookings)
    .where(and(eq(bookings.userId, userId), eq(bookings.matchId, matchId)))
    .returning({ matchId: bookings.matchId });
  return rows.length > 0;
}

export async function bookersOf(db: Db, matchId: number, type?: string) {
  const rows = await db
    .select({ userId: bookings.userId })
    .from(bookings)
    .where(type ? and(eq(bookings.matchId, matchId), eq(bookings.type, type)) : eq(bookings.matchId, matchId));
  return rows.map((row) => row.userId);
}

// Anchor appointments

export function appointmentsNear(db: Db, anchorId: number, startTime: Date, gapMs: number) {
  return db
    .select()
    .from(anchorAppointments)
    .where(
      and(
        eq(anchorAppointments.anchorId, anchorId),
        gte(anchorAppointments.startTime, new Date(startTime.getTime() - gapMs)),
        lte(anchorAppointments.startTime, new Date(startTime.getTime() + gapMs)),
      ),
    );
}

export async function insertAppointment(db: Db, anchorId: number, matchId: number, startTime: Date) {
  await db.insert(anchorAppointments).values({ anchorId, matchId, startTime }).onConflictDoNothing();
}

export async function appointmentsOf(db: Db, anchorId: number) {
  const rows = await db
    .select({ matchId: anchorAppointments.matchId })
    .from(anchorAppointments)
    .where(eq(anchorAppointments.anchorId, anchorId));
  return rows.map((row) => row.matchId);
}
