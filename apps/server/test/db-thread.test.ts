import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPgliteThread, type RemotePglite } from "../src/db/pglite-remote.js";

/** The embedded database on its own thread behaves as PGlite does in one: rows, errors, transactions. */
describe("embedded database thread", () => {
  let dataDir: string;
  let client: RemotePglite;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), "courtside-db-thread-"));
    client = await openPgliteThread(dataDir);
    await client.exec("create table items (id int primary key, name text not null, at timestamptz)");
  });
  afterAll(async () => {
    await client.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it("answers rows as objects or arrays, keeping the types drizzle asks to keep as text", async () => {
    await client.query("insert into items values ($1, $2, $3)", [1, "one", "2026-01-02T03:04:05Z"]);
    const objects = (await client.query("select id, name from items")) as { rows: unknown[] };
    expect(objects.rows).toEqual([{ id: 1, name: "one" }]);
    const arrays = (await client.query("select id, at from items", [], {
      rowMode: "array",
      parsers: { 1184: null },
    })) as {
      rows: unknown[][];
    };
    expect(arrays.rows[0]?.[0]).toBe(1);
    expect(typeof arrays.rows[0]?.[1]).toBe("string");
  });

  it("hands back a database error with its code and constraint", async () => {
    const error = await client.query("insert into items values (1, 'again', null)").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ code: "23505", constraint: "items_pkey" });
  });

  it("commits a transaction, rolls back a failed one, and holds other statements until it ends", async () => {
    await client.transaction(async (tx) => {
      await tx.query("insert into items values (2, 'two', null)");
    });
    const failed = client.transaction(async (tx) => {
      await tx.query("insert into items values (3, 'three', null)");
      throw new Error("changed my mind");
    });
    await expect(failed).rejects.toThrow("changed my mind");

    let inside = false;
    const order: string[] = [];
    const held = client.transaction(async (tx) => {
      inside = true;
      await tx.query("insert into items values (4, 'four', null)");
      await new Promise((resolve) => setTimeout(resolve, 50));
      order.push("transaction");
    });
    while (!inside) await new Promise((resolve) => setImmediate(resolve));
    const outside = client.query("select count(*)::int as n from items").then((result) => {
      order.push("outside");
      return result as { rows: { n: number }[] };
    });
    await held;
    expect((await outside).rows[0]?.n).toBe(3);
    expect(order).toEqual(["transaction", "outside"]);
  });

  it("sends a background statement once the others are answered, and within its wait under a steady load", async () => {
    const background = client.asPglite("background");
    const order: string[] = [];
    const note = (name: string) => () => void order.push(name);
    await Promise.all([
      client.query("select 1").then(note("first")),
      background.query("select 2").then(note("background")),
      client.query("select 3").then(note("second")),
    ]);
    expect(order).toEqual(["first", "second", "background"]);

    // Statements that never let up: the background one still goes, after its wait at most.
    let steady = true;
    const load = (async () => {
      let rounds = 0;
      while (steady) {
        await Promise.all([client.query("select 1"), client.query("select 1")]);
        rounds++;
      }
      return rounds;
    })();
    const answered = background
      .transaction(async (tx) => (await tx.query<{ n: number }>("select count(*)::int as n from items")).rows[0]?.n)
      .finally(() => {
        steady = false;
      });
    expect(await answered).toBe(3);
    expect(await load).toBeGreaterThan(0);
  });

  it("fails every later call clearly once the thread is gone", async () => {
    const other = await openPgliteThread(await mkdtemp(join(tmpdir(), "courtside-db-thread-")));
    await other.close();
    await expect(other.query("select 1")).rejects.toThrow();
  });
});
