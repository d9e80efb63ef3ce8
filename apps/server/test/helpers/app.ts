import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildApp } from "../../src/app.js";
import { loadConfig } from "../../src/config.js";
import { type Database, openDatabase } from "../../src/db/client.js";
import { openRedis } from "../../src/infra/redis.js";
import { seedDemo } from "../../src/seed/demo.js";
import { preparePglite } from "./template.js";

export type TestApp = Awaited<ReturnType<typeof startTestApp>>;

/**
 * The real app on a real database: PGlite in a fresh folder, or the PostgreSQL (and Redis) named
 * by DATABASE_URL / REDIS_URL when the suite runs against production engines.
 */
export async function startTestApp(env: Record<string, string> = {}) {
  const dataDir = await mkdtemp(join(tmpdir(), "courtside-test-"));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    WEB_DIST: join(dataDir, "no-web"),
    DATABASE_URL: process.env.DATABASE_URL ?? "",
    REDIS_URL: process.env.REDIS_URL ?? "",
    // Suites register and sign in many times from one address; rate-limit tests lower these.
    LOGIN_RATE_MAX: "100000",
    REGISTER_RATE_MAX: "100000",
    CODE_RATE_MAX: "100000",
    ...env,
  });
  if (!config.databaseUrl) await preparePglite(dataDir);
  const database: Database = await openDatabase(config);
  const redis = config.redisUrl ? openRedis(config.redisUrl) : undefined;
  await seedDemo(database.db);
  const app = await buildApp({ config, db: database.db, redis, logger: false });
  return {
    app,
    scheduler: app.scheduler,
    db: database.db,
    kind: database.kind,
    config,
    redis,
    async close() {
      await app.close();
      await redis?.quit();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
