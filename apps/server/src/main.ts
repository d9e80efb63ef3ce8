import { buildApp } from "./app.js";
import { ConfigError, loadConfig } from "./config.js";
import { openDatabase } from "./db/client.js";
import { openRedis } from "./infra/redis.js";
import { startMatchFeed } from "./modules/match/feed/runner.js";
import { seedDemo } from "./seed/demo.js";

async function main() {
  const config = loadConfig();
  const database = await openDatabase(config);
  const redis = config.redisUrl ? openRedis(config.redisUrl) : undefined;
  const app = await buildApp({ config, db: database.db, redis });

  if (config.demo) {
    const seeded = await seedDemo(database.db);
    app.log.info({ seeded }, seeded ? "demo data seeded" : "demo data already present");
  }

  await startMatchFeed(app, database.db);
  if (config.jobs) app.scheduler.start();

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, "shutting down");
    // Order matters: stop taking requests and let in-flight ones finish, then release storage.
    await app.scheduler.stop();
    await app.close();
    await redis?.quit();
    await database.close();
    process.exit(0);
  };
  process.on("SIGINT", () => void stop("SIGINT"));
  process.on("SIGTERM", () => void stop("SIGTERM"));

  await app.listen({ port: config.port, host: config.host });
  app.log.info({ db: database.kind, redis: Boolean(redis), url: config.publicUrl }, "Courtside is up");
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
