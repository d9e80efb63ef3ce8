import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildApp } from "../app.js";
import { loadConfig } from "../config.js";
import { openDatabase } from "../db/client.js";

/**
 * The OpenAPI document as the server serves it at GET /web/openapi.json, stably formatted.
 * `prepare` may fill the data folder first (a test's migrated template, instead of migrating).
 */
export async function renderOpenApi(prepare?: (dataDir: string) => Promise<void>): Promise<string> {
  const dataDir = await mkdtemp(join(tmpdir(), "courtside-openapi-"));
  await prepare?.(dataDir);
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: "silent", WEB_DIST: join(dataDir, "none") });
  const database = await openDatabase(config);
  try {
    const app = await buildApp({ config, db: database.db, logger: false });
    await app.ready();
    const document = `${JSON.stringify(app.swagger(), null, 2)}\n`;
    await app.close();
    return document;
  } finally {
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

export const OPENAPI_FILE = new URL("../../../../docs/openapi.json", import.meta.url).pathname;

if (import.meta.url === `file://${process.argv[1]}`) {
  await writeFile(OPENAPI_FILE, await renderOpenApi());
  console.log(`wrote ${OPENAPI_FILE}`);
}
