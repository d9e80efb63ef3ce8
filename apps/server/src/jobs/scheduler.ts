import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../db/client.js";
import * as repo from "./repo.js";

/** What a handler may answer: nothing (done), or a time to run the same job again. */
export type JobResult = undefined | { rerunAt: Date; payload?: Record<string, unknown> };
export type JobHandler = (payload: Record<string, unknown>) => Promise<JobResult>;

const MAX_ATTEMPTS = 5;
const LEASE_MS = 60_000;
/** How long `scheduleGathered` gathers jobs for one write. */
const GATHER_MS = 200;

type ManyJobs = readonly { key: string; runAt: Date; payload?: Record<string, unknown> }[];

export interface Scheduler {
  /** Names the code that runs jobs of a kind; modules register theirs when they are built. */
  register(kind: string, handler: JobHandler): void;
  schedule(kind: string, key: string, runAt: Date, payload?: Record<string, unknown>): Promise<void>;
  /**
   * Many jobs of a kind, gathered with every other such call of the next GATHER_MS into one write,
   * for jobs scheduled at a high rate (a key given again keeps its last, and moves a job already
   * waiting); resolves once they are written. `stop` writes what is gathered.
   */
  scheduleGathered(kind: string, many: ManyJobs): Promise<void>;
  /** The same inside the caller's transaction, so the job exists exactly when its data does. */
  scheduleIn(tx: Db, kind: string, key: string, runAt: Date, payload?: Record<string, unknown>): Promise<void>;
  cancel(key: string): Promise<void>;
  /** This scope's jobs waiting to run now, running, and parked as failed. */
  depth(): Promise<{ due: number; running: number; failed: number }>;
  /** Runs every due job once; returns how many ran. The poller calls it; tests may too. */
  runDue(): Promise<number>;
  start(pollMs?: number): void;
  stop(): Promise<void>;
}

/** `scope`: this deployment's share of the jobs table (see the `jobs` schema); "" by default. */
export function createScheduler(db: Db, log: FastifyBaseLogger, scope = ""): Scheduler {
  const handlers = new Map<string, JobHandler>();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let gathered = new Map<string, repo.NewJob>();
  let gathering: { timer: NodeJS.Timeout; write(): void; written: Promise<void> } | undefined;

  function gather(kind: string, many: ManyJobs): Promise<void> {
    for (const job of many)
      gathered.set(job.key, { scope, kind, key: job.key, runAt: job.runAt, payload: job.payload ?? {} });
    if (!gathering) {
      let write!: () => void;
      const due = new Promise<void>((resolve) => {
        write = resolve;
      });
      const written = due.then(() => {
        gathering = undefined;
        const jobs = [...gathered.values()];
        gathered = new Map();
        return repo.upsertJobs(db, jobs);
      });
      gathering = { timer: setTimeout(write, GATHER_MS), write, written };
    }
    return gathering.written;
  }

  async function runOne(job: repo.JobRow) {
    const handler = handlers.get(job.kind);
    if (!handler) {
      await repo.failJob(db, job.id, `no handler for ${job.kind}`, null);
      return;
    }
    try {
      const result = await handler(job.payload);
      if (result) await repo.rescheduleJob(db, job.id, result.rerunAt, result.payload);
      else await repo.finishJob(db, job.id);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      // Exponential back-off: 2, 4, 8, 16 s, then the job is parked as failed for a person to look at.
      const retryAt = job.attempts < MAX_ATTEMPTS ? new Date(Date.now() + 1000 * 2 ** job.attempts) : null;
      log.error({ err: error, job: job.key, attempts: job.attempts }, "job failed");
      await repo.failJob(db, job.id, message, retryAt);
    }
  }

  async function runDue(): Promise<number> {
    const claimed = await repo.claimDue(db, scope, 20, LEASE_MS);
    for (const job of claimed) await runOne(job);
    return claimed.length;
  }

  return {
    register(kind, handler) {
      handlers.set(kind, handler);
    },
    schedule: (kind, key, runAt, payload = {}) => repo.upsertJob(db, { scope, kind, key, runAt, payload }),
    scheduleGathered: gather,
    scheduleIn: (tx, kind, key, runAt, payload = {}) => repo.upsertJob(tx, { scope, kind, key, runAt, payload }),
    cancel: (key) => repo.cancelJob(db, scope, key),
    runDue,
    depth: () => repo.queueDepth(db, scope),
    start(pollMs = 1000) {
      timer = setInterval(() => {
        // One sweep at a time per node; a slow sweep simply delays the next.
        if (running) return;
        running = runDue()
          .catch((error: unknown) => {
            log.error({ err: error }, "job sweep failed");
            return 0;
          })
          .finally(() => {
            running = undefined;
          });
      }, pollMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      if (gathering) {
        clearTimeout(gathering.timer);
        gathering.write();
        await gathering.written.catch((error: unknown) => log.error({ err: error }, "gathered jobs not written"));
      }
      await running;
    },
  };
}
