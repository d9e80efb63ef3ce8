import { readFile } from "node:fs/promises";
import Fastify from "fastify";
import { loadConfig } from "../config.js";
import { openDatabase } from "../db/client.js";
import { createScheduler } from "../jobs/scheduler.js";
import { importMatches } from "../modules/match/feed/import.js";
import { importFileSchema } from "../modules/match/feed/types.js";
import { memoryBus } from "../realtime/bus.js";
import { createServices } from "../services.js";
import { VERSION } from "../version.js";

/**
 * `npm run matches -- import FILE`: stores fixtures and results from a JSON file in the import
 * format (docs/matches.md), against the database the server uses (DATA_DIR or DATABASE_URL). A
 * stored match that started or ended gets its type-5 notice queued as a job (in JOB_SCOPE, as for
 * the server), which the server's nodes run for those who booked it.
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
  const config = loadConfig();
  const database = await openDatabase(config);
  // The server's services on this database, so that the match service queues status notices as it
  // does for the demo feed, and moves reminders with a kick-off. Nothing is started here: the
  // server's nodes run the jobs.
  const { log } = Fastify({ logger: false });
  const scheduler = createScheduler(database.background, log, config.jobScope);
  const bus = memoryBus();
  try {
    const { match } = createServices({
      db: database.db,
      background: database.background,
      config,
      redis: undefined,
      version: VERSION,
      log,
      scheduler,
      bus,
    });
    const counts = await importMatches(database.db, parsed.data, {
      statusChanged: match.statusChanged,
      kickoffMoved: match.kickoffMoved,
    });
    console.log(`imported ${counts.leagues} leagues, ${counts.teams} teams, ${counts.matches} matches`);
    return 0;
  } finally {
    await bus.close();
    await database.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
