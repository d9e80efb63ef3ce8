import { mkdir } from "node:fs/promises";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { insertReferenceData } from "./reference.js";
import * as schema from "./schema/index.js";

export type Schema = typeof schema;
/** Either engine behind one type: PGlite embedded, node-postgres in production. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  close(): Promise<void>;
}

const migrationsFolder = new URL("./migrations", import.meta.url).pathname;
/** Serialises migrations when several nodes start at once against one PostgreSQL. */
const MIGRATION_LOCK = 72_011_001;

export async function openDatabase(opts: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
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
    return { db, kind: "postgres", close: () => pool.end() };
  }
  // PGlite refuses to create a data directory whose parent does not exist.
  const dir = join(opts.dataDir, "pglite");
  await mkdir(opts.dataDir, { recursive: true });
  const client = await PGlite.create(dir);
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  await insertReferenceData(db);
  return { db, kind: "pglite", close: () => client.close() };
}
