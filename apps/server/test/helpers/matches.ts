import { importMatches } from "../../src/modules/match/feed/import.js";
import type { ImportFile } from "../../src/modules/match/feed/types.js";
import type { TestApp } from "./app.js";
import { namesOf as names } from "./names.js";

let run = 0;
/**
 * Imports a small league of football and basketball matches at the given offsets from now (hours),
 * with ids unique to this call so suites sharing one PostgreSQL do not collide.
 */
export async function importFixtures(t: TestApp, hours: number[], extra: Partial<ImportFile["matches"][number]> = {}) {
  run += 1;
  const tag = `t${Date.now().toString(36)}${run}`;
  const file: ImportFile = {
    leagues: [
      { id: `${tag}-fl`, sport: "football", names: names("Test League") },
      { id: `${tag}-bl`, sport: "basketball", names: names("Test Hoops") },
    ],
    teams: [
      { id: `${tag}-a`, sport: "football", names: names("Alpha FC"), logo: null, color: "#112233" },
      { id: `${tag}-b`, sport: "football", names: names("Beta FC"), logo: null, color: "#445566" },
      { id: `${tag}-c`, sport: "basketball", names: names("Gamma Hoops"), logo: null, color: "#778899" },
      { id: `${tag}-d`, sport: "basketball", names: names("Delta Hoops"), logo: null, color: "#990011" },
    ],
    matches: hours.map((h, i) => ({
      id: `${tag}-m${i}`,
      league: i % 2 ? `${tag}-bl` : `${tag}-fl`,
      home: i % 2 ? `${tag}-c` : `${tag}-a`,
      away: i % 2 ? `${tag}-d` : `${tag}-b`,
      startTime: new Date(Date.now() + h * 3600_000).toISOString(),
      status: "notStarted" as const,
      homeScore: [],
      awayScore: [],
      vbScores: null,
      hot: i % 2 === 0,
      ...extra,
    })),
  };
  await importMatches(t.db, file);
  const rows = await t.db.query.matches.findMany({ where: (m, { like }) => like(m.externalId, `${tag}-m%`) });
  const byExternal = new Map(rows.map((m) => [m.externalId, m.id]));
  return { tag, file, ids: hours.map((_, i) => byExternal.get(`${tag}-m${i}`) ?? 0) };
}
