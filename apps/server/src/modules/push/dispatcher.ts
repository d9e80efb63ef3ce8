import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client.js";
import * as repo from "./repo.js";
import type { Outcome, Sender } from "./sender.js";

const BATCH = 500;
const CONCURRENCY = 64;
/** A claimed push not finished within this long (its node died) may be claimed again. */
const LEASE_MS = 60_000;
const MAX_ATTEMPTS = 8;
/** Back-off after a refusal without Retry-After: 5 s, 10 s, 20 s … at most 10 minutes. */
const backoffMs = (attempts: number) => Math.min(600_000, 5000 * 2 ** (attempts - 1));
/** A Retry-After longer than this is not waited for: the push would be stale by then. */
const MAX_WAIT_MS = 3_600_000;

/** Runs `work` over `items` with at most `limit` at a time. */
async function pool<T>(items: T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const runners = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const item = items[next++];
      if (item !== undefined) await work(item);
    }
  });
  await Promise.all(runners);
}

/**
 * Sends the push outbox. Every node may run one: rows are claimed with SKIP LOCKED, so each push
 * is sent by one node; a node that dies leaves its claimed rows to be claimed again when their
 * lease runs out. A node sends as soon as it stores a notice (`kick`) and otherwise looks every
 * second for retries and rows other nodes could not finish.
 */
export function createDispatcher(db: Db, sender: Sender, log: FastifyBaseLogger) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let again = false;

  /** Records what became of a push; answers the time of its retry when it waits for one. */
  async function settle(
    row: repo.DeliveryRow,
    attempts: number,
    outcome: Outcome,
    done: number[],
  ): Promise<Date | undefined> {
    switch (outcome.kind) {
      case "sent":
        done.push(row.id);
        return;
      case "gone":
        await repo.dropSubscription(db, row.subscription.id);
        return;
      case "failed":
        log.warn({ endpoint: new URL(row.subscription.endpoint).origin, error: outcome.error }, "push refused");
        done.push(row.id);
        return;
      case "retry": {
        const wait = outcome.retryAfterMs ?? backoffMs(attempts);
        if (attempts >= MAX_ATTEMPTS || wait > MAX_WAIT_MS) {
          log.warn({ endpoint: new URL(row.subscription.endpoint).origin, error: outcome.error }, "push given up");
          done.push(row.id);
          return;
        }
        const at = new Date(Date.now() + wait);
        await repo.retryLater(db, row.id, at, outcome.error);
        return at;
      }
    }
  }

  /** Claims and sends one batch; returns how many pushes were claimed. */
  async function batch(): Promise<number> {
    const claimed = await repo.claimDue(db, BATCH, LEASE_MS);
    if (claimed.length === 0) return 0;
    const attempts = new Map(claimed.map((row) => [row.id, row.attempts]));
    const rows = await repo.deliveryDetails(
      db,
      claimed.map((row) => row.id),
    );
    const done: number[] = [];
    // One browser's pushes go one after another, oldest first: a newer score sent alongside an
    // older one under the same topic could otherwise arrive first and be replaced by the older.
    const bySubscription = new Map<number, repo.DeliveryRow[]>();
    for (const row of rows.sort((a, b) => a.id - b.id)) {
      const list = bySubscription.get(row.subscription.id) ?? [];
      list.push(row);
      bySubscription.set(row.subscription.id, list);
    }
    await pool([...bySubscription.values()], CONCURRENCY, async (list) => {
      for (const [index, row] of list.entries()) {
        if (row.signedOut) {
          done.push(row.id);
          continue;
        }
        const outcome = await sender.send(row);
        const retryAt = await settle(row, attempts.get(row.id) ?? 1, outcome, done).catch((error: unknown) => {
          log.error({ err: error }, "push outcome not stored");
          return undefined;
        });
        if (outcome.kind === "gone") return;
        if (retryAt) {
          // The browser's later pushes wait behind it, so they still arrive in order.
          for (const later of list.slice(index + 1))
            await repo.retryLater(db, later.id, retryAt, "after an earlier push");
          return;
        }
      }
    });
    await repo.finish(db, done);
    return claimed.length;
  }

  /** Sends everything due now, batch after batch. */
  async function runDue(): Promise<number> {
    let total = 0;
    for (let n = await batch(); n > 0; n = await batch()) total += n;
    return total;
  }

  function sweep() {
    if (running) {
      again = true;
      return;
    }
    running = runDue()
      .catch((error: unknown) => {
        log.error({ err: error }, "push sweep failed");
        return 0;
      })
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          sweep();
        }
      });
  }

  return {
    runDue,
    /** New pushes were queued on this node: send them now rather than at the next poll. */
    kick() {
      if (timer) sweep();
    },
    start(pollMs = 1000) {
      if (timer) return;
      timer = setInterval(sweep, pollMs);
      timer.unref();
      sweep();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}
export type Dispatcher = ReturnType<typeof createDispatcher>;
