import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { jobs } from "../../src/db/schema/index.js";

/**
 * This test file's share of the jobs table. Every file of a PostgreSQL run shares one database;
 * with its own scope a file's scheduler runs only the jobs its own apps scheduled. Each file loads
 * its own copy of this module, so the nodes one file starts (in process or spawned) share it.
 */
export const TEST_JOB_SCOPE = `test-${randomUUID().slice(0, 8)}`;

/** Where-clause for this file's job with `key`. */
export const ownJob = (key: string) => and(eq(jobs.scope, TEST_JOB_SCOPE), eq(jobs.key, key));

/** Where-clause for this file's jobs. */
export const ownJobs = () => eq(jobs.scope, TEST_JOB_SCOPE);
