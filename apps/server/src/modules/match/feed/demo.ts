import type { SportKey } from "@courtside/protocol";
import { SPORTS } from "@courtside/protocol";
import type { Db } from "../../../db/client.js";
import { DEMO_LEAGUES } from "../../../seed/demo-teams.js";
import * as repo from "./repo.js";
import { advance, initialState, type Rng } from "./sim.js";
import type { MatchFeed } from "./types.js";

const SLOT_MS = 40 * 60_000;
const TICK_MS = 5_000;
const SCHEDULE_EVERY_MS = 10 * 60_000;
const PAST_MS = 6 * 3600_000;
const AHEAD_MS = 24 * 3600_000;
const KEEP_MS = 2 * 86_400_000;

const SPORT_KEYS = Object.keys(DEMO_LEAGUES).filter((key): key is SportKey => Object.hasOwn(SPORTS, key));
const sportKeyOf = (sportId: number) => SPORT_KEYS.find((key) => SPORTS[key] === sportId);

/**
 * A feed that keeps a realistic schedule across all sports: every sport has a match every 40
 * minutes (staggered by 5 minutes per sport) from 6 hours back to a day ahead, and matches play out
 * on the compressed clock of sim.ts, so there are always live, upcoming and finished matches.
 */
export function demoFeed(
  db: Db,
  onStatus: (matchId: number, pushStatus: number) => Promise<void>,
  rng: Rng = Math.random,
): MatchFeed & {
  ensureSchedule(now: Date): Promise<number>;
  tick(now: Date): Promise<void>;
} {
  let ids: Promise<Map<string, number>> | undefined;
  let scheduledAt = 0;

  /** Leagues and teams, stored once per process (upserts, so every node may do it). */
  function catalog() {
    ids ??= (async () => {
      const map = new Map<string, number>();
      for (const sport of SPORT_KEYS) {
        for (const league of DEMO_LEAGUES[sport]) {
          map.set(league.key, await repo.upsertLeague(db, `demo:${league.key}`, SPORTS[sport], league.names));
          for (const team of league.teams) {
            map.set(
              team.key,
              await repo.upsertTeam(db, {
                externalId: `demo:${team.key}`,
                sportId: SPORTS[sport],
                names: team.names,
                logo: null,
                color: team.color,
              }),
            );
          }
        }
      }
      return map;
    })();
    return ids;
  }

  async function ensureSchedule(now: Date) {
    const map = await catalog();
    const rows: Parameters<typeof repo.insertNewMatches>[1] = [];
    SPORT_KEYS.forEach((sport, index) => {
      const offset = index * 5 * 60_000;
      const first = Math.floor((now.getTime() - PAST_MS - offset) / SLOT_MS);
      const last = Math.ceil((now.getTime() + AHEAD_MS - offset) / SLOT_MS);
      const leagues = DEMO_LEAGUES[sport];
      for (let slot = first; slot <= last; slot++) {
        const league = leagues[slot % leagues.length];
        if (!league) continue;
        const teams = league.teams;
        const homeIndex = slot % teams.length;
        const awayIndex = (homeIndex + 1 + (Math.floor(slot / teams.length) % (teams.length - 1))) % teams.length;
        const home = map.get(teams[homeIndex]?.key ?? "");
        const away = map.get(teams[awayIndex]?.key ?? "");
        const leagueId = map.get(league.key);
        if (!home || !away || !leagueId || home === away) continue;
        const state = initialState(sport);
        rows.push({
          externalId: `demo:${sport}:${slot}`,
          sportId: SPORTS[sport],
          leagueId,
          homeTeamId: home,
          awayTeamId: away,
          startTime: new Date(slot * SLOT_MS + offset),
          status: state.status,
          clock: null,
          homeScore: state.homeScore,
          awayScore: state.awayScore,
          vbScores: state.vbScores,
          hot: slot % 3 === 0,
          demo: true,
        });
      }
    });
    await repo.deleteOldDemoMatches(db, new Date(now.getTime() - KEEP_MS));
    return repo.insertNewMatches(db, rows);
  }

  async function tick(now: Date) {
    for (const row of await repo.dueDemoMatches(db, now)) {
      const sport = sportKeyOf(row.sportId);
      if (!sport) continue;
      const start = row.startTime.getTime();
      const from = row.status === 1 ? 0 : row.updatedAt.getTime() - start;
      const { state, events, pushes } = advance(sport, row, from, now.getTime() - start, rng);
      await repo.saveState(db, row.id, state, now);
      await repo.insertEvents(
        db,
        events.map((e) => ({
          matchId: row.id,
          at: new Date(start + e.t),
          clock: e.clock,
          type: e.type,
          side: e.side,
          score: e.score,
        })),
      );
      // Notices only for what happens now, not for a backlog replayed after a restart.
      const recent = now.getTime() - start - from < 5 * 60_000;
      if (recent) for (const push of pushes) await onStatus(row.id, push);
    }
  }

  return {
    name: "demo",
    ensureSchedule,
    tick,
    async run(now) {
      if (now.getTime() - scheduledAt >= SCHEDULE_EVERY_MS) {
        await ensureSchedule(now);
        scheduledAt = now.getTime();
      }
      await tick(now);
      return new Date(now.getTime() + TICK_MS);
    },
  };
}
