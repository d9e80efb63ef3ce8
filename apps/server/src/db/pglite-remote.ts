import type { Worker } from "node:worker_threads";
import type { PGlite } from "@electric-sql/pglite";
import { startThread } from "../infra/thread.js";
import type { ErrorShape, FromDatabase, ToDatabase } from "./pglite-messages.js";

const YOUNG_GENERATION_MB = 8;

type Ask = ToDatabase extends infer T ? (T extends { id: number } ? Omit<T, "id"> : never) : never;

interface QueryOptions {
  rowMode?: "array" | "object";
  /** drizzle's parsers keep these types as the engine's text; only which types is sent across. */
  parsers?: Record<number, unknown>;
}

/** A database error rebuilt on this side, with the fields callers read (`code`, `constraint`, …). */
function errorOf(shape: ErrorShape): Error {
  return Object.assign(new Error(shape.message), shape.fields);
}

/**
 * The embedded database run in its own thread (`pglite-thread.ts`), seen through the part of
 * PGlite's interface that drizzle uses: `query`, `exec`, `transaction` and `close`. The engine's
 * WebAssembly work then runs on the second core while the event loop serves sockets and requests.
 */
export class RemotePglite {
  private readonly worker: Worker;
  private readonly pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  private nextId = 1;
  private failure: Error | undefined;
  readonly ready: Promise<void>;

  constructor(dataDir: string) {
    this.worker = startThread(
      import.meta.url,
      { source: "./pglite-thread.ts", built: "./pglite-thread.js" },
      { dataDir },
      // As small a young generation as the main thread's (`--max-semi-space-size=8`): the
      // thread's objects are short-lived rows, and an idle node's memory is a goal.
      { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB },
    );
    this.ready = new Promise((resolve, reject) => {
      this.worker.on("message", (message: FromDatabase) => {
        if (message.id === 0) return message.ok ? resolve() : reject(errorOf(message.error));
        const waiting = this.pending.get(message.id);
        this.pending.delete(message.id);
        if (!waiting) return;
        if (message.ok) waiting.resolve(message.value);
        else waiting.reject(errorOf(message.error));
      });
      const fail = (error: Error) => {
        reject(error);
        this.stop(error);
      };
      this.worker.on("error", fail);
      this.worker.on("exit", (code) => fail(new Error(`the embedded database's thread exited (${code})`)));
    });
    // A failure before anyone waits on `ready` is still reported to the next call.
    this.ready.catch(() => undefined);
  }

  /** No call is answered any more: the waiting ones and every later one fail with `error`. */
  private stop(error: Error) {
    this.failure ??= error;
    for (const waiting of this.pending.values()) waiting.reject(error);
    this.pending.clear();
  }

  private ask(message: Ask): Promise<unknown> {
    if (this.failure) return Promise.reject(this.failure);
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ ...message, id } as ToDatabase);
    });
  }

  private queryIn(tx: number | undefined) {
    return (sql: string, params: unknown[] = [], options: QueryOptions = {}) =>
      this.ask({
        op: "query",
        sql,
        params,
        rowMode: options.rowMode ?? "object",
        raw: Object.keys(options.parsers ?? {}).map(Number),
        ...(tx === undefined ? {} : { tx }),
      });
  }

  private execIn(tx: number | undefined) {
    return (sql: string) => this.ask({ op: "exec", sql, ...(tx === undefined ? {} : { tx }) });
  }

  query = this.queryIn(undefined);
  exec = this.execIn(undefined);

  async transaction<T>(callback: (tx: Pick<RemotePglite, "query" | "exec">) => Promise<T>) {
    const tx = (await this.ask({ op: "begin" })) as number;
    let result: T;
    try {
      result = await callback({ query: this.queryIn(tx), exec: this.execIn(tx) });
    } catch (error) {
      await this.ask({ op: "end", tx, commit: false }).catch(() => undefined);
      throw error;
    }
    await this.ask({ op: "end", tx, commit: true });
    return result;
  }

  async close(): Promise<void> {
    if (!this.failure) await this.ask({ op: "close" }).catch(() => undefined);
    this.stop(new Error("the embedded database is closed"));
    this.worker.removeAllListeners("exit");
    await this.worker.terminate();
  }

  /** This client where drizzle's PGlite driver expects the engine itself. */
  asPglite(): PGlite {
    return this as unknown as PGlite;
  }
}

/** Opens the embedded database on DATA_DIR in its own thread. */
export async function openPgliteThread(dataDir: string): Promise<RemotePglite> {
  const client = new RemotePglite(dataDir);
  await client.ready;
  return client;
}
