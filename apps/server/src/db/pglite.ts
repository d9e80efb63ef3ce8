import { mkdir } from "node:fs/promises";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";

/** Where the embedded database keeps its files inside DATA_DIR. */
export const pgliteDir = (dataDir: string) => join(dataDir, "pglite");

/** The embedded engine on DATA_DIR; `loadDataDir` fills an empty folder from a backup first. */
export async function openPglite(dataDir: string, loadDataDir?: Blob): Promise<PGlite> {
  // PGlite refuses to create a data directory whose parent does not exist.
  await mkdir(dataDir, { recursive: true });
  // pg_trgm: substring search of chat records in scripts without spaces (Chinese, Thai).
  // PostgreSQL's default 128 MB of shared buffers is WebAssembly memory that never shrinks; an
  // embedded node's data fits in far less, and the files behind it stay in the OS page cache.
  return PGlite.create(pgliteDir(dataDir), {
    extensions: { pg_trgm },
    startParams: [...PGlite.defaultStartParams, "-c", "shared_buffers=16MB"],
    ...(loadDataDir ? { loadDataDir } : {}),
  });
}
