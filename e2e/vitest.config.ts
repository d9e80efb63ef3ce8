import { defineConfig } from "vitest/config";

/** Browser flows against the real server; one file at a time keeps two cores from thrashing. */
export default defineConfig({
  test: {
    include: ["specs/**/*.e2e.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    // Tests a file marks concurrent (the phone screens) run this many at a time within the file.
    maxConcurrency: 3,
    // A browser flow that fails is run once more (the report marks it), so one slow moment on a
    // busy two-core machine does not fail the run; a flow that fails twice fails it.
    retry: 1,
  },
});
