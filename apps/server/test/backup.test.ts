import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { type Db, openDatabase } from "../src/db/client.js";
import { rowsOf } from "../src/db/rows.js";
import { backup, restore } from "../src/ops/backup.js";
import { startTestApp } from "./helpers/app.js";
import { call, PASSWORD, register } from "./helpers/users.js";

/**
 * A database of the test's own, on the engine the suite runs on: a fresh embedded data folder, or
 * a fresh PostgreSQL database beside the suite's (so nothing else writes to it meanwhile).
 */
async function ownTarget() {
  const dataDir = await mkdtemp(join(tmpdir(), "courtside-backup-"));
  const suiteUrl = process.env.DATABASE_URL;
  if (!suiteUrl) {
    return { dataDir, databaseUrl: undefined, cleanup: () => rm(dataDir, { recursive: true, force: true }) };
  }
  const name = `backup_${process.pid}_${Date.now()}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: suiteUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(suiteUrl);
  url.pathname = `/${name}`;
  return {
    dataDir,
    databaseUrl: url.toString(),
    cleanup: async () => {
      await admin(`drop database if exists ${name} with (force)`);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Every table's row count and a hash of all its rows, in both the app's and the migrations' schema. */
async function fingerprint(db: Db): Promise<Record<string, string>> {
  const tables = await db.execute(sql`
    select table_schema || '.' || table_name as name from information_schema.tables
    where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE' order by 1`);
  const print: Record<string, string> = {};
  for (const { name } of rowsOf(tables)) {
    const [schema, table] = String(name).split(".");
    const result = await db.execute(
      sql.raw(
        `select count(*)::int as n, coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as h from "${schema}"."${table}" t`,
      ),
    );
    const [row] = rowsOf(result);
    print[String(name)] = `${row?.n}:${row?.h}`;
  }
  return print;
}

async function fingerprintOf(target: { dataDir: string; databaseUrl?: string }) {
  const database = await openDatabase(target);
  try {
    return await fingerprint(database.db);
  } finally {
    await database.close();
  }
}

describe("backup and restore", () => {
  it("backs up, wipes, restores: every table's rows are equal, and the account signs in again", async () => {
    const target = await ownTarget();
    const env = { DATA_DIR: target.dataDir, DATABASE_URL: target.databaseUrl ?? "" };
    const file = join(target.dataDir, "..", `courtside-backup-${process.pid}-${Date.now()}.dump`);
    try {
      const first = await startTestApp(env);
      const user = await register(first);
      await call(first, "chat/appUserFrequently/add", { text: "Backed up" }, user.token);
      await first.close();

      const before = await fingerprintOf(target);
      expect(Object.keys(before)).toContain("public.users");
      await backup(target, file);

      // Wipe: the embedded folder goes; PostgreSQL loses its tables.
      if (target.databaseUrl) {
        const database = await openDatabase(target);
        await database.db.execute(sql`drop schema public cascade; create schema public; drop schema drizzle cascade`);
        await database.close();
      } else {
        await rm(join(target.dataDir, "pglite"), { recursive: true, force: true });
      }
      await expect(restore(target, join(target.dataDir, "missing.dump"))).rejects.toThrow();
      await writeFile(join(target.dataDir, "empty.dump"), "");
      await expect(restore(target, join(target.dataDir, "empty.dump"))).rejects.toThrow(/empty/);

      await restore(target, file);
      expect(await fingerprintOf(target)).toEqual(before);

      const second = await startTestApp(env);
      try {
        const login = await call(second, "web_user/web_pwd_login", { username: user.username, password: PASSWORD });
        expect(login.body.success).toBe(true);
      } finally {
        await second.close();
      }
    } finally {
      await rm(file, { force: true });
      await target.cleanup();
    }
  }, 120_000);
});
