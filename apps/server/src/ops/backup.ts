import { execFile } from "node:child_process";
import { readFile, rm, stat, writeFile } from "node:fs/promises";
import { promisify } from "node:util";
import { openPglite, pgliteDir } from "../db/pglite.js";

const run = promisify(execFile);

interface Target {
  /** PostgreSQL when set, else the embedded database in `dataDir`. */
  databaseUrl?: string;
  dataDir: string;
}

/**
 * Writes a backup of the whole database to `file`: the embedded engine's data folder as a gzipped
 * tarball (the server must be stopped: PGlite allows one process), or PostgreSQL's custom-format
 * `pg_dump` (taken while it runs, consistent as of one snapshot).
 */
export async function backup(target: Target, file: string): Promise<void> {
  if (target.databaseUrl) {
    await run("pg_dump", ["--format=custom", "--no-owner", "--no-privileges", "--file", file, target.databaseUrl]);
    return;
  }
  const client = await openPglite(target.dataDir);
  try {
    const tarball = await client.dumpDataDir("gzip");
    await writeFile(file, Buffer.from(await tarball.arrayBuffer()));
  } finally {
    await client.close();
  }
}

/**
 * Replaces the database with the backup in `file`. Embedded: the data folder is wiped and filled
 * from the tarball (server stopped). PostgreSQL: `pg_restore --clean` in one transaction, so a
 * failed restore leaves the database as it was.
 */
export async function restore(target: Target, file: string): Promise<void> {
  // A missing or empty file must not wipe anything.
  if ((await stat(file)).size === 0) throw new Error(`${file} is empty`);
  if (target.databaseUrl) {
    await run("pg_restore", [
      "--clean",
      "--if-exists",
      "--no-owner",
      "--no-privileges",
      "--single-transaction",
      "--dbname",
      target.databaseUrl,
      file,
    ]);
    return;
  }
  const tarball = new Blob([await readFile(file)]);
  await rm(pgliteDir(target.dataDir), { recursive: true, force: true });
  const client = await openPglite(target.dataDir, tarball);
  try {
    await client.query("select 1");
  } finally {
    await client.close();
  }
}
