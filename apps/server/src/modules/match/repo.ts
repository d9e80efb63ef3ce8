import { MATCH_STATUS } from "@courtside/protocol";
import { and, asc, count, desc, eq, gte, inArray, lt, lte, or, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.js";
import {
  anchorAppointments,
  bookings,
  leagues,
  matchEvents,
  matches,
  rooms,
  teams,
  users,
} from "../../db/schema/index.js";
import { textMatches } from "../../db/text-search.js";

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
  /** Rooms live now streaming the match. */
  liveCount?: number;
}

/** Rooms live now streaming the match (the partial index on rooms.match_id serves it). */
const liveRooms = sql<number>`(select count(*)::int from ${rooms} where ${rooms.matchId} = ${matches.id} and ${rooms.live})`;

function fullQuery(db: Db) {
  return db
    .select({ match: matches, league: leagues, home, away, liveCount: liveRooms })
    .from(matches)
    .innerJoin(leagues, eq(leagues.id, matches.leagueId))
    .innerJoin(home, eq(home.id, matches.homeTeamId))
    .innerJoin(away, eq(away.id, matches.awayTeamId));
}

/** Over: these come last, the latest first. Any other status is live or still to come. */
const OVER = sql`${matches.status} in (${MATCH_STATUS.ended}, ${MATCH_STATUS.abandoned})`;

/**
 * The order of every list: live matches, then those to come (soonest first), then those over (the
 * latest first), so a schedule reads from what is on now to what is done.
 */
const LIST_ORDER = [
  sql`case when ${matches.status} = ${MATCH_STATUS.inProgress} then 0 when ${OVER} then 2 else 1 end`,
  sql`case when ${OVER} then null else ${matches.startTime} end asc nulls last`,
  desc(matches.startTime),
  asc(matches.id),
];

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

/** Matches starting in `[from, to)`. */
export function startingIn(from: Date, to: Date): SQL {
  return and(gte(matches.startTime, from), lt(matches.startTime, to)) ?? sql`true`;
}

/** The leagues with matches where `where` holds, the busiest first, with their counts. */
export function leaguesWhere(db: Db, where: SQL | undefined) {
  const n = count();
  return db
    .select({ league: leagues, n })
    .from(matches)
    .innerJoin(leagues, eq(leagues.id, matches.leagueId))
    .where(where)
    .groupBy(leagues.id)
    .orderBy(desc(n), asc(leagues.id))
    .limit(100);
}

/** How close a name is to the search, for ordering what was found. */
const closeness = (text: SQL, q: string) => sql`word_similarity(${q}, ${text})`;

/** Teams or leagues whose name in some language holds every term, the closest first. */
export function namedIn<T extends typeof teams | typeof leagues>(
  db: Db,
  table: T,
  terms: readonly string[],
  limit: number,
) {
  const text = sql`${table.searchText}`;
  return db
    .select()
    .from(table as typeof teams)
    .where(textMatches(text, terms))
    .orderBy(desc(closeness(text, terms.join(" "))), asc(table.id))
    .limit(limit);
}

/** Matches whose teams and league together hold every term ("harbour river"), within `reach`, in list order. */
export function matchesNamed(db: Db, terms: readonly string[], reach: SQL | undefined, limit: number) {
  const text = sql`${home.searchText} || ' ' || ${away.searchText} || ' ' || ${leagues.searchText}`;
  return fullQuery(db)
    .where(and(reach, textMatches(text, terms)))
    .orderBy(...LIST_ORDER)
    .limit(limit);
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

/** Live rooms streaming a match now (spec section 3 `bookMatch.liveCount`). */
export async function liveRoomCount(db: Db, matchId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(rooms)
    .where(and(eq(rooms.matchId, matchId), eq(rooms.live, true)));
  return row?.n ?? 0;
}

/** An anchor as a notice names them. */
export async function anchorCard(db: Db, anchorId: number) {
  const [row] = await db
    .select({ id: users.id, nickname: users.nickname, avatar: users.avatar })
    .from(users)
    .where(eq(users.id, anchorId));
  return row;
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

export async function deleteAppointment(db: Db, anchorId: number, matchId: number): Promise<boolean> {
  const rows = await db
    .delete(anchorAppointments)
    .where(and(eq(anchorAppointments.anchorId, anchorId), eq(anchorAppointments.matchId, matchId)))
    .returning({ matchId: anchorAppointments.matchId });
  return rows.length > 0;
}

/** Serialises one anchor's schedule changes, so two at once cannot both pass the gap check. */
export async function lockSchedule(db: Db, anchorId: number): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(3102, ${anchorId})`);
}

export async function appointmentsOf(db: Db, anchorId: number) {
  const rows = await db
    .select({ matchId: anchorAppointments.matchId })
    .from(anchorAppointments)
    .where(eq(anchorAppointments.anchorId, anchorId));
  return rows.map((row) => row.matchId);
}
