import { readFile } from "node:fs/promises";
import pg from "pg";
import { parseStat } from "../proc.js";

/** CPU time (user + system) a process has used so far, in ms; 0 once it is gone. */
export async function processCpuMs(pid: number): Promise<number> {
  try {
    return parseStat(await readFile(`/proc/${pid}/stat`, "utf8")).cpuSeconds * 1000;
  } catch {
    return 0;
  }
}

/**
 * CPU used by a server process and, on PostgreSQL, by the database's backends serving it (local
 * server only): what one run of messages cost, whatever else the machine was doing meanwhile.
 */
export async function cpuMeter(pid: number, databaseUrl: string | undefined) {
  const client = databaseUrl ? new pg.Client({ connectionString: databaseUrl }) : undefined;
  await client?.connect();
  async function backends(): Promise<Map<number, number>> {
    if (!client) return new Map();
    const { rows } = await client.query<{ pid: number }>(
      "select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()",
    );
    return new Map(await Promise.all(rows.map(async (row) => [row.pid, await processCpuMs(row.pid)] as const)));
  }
  let start = { server: 0, database: new Map<number, number>() };
  return {
    async begin() {
      start = { server: await processCpuMs(pid), database: await backends() };
    },
    /** CPU ms used since `begin`: the server's, and the database backends'. */
    async end() {
      const server = (await processCpuMs(pid)) - start.server;
      let database = 0;
      for (const [backend, ms] of await backends()) database += ms - (start.database.get(backend) ?? 0);
      return { server, database };
    },
    close: () => client?.end(),
  };
}
