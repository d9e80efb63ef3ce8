import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { jobs } from "../../src/db/schema/index.js";

/**
 * This test file's share of the jobs table. Every file of a PostgreSQL run shares one database, and
 * a worker's files share their modules; test/helpers/per-file.ts names a scope afresh before each
 * file, so a file's scheduler runs only the jobs its own apps scheduled, and the nodes one file starts
 * (in process or spawned) share it. Elsewhere (the browser flows' servers) one scope is named here.
 */
export function testJobScope(): string {
  process.env.TEST_JOB_SCOPE ??= `test-${randomUUID().slice(0, 8)}`;
  return process.env.TEST_JOB_SCOPE;
}

/** Where-clause for this file's job with `key`. */
export const ownJob = (key: string) => and(eq(jobs.scope, testJobScope()), eq(jobs.key, key));

/** Where-clause for this file's jobs. */
export const ownJobs = () => eq(jobs.scope, testJobScope());
