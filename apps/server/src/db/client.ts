import { rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { pgliteDir } from "./pglite.js";
import { openPgliteThread } from "./pglite-remote.js";
import { insertReferenceData } from "./reference.js";
import * as schema from "./schema/index.js";
import { fillFromTemplate } from "./template.js";

export type { Lane } from "./pglite-remote.js";
export type Schema = typeof schema;
/** Either engine behind one type: PGlite embedded, node-postgres in production. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  /**
   * The same database for work no one waits on (list items, unread totals, jobs): on the embedded
   * engine its statements yield the thread to everyone else's (`Lane` in `pglite-remote.ts`); on
   * PostgreSQL, whose connections work side by side, it is `db`.
   */
  background: Db;
  kind: "pglite" | "postgres";
  /** The PostgreSQL pool's connections (for metrics); the embedded engine has none. */
  pool?: () => { total: number; idle: number; waiting: number };
  close(): Promise<void>;
}

export const migrationsFolder = new URL("./migrations", import.meta.url).pathname;
/** A migrated embedded database made by the production build (absent when running from source). */
export const templateFolder = new URL("./pglite-template", import.meta.url).pathname;
/** Serialises migrations when several nodes start at once against one PostgreSQL. */
const MIGRATION_LOCK = 72_011_001;

export async function openDatabase(opts: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    // pg-pool's `end` answers once it has asked every connection to close, not once they have; the
    // close below waits for the ones still open, so nothing of this node is connected when it resolves.
    const open = new Set<Promise<void>>();
    pool.on("connect", (client) => {
      const ended: Promise<void> = new Promise((resolve) => client.once("end", () => resolve()));
      open.add(ended);
      void ended.then(() => open.delete(ended));
    });
    const db = drizzlePg(pool, { schema });
    const lockClient = await pool.connect();
    try {
      await lockClient.query("select pg_advisory_lock($1)", [MIGRATION_LOCK]);
      await migratePg(db, { migrationsFolder });
      await insertReferenceData(db);
    } finally {
      await lockClient.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK]);
      lockClient.release();
    }
    return {
      db,
      background: db,
      kind: "postgres",
      pool: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      close: async () => {
        await pool.end();
        await Promise.all(open);
      },
    };
  }
  await fillFromTemplate(pgliteDir(opts.dataDir), templateFolder);
  const client = await openPgliteThread(opts.dataDir);
  const db = drizzlePglite(client.asPglite(), { schema });
  await migratePglite(db, { migrationsFolder });
  await insertReferenceData(db);
  const background = drizzlePglite(client.asPglite("background"), { schema });
  return { db, background, kind: "pglite", close: () => client.close() };
}

/** The file that marks a migrated copy of a database folder as complete. */
export const MIGRATED_MARK = ".ready";

/** Makes `dataDir` hold an embedded database with every migration applied, marked complete last. */
export async function createMigratedCopy(dataDir: string): Promise<void> {
  await rm(dataDir, { recursive: true, force: true });
  const database = await openDatabase({ dataDir });
  await database.close();
  await writeFile(join(dataDir, MIGRATED_MARK), "");
}
