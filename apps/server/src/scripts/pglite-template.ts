/**
 * Makes the migrated embedded database that a first start copies (`dist/pglite-template`): built
 * once per set of migrations into `.cache/` and copied into `dist/` by every build.
 */
import { existsSync } from "node:fs";
import { cp, rm } from "node:fs/promises";
import { join } from "node:path";
import { createMigratedCopy, MIGRATED_MARK, migrationsFolder, templateFolder } from "../db/client.js";
import { pgliteDir } from "../db/pglite.js";
import { migrationsHash } from "../db/template.js";

const cacheRoot = process.argv[2];
if (!cacheRoot) throw new Error("usage: pglite-template <cache folder>");
const cached = join(cacheRoot, `pglite-${await migrationsHash(migrationsFolder)}`);
if (!existsSync(join(cached, MIGRATED_MARK))) await createMigratedCopy(cached);
await rm(templateFolder, { recursive: true, force: true });
await cp(pgliteDir(cached), templateFolder, { recursive: true });
