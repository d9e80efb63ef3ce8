import { and, asc, eq, inArray, lte, or, sql } from "drizzle-orm";
import type { Db } from "../db/client.js";
import { jobs } from "../db/schema/index.js";

export type JobRow = typeof jobs.$inferSelect;

export interface NewJob {
  scope: string;
  kind: string;
  key: string;
  runAt: Date;
  payload: Record<string, unknown>;
}

/** Creates a job, or moves an existing pending one with the same key to the new time. */
export async function upsertJob(db: Db, job: NewJob) {
  await db
    .insert(jobs)
    .values(job)
    .onConflictDoUpdate({
      target: [jobs.scope, jobs.key],
      set: {
        runAt: job.runAt,
        payload: job.payload,
        status: "pending",
        attempts: 0,
        lastError: null,
        updatedAt: new Date(),
      },
    });
}

/** The same for many jobs in one statement (a key given twice counts once, its last). */
export async function upsertJobs(db: Db, many: readonly NewJob[]) {
  const byKey = new Map(many.map((job) => [`${job.scope}\u0000${job.key}`, job]));
  if (byKey.size === 0) return;
  await db
    .insert(jobs)
    .values([...byKey.values()])
    .onConflictDoUpdate({
      target: [jobs.scope, jobs.key],
      set: {
        runAt: sql`excluded.run_at`,
        payload: sql`excluded.payload`,
        status: "pending",
        attempts: 0,
        lastError: null,
        updatedAt: new Date(),
      },
    });
}

export async function cancelJob(db: Db, scope: string, key: string) {
  await db.delete(jobs).where(and(eq(jobs.scope, scope), eq(jobs.key, key), eq(jobs.status, "pending")));
}

/**
 * Claims due jobs for this node: pending ones whose time has come, and running ones whose lease
 * ran out (their node died). SKIP LOCKED lets other nodes claim other rows at the same moment.
 */
export async function claimDue(db: Db, scope: string, limit: number, leaseMs: number): Promise<JobRow[]> {
  return db.transaction(async (tx) => {
    const now = new Date();
    const due = await tx
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        and(
          eq(jobs.scope, scope),
          lte(jobs.runAt, now),
          or(eq(jobs.status, "pending"), and(eq(jobs.status, "running"), lte(jobs.lockedUntil, now))),
        ),
      )
      .orderBy(asc(jobs.runAt))
      .limit(limit)
      .for("update", { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(jobs)
      .set({
        status: "running",
        attempts: sql`${jobs.attempts} + 1`,
        lockedUntil: new Date(now.getTime() + leaseMs),
        updatedAt: now,
      })
      .where(
        inArray(
          jobs.id,
          due.map((row) => row.id),
        ),
      )
      .returning();
  });
}

export async function finishJob(db: Db, id: number) {
  await db.delete(jobs).where(eq(jobs.id, id));
}

export async function rescheduleJob(db: Db, id: number, runAt: Date, payload?: Record<string, unknown>) {
  await db
    .update(jobs)
    .set({
      status: "pending",
      runAt,
      lockedUntil: null,
      attempts: 0,
      updatedAt: new Date(),
      ...(payload ? { payload } : {}),
    })
    .where(eq(jobs.id, id));
}

export async function failJob(db: Db, id: number, error: string, retryAt: Date | null) {
  await db
    .update(jobs)
    .set({
      status: retryAt ? "pending" : "failed",
      runAt: retryAt ?? new Date(),
      lockedUntil: null,
      lastError: error,
      updatedAt: new Date(),
    })
    .where(eq(jobs.id, id));
}

/** Jobs of a scope by state: due (waiting to run now), running, failed (parked for a person). */
export async function queueDepth(db: Db, scope: string): Promise<{ due: number; running: number; failed: number }> {
  const [row] = await db
    .select({
      due: sql<number>`count(*) filter (where ${jobs.status} = 'pending' and ${jobs.runAt} <= now())`.mapWith(Number),
      running: sql<number>`count(*) filter (where ${jobs.status} = 'running')`.mapWith(Number),
      failed: sql<number>`count(*) filter (where ${jobs.status} = 'failed')`.mapWith(Number),
    })
    .from(jobs)
    .where(eq(jobs.scope, scope));
  return row ?? { due: 0, running: 0, failed: 0 };
}
