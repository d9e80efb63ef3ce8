import type { Worker } from "node:worker_threads";
import type { PGlite } from "@electric-sql/pglite";
import { startThread } from "../infra/thread.js";
import type { ErrorShape, FromDatabase, ToDatabase } from "./pglite-messages.js";

const YOUNG_GENERATION_MB = 8;
/** How long a background statement waits at most for the other statements to leave the thread. */
const BACKGROUND_WAIT_MS = 100;

/**
 * Who waits on a statement. "now": a request or a send is waiting; sent to the thread at once.
 * "background": work no one waits on (list items, unread totals, jobs), sent when no "now"
 * statement is outstanding, or after BACKGROUND_WAIT_MS at most, one at a time in order.
 */
export type Lane = "now" | "background";

/** A caller waiting for its statement's answer. */
interface Waiting {
  resolve(value: unknown): void;
  reject(error: Error): void;
}

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
  private readonly pending = new Map<number, Waiting & { lane: Lane }>();
  /** Statements outstanding at the thread, per lane. */
  private readonly outstanding: Record<Lane, number> = { now: 0, background: 0 };
  /** Background statements not yet sent, oldest first. */
  private readonly held: (Waiting & { message: Ask; since: number })[] = [];
  private heldTimer: NodeJS.Timeout | undefined;
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
        this.outstanding[waiting.lane]--;
        if (message.ok) waiting.resolve(message.value);
        else waiting.reject(errorOf(message.error));
        // Once the caller has gone on: its next statement, sent within this turn, goes first.
        if (this.held.length > 0) setImmediate(() => this.release());
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
    for (const waiting of [...this.pending.values(), ...this.held.splice(0)]) waiting.reject(error);
    this.pending.clear();
    clearTimeout(this.heldTimer);
  }

  private post(message: Ask, lane: Lane, { resolve, reject }: Waiting) {
    const id = this.nextId++;
    this.pending.set(id, { lane, resolve, reject });
    this.outstanding[lane]++;
    this.worker.postMessage({ ...message, id } as ToDatabase);
  }

  /**
   * Statements of a transaction already open go at once whatever their lane: the transaction holds
   * the engine until it ends.
   */
  private ask(message: Ask, lane: Lane = "now"): Promise<unknown> {
    if (this.failure) return Promise.reject(this.failure);
    return new Promise((resolve, reject) => {
      const inTransaction = "tx" in message && message.tx !== undefined;
      if (lane === "now" || inTransaction) return this.post(message, lane, { resolve, reject });
      this.held.push({ message, since: performance.now(), resolve, reject });
      this.release();
    });
  }

  /** Sends the oldest held background statement if the thread is free of others, or it waited long enough. */
  private release() {
    const oldest = this.held[0];
    if (!oldest || this.outstanding.background > 0 || this.failure) return;
    const waited = performance.now() - oldest.since;
    if (this.outstanding.now > 0 && waited < BACKGROUND_WAIT_MS) {
      this.heldTimer ??= setTimeout(() => {
        this.heldTimer = undefined;
        this.release();
      }, BACKGROUND_WAIT_MS - waited);
      return;
    }
    this.held.shift();
    this.post(oldest.message, "background", oldest);
  }

  private queryIn(tx: number | undefined, lane: Lane = "now") {
    return (sql: string, params: unknown[] = [], options: QueryOptions = {}) =>
      this.ask(
        {
          op: "query",
          sql,
          params,
          rowMode: options.rowMode ?? "object",
          raw: Object.keys(options.parsers ?? {}).map(Number),
          ...(tx === undefined ? {} : { tx }),
        },
        lane,
      );
  }

  private execIn(tx: number | undefined, lane: Lane = "now") {
    return (sql: string) => this.ask({ op: "exec", sql, ...(tx === undefined ? {} : { tx }) }, lane);
  }

  private transactionIn(lane: Lane) {
    return async <T>(callback: (tx: Pick<RemotePglite, "query" | "exec">) => Promise<T>) => {
      const tx = (await this.ask({ op: "begin" }, lane)) as number;
      let result: T;
      try {
        result = await callback({ query: this.queryIn(tx, lane), exec: this.execIn(tx, lane) });
      } catch (error) {
        await this.ask({ op: "end", tx, commit: false }, lane).catch(() => undefined);
        throw error;
      }
      await this.ask({ op: "end", tx, commit: true }, lane);
      return result;
    };
  }

  query = this.queryIn(undefined);
  exec = this.execIn(undefined);
  transaction = this.transactionIn("now");

  async close(): Promise<void> {
    if (!this.failure) await this.ask({ op: "close" }).catch(() => undefined);
    this.stop(new Error("the embedded database is closed"));
    this.worker.removeAllListeners("exit");
    await this.worker.terminate();
  }

  /** This client where drizzle's PGlite driver expects the engine itself, its statements in `lane`. */
  asPglite(lane: Lane = "now"): PGlite {
    if (lane === "now") return this as unknown as PGlite;
    const view = { query: this.queryIn(undefined, lane), exec: this.execIn(undefined, lane) };
    return { ...view, transaction: this.transactionIn(lane) } as unknown as PGlite;
  }
}

/** Opens the embedded database on DATA_DIR in its own thread. */
export async function openPgliteThread(dataDir: string): Promise<RemotePglite> {
  const client = new RemotePglite(dataDir);
  await client.ready;
  return client;
}
