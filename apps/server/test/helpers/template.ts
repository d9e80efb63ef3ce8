import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { cp, mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase } from "../../src/db/client.js";

const MIGRATIONS = new URL("../../src/db/migrations/", import.meta.url).pathname;
const WAIT_MS = 90_000;

/** A name that changes whenever a migration does. */
async function migrationsHash(): Promise<string> {
  const hash = createHash("sha1");
  for (const name of (await readdir(MIGRATIONS)).filter((file) => file.endsWith(".sql")).sort()) {
    hash.update(name).update(await readFile(join(MIGRATIONS, name)));
  }
  return hash.digest("hex").slice(0, 16);
}

/**
 * A data folder whose embedded database already has every migration applied, built once per
 * machine and set of migrations (test workers take turns with a lock folder). Copying it is about
 * four times faster than creating and migrating a database for each suite.
 */
async function template(): Promise<string | undefined> {
  const dir = join(tmpdir(), `courtside-pglite-${await migrationsHash()}`);
  const ready = join(dir, ".ready");
  if (existsSync(ready)) return dir;
  const lock = `${dir}.lock`;
  try {
    await mkdir(lock);
  } catch {
    const deadline = Date.now() + WAIT_MS;
    while (!existsSync(ready)) {
      if (Date.now() > deadline) return undefined;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return dir;
  }
  try {
    await rm(dir, { recursive: true, force: true });
    const database = await openDatabase({ dataDir: dir });
    await database.close();
    await writeFile(ready, "");
    return dir;
  } finally {
    await rm(lock, { recursive: true, force: true });
  }
}

/** Fills `dataDir` with a migrated embedded database (or leaves it empty to be created as usual). */
export async function preparePglite(dataDir: string): Promise<void> {
  const source = await template().catch(() => undefined);
  if (!source) return;
  await cp(source, dataDir, { recursive: true, filter: (path) => !path.endsWith(".ready") });
}
