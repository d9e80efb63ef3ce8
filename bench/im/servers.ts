import { spawn } from "node:child_process";
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { openDatabase } from "../../apps/server/src/db/client.js";
import { freePort, spawnServer } from "../../apps/server/test/helpers/process.js";
import { type BenchUser, seedPairs, seedPeer } from "./seed.js";

/** Where a run keeps its data: an embedded database folder per server, or one PostgreSQL database. */
export type Store = { kind: "pglite"; ours: string; peer: string } | { kind: "postgres"; url: string };

/** A fresh, empty PostgreSQL database at `url` (dropped first if it exists); false when unreachable. */
export async function freshPgDatabase(url: string, drop = false): Promise<boolean> {
  const name = new URL(url).pathname.slice(1).replace(/[^a-z0-9_]/g, "");
  const admin = new URL(url);
  admin.pathname = "/postgres";
  const client = new pg.Client({ connectionString: admin.toString(), connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query(`drop database if exists ${name} with (force)`);
    if (!drop) await client.query(`create database ${name}`);
    return true;
  } catch (error) {
    console.log(`PostgreSQL at ${admin.host} not reachable (${(error as Error).message}); skipped`);
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Seeds `count` users in pairs for Courtside and the same pairs in the peer's tables. */
export async function prepare(store: Store, count: number, prefix: string): Promise<BenchUser[]> {
  const ours = await openDatabase(
    store.kind === "pglite" ? { dataDir: store.ours } : { dataDir: tmpdir(), databaseUrl: store.url },
  );
  const people = await seedPairs(ours.db, count, prefix);
  if (store.kind === "postgres") await seedPeer(ours.db, people);
  await ours.close();
  if (store.kind === "pglite") {
    const theirs = await openDatabase({ dataDir: store.peer });
    await seedPeer(theirs.db, people);
    await theirs.close();
  }
  return people;
}

export async function pgliteStore(): Promise<Store> {
  return {
    kind: "pglite",
    ours: await mkdtemp(join(tmpdir(), "courtside-bench-im-")),
    peer: await mkdtemp(join(tmpdir(), "courtside-bench-im-peer-")),
  };
}

export interface Running {
  url: string;
  pid: number | undefined;
  /** Inspector port when started with one. */
  inspect: number | undefined;
  stop(): Promise<unknown>;
}

/** Courtside as `npm start` runs it, with the per-address socket limits lifted (every client is local). */
export async function startOurs(store: Store, options: { redis?: string; inspect?: boolean } = {}): Promise<Running> {
  const inspect = options.inspect ? await freePort() : undefined;
  const server = await spawnServer({
    DATA_DIR: store.kind === "pglite" ? store.ours : join(tmpdir(), "courtside-bench-im-pg"),
    DATABASE_URL: store.kind === "postgres" ? store.url : "",
    REDIS_URL: options.redis ?? "",
    LOG_LEVEL: "warn",
    DEMO: "false",
    MEDIA: "false",
    MATCH_FEED: "none",
    RATE_LIMIT_MAX: "100000000",
    WS_MAX_PER_ADDRESS: "1000000",
    WS_CONN_RATE: "1000000",
    WS_CONN_BURST: "1000000",
    ...(inspect ? { NODE_OPTIONS: `--inspect=127.0.0.1:${inspect}` } : {}),
    // e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` to see where a run's time goes.
    ...(process.env.BENCH_SERVER_NODE_OPTIONS ? { NODE_OPTIONS: process.env.BENCH_SERVER_NODE_OPTIONS } : {}),
  });
  return { url: server.url, pid: server.pid, inspect, stop: () => server.stop() };
}

export async function startPeer(store: Store, options: { inspect?: boolean } = {}): Promise<Running> {
  const port = await freePort();
  const inspect = options.inspect ? await freePort() : undefined;
  const child = spawn(
    process.execPath,
    [
      ...(inspect ? [`--inspect=127.0.0.1:${inspect}`] : []),
      "--import",
      "tsx",
      new URL("./peer.ts", import.meta.url).pathname,
    ],
    {
      env: {
        ...process.env,
        PORT: String(port),
        ...(store.kind === "pglite" ? { DATA_DIR: store.peer, DATABASE_URL: "" } : { DATABASE_URL: store.url }),
      },
      stdio: ["ignore", "pipe", "ignore"],
    },
  );
  await new Promise<void>((resolve) => child.stdout?.once("data", () => resolve()));
  const exited = new Promise((resolve) => child.once("exit", resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid,
    inspect,
    stop: () => {
      child.kill("SIGTERM");
      return exited;
    },
  };
}
