import { parentPort, workerData } from "node:worker_threads";
import type { PGlite, Results, Transaction } from "@electric-sql/pglite";
import { openPglite } from "./pglite.js";
import type { ErrorShape, FromDatabase, ToDatabase } from "./pglite-messages.js";

/**
 * The embedded database in a thread of its own, so its WebAssembly engine works beside the event
 * loop instead of on it: the main thread hands it statements (`pglite-remote.ts`) and gets rows back.
 * An open transaction holds the engine as it does in one thread: statements outside it wait.
 */
const port = parentPort;
if (!port) throw new Error("pglite-thread runs as a worker thread");
const { dataDir } = workerData as { dataDir: string };

/** Why a transaction ends without committing, told apart from a failure of its statements. */
const ROLLBACK = Symbol("rollback");
const identity = (value: string) => value;

interface Open {
  tx: Transaction;
  finish(commit: boolean): void;
  /** The `end` request to answer once the transaction has committed or rolled back. */
  endId?: number;
}
const open = new Map<number, Open>();

function shapeOf(error: unknown): ErrorShape {
  if (!(error instanceof Error)) return { message: String(error), fields: {} };
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(error)) {
    if (value === undefined || typeof value === "function" || typeof value === "symbol") continue;
    fields[key] = typeof value === "object" && value !== null ? JSON.parse(JSON.stringify(value)) : value;
  }
  return { message: error.message, fields };
}

const reply = (message: FromDatabase) => port.postMessage(message);

function target(pg: PGlite, tx: number | undefined): PGlite | Transaction {
  if (tx === undefined) return pg;
  const found = open.get(tx);
  if (!found) throw new Error(`transaction ${tx} is not open`);
  return found.tx;
}

function begin(pg: PGlite, id: number) {
  pg.transaction(
    (tx) =>
      new Promise<void>((resolve, reject) => {
        open.set(id, { tx, finish: (commit) => (commit ? resolve() : reject(ROLLBACK)) });
        reply({ id, ok: true, value: id });
      }),
  ).then(
    () => settle(id),
    (error: unknown) => settle(id, error === ROLLBACK ? undefined : error),
  );
}

function settle(id: number, error?: unknown) {
  const ended = open.get(id);
  open.delete(id);
  if (ended?.endId === undefined) return;
  reply(
    error === undefined
      ? { id: ended.endId, ok: true, value: null }
      : { id: ended.endId, ok: false, error: shapeOf(error) },
  );
}

/** What crosses back of a result: its rows, the count a write touched and the columns. */
const plain = ({ rows, affectedRows, fields }: Results) => ({ rows, affectedRows, fields });

async function handle(pg: PGlite, message: Extract<ToDatabase, { op: "query" | "exec" }>): Promise<unknown> {
  if (message.op === "exec") return (await target(pg, message.tx).exec(message.sql)).map(plain);
  const parsers = Object.fromEntries(message.raw.map((oid) => [oid, identity]));
  return plain(await target(pg, message.tx).query(message.sql, message.params, { rowMode: message.rowMode, parsers }));
}

try {
  const pg = await openPglite(dataDir);
  port.on("message", (message: ToDatabase) => {
    if (message.op === "begin") return begin(pg, message.id);
    if (message.op === "end") {
      const ending = open.get(message.tx);
      if (!ending) return reply({ id: message.id, ok: false, error: shapeOf(new Error("no such transaction")) });
      ending.endId = message.id;
      return ending.finish(message.commit);
    }
    if (message.op === "close") {
      return void pg.close().then(
        () => reply({ id: message.id, ok: true, value: null }),
        (error: unknown) => reply({ id: message.id, ok: false, error: shapeOf(error) }),
      );
    }
    handle(pg, message).then(
      (value) => reply({ id: message.id, ok: true, value }),
      (error: unknown) => reply({ id: message.id, ok: false, error: shapeOf(error) }),
    );
  });
  reply({ id: 0, ok: true, value: "ready" });
} catch (error) {
  reply({ id: 0, ok: false, error: shapeOf(error) });
}
