import type { FastifyInstance } from "fastify";
import { demoFeed } from "./demo.js";

const FEED_JOB = "matchFeed";

/**
 * Runs the configured feed as a durable job that re-schedules itself, so exactly one node drives
 * it at a time and it resumes after a restart.
 */
export async function startMatchFeed(app: FastifyInstance, db: Parameters<typeof demoFeed>[0]) {
  if (app.config.matchFeed === "none") return;
  const feed = demoFeed(db, (matchId, pushStatus) => app.services.match.statusChanged(matchId, pushStatus));
  app.scheduler.register(FEED_JOB, async () => ({ rerunAt: await feed.run(new Date()) }));
  await app.scheduler.schedule(FEED_JOB, "match-feed", new Date());
}
