import { randomUUID } from "node:crypto";

/**
 * Runs before every server test file: its share of the jobs table (test/helpers/job-scope.ts). The
 * files of a worker share one process, so what is the file's own is set here rather than when a
 * module loads.
 */
process.env.TEST_JOB_SCOPE = `test-${randomUUID().slice(0, 8)}`;
