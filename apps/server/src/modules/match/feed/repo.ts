import type { LocalizedNames } from "@courtside/protocol";
import { and, eq, inArray, lte, or, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.js";
import { leagues, matchEvents, matches, teams } from "../../../db/schema/index.js";

type MatchValues = typeof matches.$inferInsert;
export type MatchState = Pick<MatchValues, "status" | "clock" | "homeScore" | "awayScore" | "vbScores">;

export async function upsertLeague(db: Db, externalId: string, sportId: number, names: LocalizedNames) {
  const [row] = await db
    .insert(leagues)
    .values({ externalId, sportId, ...names })
    .onConflictDoUpdate({ target: leagues.externalId, set: { sportId, ...names } })
    .returning({ id: leagues.id });
  if (!row) throw new Error(`league ${externalId} not stored`);
  return row.id;
}

export async function upsertTeam(
  db: Db,
  team: { externalId: string; sportId: number; names: LocalizedNames; logo: string | null; color: string },
) {
  const values = {
    externalId: team.externalId,
    sportId: team.sportId,
    logo: team.logo,
    color: team.color,
    ...team.names,
  };
  const [row] = await db
    .insert(teams)
    .values(values)
    .onConflictDoUpdate({ target: teams.externalId, set: values })
    .returning({ id: teams.id });
  if (!row) throw new Error(`team ${team.externalId} not stored`);
  return row.id;
}

/** Inserts or updates a match by its external id; returns its id and the status it had before. */
export async function upsertMatch(db: Db, values: Omit<MatchValues, "id" | "updatedAt">) {
  const [before] = await db
    .select({ id: matches.id, status: matches.status, startTime: matches.startTime })
    .from(matches)
    .where(eq(matches.externalId, values.externalId));
  const [row] = await db
    .insert(matches)
    .values(values)
    .onConflictDoUpdate({ target: matches.externalId, set: { ...values, updatedAt: new Date() } })
    .returning({ id: matches.id });
  if (!row) throw new Error(`match ${values.externalId} not stored`);
  return { id: row.id, previousStatus: before?.status, previousStartTime: before?.startTime };
}

/** New matches only; existing external ids are left as they are. Returns how many were added. */
export async function insertNewMatches(db: Db, rows: Omit<MatchValues, "id" | "updatedAt">[]) {
  if (rows.length === 0) return 0;
  const added = await db.insert(matches).values(rows).onConflictDoNothing().returning({ id: matches.id });
  return added.length;
}

export function existingExternalIds(db: Db, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.select({ externalId: matches.externalId }).from(matches).where(inArray(matches.externalId, ids));
}

/** Demo matches the simulator must move on: started by the clock but not over. */
export function dueDemoMatches(db: Db, now: Date) {
  return db
    .select()
    .from(matches)
    .where(and(eq(matches.demo, true), lte(matches.startTime, now), or(eq(matches.status, 1), eq(matches.status, 2))));
}

export async function saveState(db: Db, id: number, state: MatchState, updatedAt: Date) {
  const { status, clock, homeScore, awayScore, vbScores } = state;
  await db.update(matches).set({ status, clock, homeScore, awayScore, vbScores, updatedAt }).where(eq(matches.id, id));
}

export async function insertEvents(db: Db, rows: (typeof matchEvents.$inferInsert)[]) {
  if (rows.length > 0) await db.insert(matchEvents).values(rows);
}

export async function deleteOldDemoMatches(db: Db, before: Date) {
  await db
    .delete(matches)
    .where(and(eq(matches.demo, true), lte(matches.startTime, before), sql`${matches.status} <> 2`));
}
