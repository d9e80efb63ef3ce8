import { availableParallelism } from "node:os";
import { configDefaults, defineConfig } from "vitest/config";

/**
 * Server test files that run node-media-server inside the test's process. It keeps its sessions and
 * event listeners in one module-wide context, so these files keep a module copy each (see below).
 */
const OWN_MODULES = ["test/media.test.ts", "test/live-settings.test.ts", "test/live-thumbnails.test.ts"];

const serverTest = {
  root: "apps/server",
  setupFiles: ["test/helpers/per-worker.ts", "test/helpers/per-file.ts"],
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

/** Unit and API tests of every package; e2e has its own config (it needs a built web app). */
export default defineConfig({
  test: {
    // At least three files at a time, even on two cores: an API test mostly waits on its database's
    // thread, child processes and sockets, so there three workers take half the time of one.
    maxWorkers: Math.max(3, availableParallelism() - 1),
    projects: [
      { test: { name: "protocol", root: "packages/protocol", include: ["src/**/*.test.ts"] } },
      { test: { name: "bench", root: "bench", include: ["**/*.test.ts"] } },
      {
        test: {
          ...serverTest,
          name: "server",
          include: ["src/**/*.test.ts", "test/**/*.test.ts"],
          exclude: [...configDefaults.exclude, ...OWN_MODULES],
          // A worker's files share its modules instead of importing the server afresh for each file
          // (about 1.3 s of a two-core machine per file): every file builds its own app, database and
          // bus from them, and no module of the app keeps a file's state (the suite passes in any
          // order); node-media-server's does, so the files running it are apart (OWN_MODULES).
          isolate: false,
        },
      },
      { test: { ...serverTest, name: "server-media", include: OWN_MODULES } },
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
