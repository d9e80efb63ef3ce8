import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { spawnServer } from "../../apps/server/test/helpers/process.js";

export type E2eServer = Awaited<ReturnType<typeof startServer>>;

/** The real server, serving the built web app, on a fresh data folder and a free port. */
export async function startServer(env: Record<string, string> = {}) {
  const dataDir = await mkdtemp(join(tmpdir(), "courtside-e2e-"));
  const server = await spawnServer({
    DATA_DIR: dataDir,
    DATABASE_URL: "",
    REDIS_URL: "",
    LOG_LEVEL: "warn",
    RATE_LIMIT_MAX: "100000",
    // Flows sign up and sign in many times from one address.
    LOGIN_RATE_MAX: "100000",
    REGISTER_RATE_MAX: "100000",
    CODE_RATE_MAX: "100000",
    // RTMP on any free port and no demo pushers: specs that stream push their own picture.
    RTMP_PORT: "0",
    DEMO_BROADCASTS: "false",
    ...env,
  });
  return {
    url: server.url,
    async stop() {
      await server.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
