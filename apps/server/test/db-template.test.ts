import { mkdir, mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../src/db/client.js";
import { pgliteDir } from "../src/db/pglite.js";
import { rowsOf } from "../src/db/rows.js";
import { fillFromTemplate } from "../src/db/template.js";
import { preparePglite } from "./helpers/template.js";

/** A first start copies the migrated database made at build time instead of running `initdb`. */
describe.skipIf(Boolean(process.env.DATABASE_URL))("embedded database template", () => {
  let root: string;
  let template: string;
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), "courtside-db-template-"));
    await preparePglite(join(root, "source"));
    template = pgliteDir(join(root, "source"));
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it("fills a missing or empty folder, and the database opens with every table", async () => {
    const dataDir = join(root, "first");
    await mkdir(pgliteDir(dataDir), { recursive: true });
    expect(await fillFromTemplate(pgliteDir(dataDir), template)).toBe(true);
    const database = await openDatabase({ dataDir });
    try {
      const rows = rowsOf(await database.db.execute(sql`select count(*)::int as n from users`));
      expect(Number(rows[0]?.n)).toBeGreaterThanOrEqual(0);
    } finally {
      await database.close();
    }
    expect(await fillFromTemplate(pgliteDir(join(root, "missing")), template)).toBe(true);
  });

  it("never touches a folder that holds anything, nor copies from a folder that is not a database", async () => {
    const dataDir = join(root, "kept");
    await mkdir(pgliteDir(dataDir), { recursive: true });
    await writeFile(join(pgliteDir(dataDir), "note"), "mine");
    expect(await fillFromTemplate(pgliteDir(dataDir), template)).toBe(false);
    expect(await readdir(pgliteDir(dataDir))).toEqual(["note"]);
    expect(await fillFromTemplate(pgliteDir(join(root, "other")), join(root, "nothing-here"))).toBe(false);
  });
});
