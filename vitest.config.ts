import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

/** Unit and API tests of every package; e2e has its own config (it needs a built web app). */
export default defineConfig({
  test: {
    // At least three files at a time, even on two cores: an API test mostly waits on its database's
    // thread, child processes and sockets, so there three workers take half the time of one.
    maxWorkers: Math.max(3, availableParallelism() - 1),
    projects: [
      { test: { name: "protocol", root: "packages/protocol", include: ["src/**/*.test.ts"] } },
      {
        test: {
          name: "server",
          root: "apps/server",
          include: ["src/**/*.test.ts", "test/**/*.test.ts"],
          setupFiles: ["test/helpers/per-worker.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: "web",
          root: "apps/web",
          include: ["src/**/*.test.ts", "src/**/*.test.tsx", "build/**/*.test.ts"],
        },
      },
    ],
  },
});
