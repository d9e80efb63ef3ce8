import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { PUSH_MATCH_STATUS } from "@courtside/protocol";
import { asc } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../src/config.js";
import { openDatabase } from "../src/db/client.js";
import { jobs } from "../src/db/schema/index.js";
import { ownJobs, testJobScope } from "./helpers/job-scope.js";
import { scriptArguments } from "./helpers/process.js";

const run = promisify(execFile);
const SERVER_DIR = new URL("../", import.meta.url).pathname;
const SAMPLE = "test/fixtures/matches.json";

describe("npm run matches -- import FILE", () => {
  it("imports the sample file, again without duplicates, and queues the notice of a status change", async () => {
    const dataDir = await mkdtemp(join(tmpdir(), "courtside-cli-"));
    // The CLI writes to the database the server would use: PostgreSQL when set, else PGlite here.
    const env = { ...process.env, DATA_DIR: dataDir, JOB_SCOPE: testJobScope() };
    const importFile = (file: string) =>
      run(process.execPath, [...scriptArguments("matches"), "import", file], { cwd: SERVER_DIR, env });
    try {
      const first = await importFile(SAMPLE);
      expect(first.stdout).toContain("imported 1 leagues, 2 teams, 1 matches");
      const again = await importFile(SAMPLE);
      expect(again.stdout).toContain("1 matches");
      const bad = await importFile("package.json").catch((e: { code: number; stderr: string }) => e);
      expect(bad).toMatchObject({ code: 1 });

      // The sample's match moved on in later files: each change queues its type-5 notice, in the
      // server's share of the jobs table, for the nodes to run for those who booked it.
      const sample = JSON.parse(await readFile(join(SERVER_DIR, SAMPLE), "utf8"));
      const moved = join(dataDir, "moved.json");
      for (const change of [{ status: "inProgress" }, { status: "ended", homeScore: [1], awayScore: [0] }]) {
        await writeFile(moved, JSON.stringify({ ...sample, matches: [{ ...sample.matches[0], ...change }] }));
        await importFile(moved);
      }
      const database = await openDatabase(
        loadConfig({ DATA_DIR: dataDir, DATABASE_URL: process.env.DATABASE_URL ?? "" }),
      );
      try {
        const match = await database.db.query.matches.findFirst({
          where: (m, { eq }) => eq(m.externalId, "sample-final"),
        });
        const matchId = match?.id ?? 0;
        const queued = await database.db
          .select({ kind: jobs.kind, key: jobs.key, payload: jobs.payload })
          .from(jobs)
          .where(ownJobs())
          .orderBy(asc(jobs.key));
        expect(queued).toEqual(
          [PUSH_MATCH_STATUS.started, PUSH_MATCH_STATUS.ended].map((status) => ({
            kind: "matchStatusNotice",
            key: `match-status:${matchId}:${status}`,
            payload: { matchId, status },
          })),
        );
        // Nobody runs this file's jobs on a shared database: they go with it.
        await database.db.delete(jobs).where(ownJobs());
      } finally {
        await database.close();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 90_000);
});
