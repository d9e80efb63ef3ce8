import type { FastifyBaseLogger } from "fastify";
import type { Redis } from "ioredis";
import type { Config } from "./config.js";
import type { Db } from "./db/client.js";
import type { Scheduler } from "./jobs/scheduler.js";
import type { Bus } from "./realtime/bus.js";

/** What every service is built from. */
export interface Deps {
  db: Db;
  /** The same database for work no one waits on (`Database.background`). */
  background: Db;
  config: Config;
  redis: Redis | undefined;
  version: string;
  log: FastifyBaseLogger;
  scheduler: Scheduler;
  bus: Bus;
}
