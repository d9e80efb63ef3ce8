import { execFile } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

const run = promisify(execFile);
const SERVER_DIR = new URL("../", import.meta.url).pathname;

describe("npm run matches -- import FILE", () => {
  it("imports the sample file, and again without duplicates", async () => {
    const dataDir = await mkdtemp(join(tmpdir(), "courtside-cli-"));
    // The CLI writes to the database the server would use: PostgreSQL when set, else PGlite here.
    const env = { ...process.env, DATA_DIR: dataDir };
    try {
      const args = ["--import", "tsx", "src/scripts/matches.ts", "import", "test/fixtures/matches.json"];
      const first = await run(process.execPath, args, { cwd: SERVER_DIR, env });
      expect(first.stdout).toContain("imported 1 leagues, 2 teams, 1 matches");
      const again = await run(process.execPath, args, { cwd: SERVER_DIR, env });
      expect(again.stdout).toContain("1 matches");
      const bad = await run(process.execPath, ["--import", "tsx", "src/scripts/matches.ts", "import", "package.json"], {
        cwd: SERVER_DIR,
        env,
      }).catch((e: { code: number; stderr: string }) => e);
      expect(bad).toMatchObject({ code: 1 });
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
