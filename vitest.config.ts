import { defineConfig } from "vitest/config";

/** Unit and API tests of every package; e2e has its own config (it needs a built web app). */
export default defineConfig({
  test: {
    projects: [
      { test: { name: "protocol", root: "packages/protocol", include: ["src/**/*.test.ts"] } },
      {
        test: {
          name: "server",
          root: "apps/server",
          include: ["src/**/*.test.ts", "test/**/*.test.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      { test: { name: "web", root: "apps/web", include: ["src/**/*.test.ts", "src/**/*.test.tsx"] } },
    ],
  },
});
