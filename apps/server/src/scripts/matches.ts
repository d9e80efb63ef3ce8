import { readFile } from "node:fs/promises";
import { loadConfig } from "../config.js";
import { openDatabase } from "../db/client.js";
import { importMatches } from "../modules/match/feed/import.js";
import { importFileSchema } from "../modules/match/feed/types.js";

/**
 * `npm run matches -- import FILE`: stores fixtures and results from a JSON file in the import
 * format (docs/matches.md), against the database the server uses (DATA_DIR or DATABASE_URL).
 */
async function main(argv: string[]) {
  const [command, file] = argv;
  if (command !== "import" || !file) {
    console.error("usage: npm run matches -- import FILE");
    return 2;
  }
  const parsed = importFileSchema.safeParse(JSON.parse(await readFile(file, "utf8")));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) console.error(`${issue.path.join(".")}: ${issue.message}`);
    return 1;
  }
  const database = await openDatabase(loadConfig());
  try {
    const counts = await importMatches(database.db, parsed.data);
    console.log(`imported ${counts.leagues} leagues, ${counts.teams} teams, ${counts.matches} matches`);
    return 0;
  } finally {
    await database.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
