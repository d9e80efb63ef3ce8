/**
 * Runs before every server test file. When the suite runs against PostgreSQL + Redis with several
 * workers (`TEST_PER_WORKER=<n>`, set by scripts/test-all.sh), each worker gets a database and a
 * Redis database of its own, made and emptied before the run: `<DATABASE_URL>_w<id>` and Redis
 * database `<REDIS_URL's> + id - 1`. Files of one worker run one after another on them, as the whole
 * suite once did on one of each; files of different workers never meet (jobs, the push outbox, rate
 * limits and the realtime bus are shared by everything on one database or one Redis).
 * Spawned nodes inherit the rewritten variables.
 */
const workers = Number(process.env.TEST_PER_WORKER ?? 0);
const id = Number(process.env.VITEST_POOL_ID ?? 0);
// Derived from the run's own values, kept aside by the worker's first file: its later files share its
// process (the suite does not isolate files) and find the variables already rewritten.
process.env.TEST_RUN_DATABASE_URL ??= process.env.DATABASE_URL ?? "";
process.env.TEST_RUN_REDIS_URL ??= process.env.REDIS_URL ?? "";
if (workers > 0 && id > 0) {
  if (id > workers) throw new Error(`worker ${id} has no database: run with --maxWorkers=${workers}`);
  const { TEST_RUN_DATABASE_URL: database, TEST_RUN_REDIS_URL: redis } = process.env;
  if (database) {
    const url = new URL(database);
    url.pathname = `${url.pathname}_w${id}`;
    process.env.DATABASE_URL = url.toString();
  }
  if (redis) {
    const url = new URL(redis);
    url.pathname = `/${Number(url.pathname.slice(1) || 0) + id - 1}`;
    process.env.REDIS_URL = url.toString();
  }
}
