import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { spawnServer } from "../../apps/server/test/helpers/process.js";

export type E2eServer = Awaited<ReturnType<typeof startServer>>;

/**
 * The real server, serving the built web app, on a fresh data folder and a free port. `prepare`
 * may fill the data folder first (e.g. import matches into its embedded database).
 */
export async function startServer(env: Record<string, string> = {}, prepare?: (dataDir: string) => Promise<void>) {
  const dataDir = await mkdtemp(join(tmpdir(), "courtside-e2e-"));
  await prepare?.(dataDir);
  const server = await serveDataDir(dataDir, env);
  return {
    url: server.url,
    async stop() {
      await server.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The built server on an existing data folder, with the flows' settings; stopping it keeps the
 * folder, so a flow can start it again on the same data.
 */
export function serveDataDir(dataDir: string, env: Record<string, string> = {}) {
  return spawnServer(
    {
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      REDIS_URL: "",
      LOG_LEVEL: "warn",
      RATE_LIMIT_MAX: "100000",
      // Flows sign up and sign in many times from one address.
      LOGIN_RATE_MAX: "100000",
      REGISTER_RATE_MAX: "100000",
      CODE_RATE_MAX: "100000",
      WS_MAX_PER_ADDRESS: "100000",
      WS_CONN_BURST: "100000",
      // Flows read SMS codes from the development outbox, which answers this machine only.
      SMS_OUTBOX: "1",
      // RTMP on any free port and no demo pushers: specs that stream push their own picture.
      RTMP_PORT: "0",
      DEMO_BROADCASTS: "false",
      ...env,
    },
    // The production build, as `npm start` runs it (the test command builds it before the flows).
    { built: true },
  );
}
