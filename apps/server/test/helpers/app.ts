import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyServerOptions } from "fastify";
import { buildApp } from "../../src/app.js";
import { loadConfig } from "../../src/config.js";
import { type Database, openDatabase } from "../../src/db/client.js";
import { openRedis } from "../../src/infra/redis.js";
import { seedDemo } from "../../src/seed/demo.js";
import { testJobScope } from "./job-scope.js";
import { preparePglite } from "./template.js";

export type TestApp = Awaited<ReturnType<typeof startTestApp>>;

/**
 * The real app on a real database: PGlite in a fresh folder, or the PostgreSQL (and Redis) named
 * by DATABASE_URL / REDIS_URL when the suite runs against production engines.
 */
export async function startTestApp(
  env: Record<string, string> = {},
  options: { logger?: FastifyServerOptions["logger"] } = {},
) {
  const dataDir = await mkdtemp(join(tmpdir(), "courtside-test-"));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    WEB_DIST: join(dataDir, "no-web"),
    DATABASE_URL: process.env.DATABASE_URL ?? "",
    REDIS_URL: process.env.REDIS_URL ?? "",
    // Suites register and sign in many times from one address; rate-limit tests lower these. With
    // Redis the per-address counts are shared by every suite of the run.
    RATE_LIMIT_MAX: "100000000",
    LOGIN_RATE_MAX: "100000",
    REGISTER_RATE_MAX: "100000",
    CODE_RATE_MAX: "100000",
    // Every suite's sockets come from 127.0.0.1; the gateway limit tests lower these.
    WS_MAX_PER_ADDRESS: "100000",
    WS_CONN_BURST: "100000",
    // Tests read codes from the development outbox (injected requests come from 127.0.0.1).
    SMS_OUTBOX: "1",
    // Every answer is checked against its declared schema, the cached public lists' included.
    VALIDATE_RESPONSES: "1",
    JOB_SCOPE: testJobScope(),
    ...env,
  });
  if (!config.databaseUrl) await preparePglite(dataDir);
  const database: Database = await openDatabase(config);
  const redis = config.redisUrl ? openRedis(config.redisUrl) : undefined;
  await seedDemo(database.db, config.jobScope);
  const app = await buildApp({
    config,
    db: database.db,
    background: database.background,
    redis,
    pool: database.pool,
    logger: options.logger ?? false,
  });
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
