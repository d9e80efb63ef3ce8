import { existsSync } from "node:fs";
import { join } from "node:path";
import { openDatabase } from "../../apps/server/src/db/client.js";
import { importMatches } from "../../apps/server/src/modules/match/feed/import.js";
import type { ImportFile } from "../../apps/server/src/modules/match/feed/types.js";
import { preparePglite } from "../../apps/server/test/helpers/template.js";

const names = (en: string, zh: string) => ({
  name: zh,
  nameTw: zh,
  nameIdn: en,
  nameVn: en,
  nameTh: en,
  namePor: en,
  nameHin: en,
  nameEn: en,
});

type ImportedMatch = ImportFile["matches"][number];

/**
 * One football match starting `startsInMs` from now, in the import format (docs/matches.md), for
 * flows that need a match at a chosen time rather than the demo feed's schedule. `state` sets its
 * status and score; the same `tag` imports the same match again (an update).
 */
export function matchStartingIn(
  startsInMs: number,
  state: Partial<Pick<ImportedMatch, "status" | "homeScore" | "awayScore">> = {},
  tag = `e2e${Date.now().toString(36)}`,
): ImportFile {
  return {
    leagues: [{ id: `${tag}-l`, sport: "football", names: names("Harbour League", "海港联赛") }],
    teams: [
      { id: `${tag}-h`, sport: "football", names: names("Harbour City", "海港城"), logo: null, color: "#1d4ed8" },
      { id: `${tag}-a`, sport: "football", names: names("River Town", "河镇"), logo: null, color: "#b91c1c" },
    ],
    matches: [
      {
        id: `${tag}-m`,
        league: `${tag}-l`,
        home: `${tag}-h`,
        away: `${tag}-a`,
        startTime: new Date(Date.now() + startsInMs).toISOString(),
        status: "notStarted",
        homeScore: [],
        awayScore: [],
        vbScores: null,
        hot: true,
        ...state,
      },
    ],
  };
}

/** Fills a new data folder's embedded database with the matches of `file`, before the server starts. */
export function importInto(file: ImportFile) {
  return async (dataDir: string) => {
    if (!existsSync(join(dataDir, "pglite"))) await preparePglite(dataDir);
    const database = await openDatabase({ dataDir });
    try {
      await importMatches(database.db, file);
    } finally {
      await database.close();
    }
  };
}
