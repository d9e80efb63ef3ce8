import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { spawnServer, startRequest } from "./helpers/process.js";

const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

// Its servers run on an embedded database of their own whatever the suite runs on, so the
// PostgreSQL run would only repeat the embedded run's test; it runs there alone.
describe.skipIf(Boolean(process.env.DATABASE_URL))("graceful shutdown", () => {
  it.each(["SIGTERM", "SIGINT"] as const)(
    "on %s finishes in-flight work, closes and keeps what was written",
    async (signal) => {
      const dataDir = await mkdtemp(join(tmpdir(), "courtside-shutdown-"));
      dirs.push(dataDir);
      const env = {
        DATA_DIR: dataDir,
        DATABASE_URL: "",
        REDIS_URL: "",
        WEB_DIST: join(dataDir, "none"),
        MATCH_FEED: "none",
      };

      const first = await spawnServer(env);
      expect(first.output()).toContain("demo data seeded");
      // A request whose body is still arriving when the signal comes must still be answered.
      const inFlight = await startRequest(first.url, "/web/web_race/web_race_column");
      const exit = first.stop(signal);
      await new Promise((resolve) => setTimeout(resolve, 300));
      const response = await inFlight.finish();
      // A process that does not exit within a minute fails with what it logged.
      const code = await Promise.race([
        exit,
        new Promise((resolve) => setTimeout(() => resolve("still running"), 60_000)),
      ]);
      expect(code, first.output().slice(-4000)).toBe(0);
      expect(first.output()).toContain("shutting down");
      expect(response).toMatch(/^HTTP\/1\.1 200/);
      expect(response).toContain('"success":true');

      // The embedded database was closed cleanly: a restart finds the seed already there.
      const second = await spawnServer(env);
      expect(second.output()).toContain("demo data already present");
      const columns = await fetch(`${second.url}/web/web_race/web_race_column`, { method: "POST" }).then((r) =>
        r.json(),
      );
      expect(columns).toHaveProperty("data.length", 9);
      expect(await second.stop()).toBe(0);
    },
    120_000,
  );

  it("cuts a request still open after the grace period instead of waiting on it", async () => {
    const dataDir = await mkdtemp(join(tmpdir(), "courtside-shutdown-"));
    dirs.push(dataDir);
    const server = await spawnServer({
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      REDIS_URL: "",
      WEB_DIST: join(dataDir, "none"),
      MATCH_FEED: "none",
      SHUTDOWN_GRACE_MS: "1000",
    });
    // Its body never comes: without a deadline the node would wait for it as long as the socket lives.
    await startRequest(server.url, "/web/web_race/web_race_column");
    const code = await Promise.race([
      server.stop("SIGTERM"),
      new Promise((resolve) => setTimeout(() => resolve("still running"), 30_000)),
    ]);
    expect(code, server.output().slice(-4000)).toBe(0);
    expect(server.output()).toContain("requests still open at shutdown");
  }, 60_000);
});
