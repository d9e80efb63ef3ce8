import { MATCH_STATUS, PUSH_MATCH_STATUS, SPORTS } from "@courtside/protocol";
import type { Db } from "../../../db/client.js";
import * as repo from "./repo.js";
import type { ImportFile } from "./types.js";

/**
 * The push status (spec section 3) of a stored match's status change, if it calls for a notice: one
 * now under way has started, one now over has ended. The import format has no half time; a match
 * new to the database has nobody who booked it.
 */
function pushStatusOf(from: number | undefined, to: number): number | undefined {
  if (from === undefined || from === to) return undefined;
  if (to === MATCH_STATUS.inProgress) return PUSH_MATCH_STATUS.started;
  if (to === MATCH_STATUS.ended) return PUSH_MATCH_STATUS.ended;
  return undefined;
}

/** What an import tells the match service about stored matches it changed. */
export interface ImportHooks {
  /** A match started or ended since (its push status): the service queues the type-5 notice. */
  statusChanged?: (matchId: number, pushStatus: number) => Promise<void>;
  /** A match's kick-off moved: the service moves its bookers' reminder with it. */
  kickoffMoved?: (matchId: number) => Promise<void>;
}

/**
 * Stores an import file: leagues, teams, then matches, each keyed by the provider's id so the same
 * file can be imported again to update results and times, telling `hooks` what changed for
 * matches already stored, as the demo feed does.
 */
export async function importMatches(db: Db, file: ImportFile, hooks: ImportHooks = {}) {
  const leagueIds = new Map<string, number>();
  const teamIds = new Map<string, number>();
  for (const league of file.leagues)
    leagueIds.set(league.id, await repo.upsertLeague(db, league.id, SPORTS[league.sport], league.names));
  for (const team of file.teams) {
    teamIds.set(
      team.id,
      await repo.upsertTeam(db, {
        externalId: team.id,
        sportId: SPORTS[team.sport],
        names: team.names,
        logo: team.logo,
        color: team.color,
      }),
    );
  }
  const sportOfLeague = new Map(file.leagues.map((l) => [l.id, SPORTS[l.sport]]));
  let stored = 0;
  for (const match of file.matches) {
    const leagueId = leagueIds.get(match.league);
    const homeTeamId = teamIds.get(match.home);
    const awayTeamId = teamIds.get(match.away);
    const sportId = sportOfLeague.get(match.league);
    if (!leagueId || !homeTeamId || !awayTeamId || sportId === undefined) {
      throw new Error(`match ${match.id}: unknown league or team (${match.league}, ${match.home}, ${match.away})`);
    }
    const status = MATCH_STATUS[match.status];
    const startTime = new Date(match.startTime);
    const { id, previousStatus, previousStartTime } = await repo.upsertMatch(db, {
      externalId: match.id,
      sportId,
      leagueId,
      homeTeamId,
      awayTeamId,
      startTime,
      status,
      homeScore: match.homeScore,
      awayScore: match.awayScore,
      vbScores: match.vbScores,
      hot: match.hot,
      demo: false,
    });
    const pushStatus = pushStatusOf(previousStatus, status);
    if (pushStatus !== undefined) await hooks.statusChanged?.(id, pushStatus);
    if (previousStartTime && previousStartTime.getTime() !== startTime.getTime()) await hooks.kickoffMoved?.(id);
    stored += 1;
  }
  return { leagues: leagueIds.size, teams: teamIds.size, matches: stored };
}
