import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { cp, readdir, readFile } from "node:fs/promises";
import { join } from "node:path";

/** A name that changes whenever a migration does. */
export async function migrationsHash(migrationsFolder: string): Promise<string> {
  const hash = createHash("sha1");
  for (const name of (await readdir(migrationsFolder)).filter((file) => file.endsWith(".sql")).sort()) {
    hash.update(name).update(await readFile(join(migrationsFolder, name)));
  }
  return hash.digest("hex").slice(0, 16);
}

/** Whether an embedded database folder holds no database yet (missing or empty). */
async function isEmptyDatabase(folder: string): Promise<boolean> {
  if (!existsSync(folder)) return true;
  return (await readdir(folder)).length === 0;
}

/**
 * Fills an empty embedded database folder from a migrated copy made at build time, so a first
 * start opens an existing database instead of running PostgreSQL's `initdb` inside the serving
 * process (a second WebAssembly instance that more than doubles the process's memory at its peak).
 * Returns whether it copied; the caller still applies any migration newer than the copy.
 */
export async function fillFromTemplate(folder: string, templateFolder: string): Promise<boolean> {
  if (!existsSync(join(templateFolder, "PG_VERSION")) || !(await isEmptyDatabase(folder))) return false;
  await cp(templateFolder, folder, { recursive: true });
  return true;
}
