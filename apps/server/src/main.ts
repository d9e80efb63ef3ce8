import { buildApp } from "./app.js";
import { ConfigError, loadConfig } from "./config.js";
import { openDatabase } from "./db/client.js";
import { openRedis } from "./infra/redis.js";
import { startDemoBroadcasts } from "./media/demo-broadcasts.js";
import { startMatchFeed } from "./modules/match/feed/runner.js";
import { startLocalRelay } from "./modules/stage/local-relay.js";
import { seedDemo } from "./seed/demo.js";

async function main() {
  const loaded = loadConfig();
  // The stages' viewers' relay, when this node runs its own Janus (STAGE_RELAY).
  const relay = await startLocalRelay(loaded);
  const config = relay?.config ?? loaded;
  const database = await openDatabase(config);
  const redis = config.redisUrl ? openRedis(config.redisUrl) : undefined;
  const app = await buildApp({ config, db: database.db, background: database.background, redis, pool: database.pool });

  if (config.demo) {
    const seeded = await seedDemo(database.db, config.jobScope);
    app.log.info({ seeded }, seeded ? "demo data seeded" : "demo data already present");
  }

  await startMatchFeed(app, database.db);
  if (config.jobs) {
    app.scheduler.start();
    await app.services.push.start();
  }

  let demoBroadcasts: { stop(): Promise<void> } | undefined;
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, "shutting down");
    await demoBroadcasts?.stop();
    // Order matters: stop taking requests and let in-flight ones finish, then release storage.
    await app.scheduler.stop();
    // A client that stops sending its request or reading its answer would hold the close open
    // until its socket timed out; after the grace period its connection is cut.
    const deadline = setTimeout(() => {
      app.log.warn({ graceMs: config.shutdownGraceMs }, "requests still open at shutdown; closing their connections");
      app.server.closeAllConnections();
    }, config.shutdownGraceMs);
    await app.close();
    clearTimeout(deadline);
    await relay?.stop();
    await redis?.quit();
    await database.close();
    process.exit(0);
  };
  process.on("SIGINT", () => void stop("SIGINT"));
  process.on("SIGTERM", () => void stop("SIGTERM"));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { db: database.kind, redis: Boolean(redis), url: config.publicUrl, stageRelay: config.stage.relay?.url ?? "none" },
    "Courtside is up",
  );

  const rtmpPort = config.media.enabled ? await app.media.listen() : null;
  if (rtmpPort !== null && config.demo && config.media.demoBroadcasts && !stopping) {
    const { live } = app.services;
    demoBroadcasts = await startDemoBroadcasts({ live, ffmpegPath: config.media.ffmpegPath, rtmpPort, log: app.log });
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
