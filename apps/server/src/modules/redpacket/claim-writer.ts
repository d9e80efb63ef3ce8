import type { Db } from "../../db/client.js";
import * as repo from "./repo.js";
import type { QueuedPacket, Share, ShareQueue } from "./share-queue.js";

/** At most this many grabs of one packet share a transaction. */
const GROUP_MAX = 200;

/**
 * How a grab's claim ended: written, the share no longer open in the database (refunded, or taken
 * through another node), or the user already holding a share there.
 */
export type ClaimOutcome = "claimed" | "gone" | "duplicate";

export interface ClaimedPacket extends QueuedPacket {
  asset: number;
}

interface Pending {
  share: Share;
  userId: number;
  resolve: (outcome: ClaimOutcome) => void;
  reject: (error: unknown) => void;
}

const claimsOf = (items: Pending[]) => items.map((item) => ({ seq: item.share.seq, userId: item.userId }));

export const isUniqueViolation = (error: unknown): boolean => {
  for (let e: unknown = error; typeof e === "object" && e !== null; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === "23505") return true;
  }
  return false;
};

/**
 * Group commit of grabs: the grabs of one packet run one batch at a time on this node, and the
 * ones that queued up meanwhile are written together in one transaction (claims, purses, ledger
 * entries). A grab is answered only after its batch committed, so an answered grab is in the
 * ledger whatever happens to the node next. When a batch fails as a whole (a user who holds a
 * share the queue did not know of), each grab is written alone, so only that one is refused.
 * `onEmpty` runs after a batch that left the queue empty, before its grabs are answered.
 */
export function createClaimWriter(
  db: Db,
  queue: ShareQueue,
  now: () => Date,
  onEmpty: (packet: ClaimedPacket) => Promise<void>,
) {
  const queues = new Map<number, Pending[]>();
  const running = new Set<Promise<void>>();

  async function writeAlone(packet: ClaimedPacket, item: Pending): Promise<ClaimOutcome> {
    try {
      const rows = await repo.claimShares(db, packet, claimsOf([item]), now());
      return rows.length === 1 ? "claimed" : "gone";
    } catch (error) {
      if (isUniqueViolation(error)) return "duplicate";
      throw error;
    }
  }

  async function writeBatch(packet: ClaimedPacket, batch: Pending[]): Promise<(() => void)[]> {
    const outcomes = new Map<Pending, ClaimOutcome | { error: unknown }>();
    try {
      const rows = await repo.claimShares(db, packet, claimsOf(batch), now());
      // By share and user: a share queued twice (a lease taken back from a slow node) goes to one.
      const taken = new Set(rows.map((row) => `${row.seq}:${row.userId}`));
      for (const item of batch) {
        outcomes.set(item, taken.has(`${item.share.seq}:${item.userId}`) ? "claimed" : "gone");
      }
    } catch {
      for (const item of batch) {
        outcomes.set(item, await writeAlone(packet, item).catch((error: unknown) => ({ error })));
      }
    }
    const pick = (want: (outcome: ClaimOutcome | { error: unknown }) => boolean) =>
      batch.filter((item) => want(outcomes.get(item) ?? "gone"));
    // The queue's bookkeeping may fail (Redis away): what committed stands, and a lease left behind
    // is taken back later (see ShareQueue.reclaim).
    const ignore = () => undefined;
    await queue
      .settle(
        packet,
        pick((o) => o === "claimed"),
      )
      .catch(ignore);
    await queue
      .release(
        packet,
        pick((o) => o === "gone"),
        false,
      )
      .catch(ignore);
    // A failed write, or a user the queue did not know holds a share: the share is still open.
    await queue
      .release(
        packet,
        pick((o) => o === "duplicate" || typeof o === "object"),
        true,
      )
      .catch(ignore);
    return batch.map((item) => {
      const outcome = outcomes.get(item) ?? "gone";
      return typeof outcome === "object" ? () => item.reject(outcome.error) : () => item.resolve(outcome);
    });
  }

  async function drain(packet: ClaimedPacket) {
    for (;;) {
      const queued = queues.get(packet.id) ?? [];
      const batch = queued.splice(0, GROUP_MAX);
      if (batch.length === 0) {
        queues.delete(packet.id);
        return;
      }
      let answers: (() => void)[];
      try {
        answers = await writeBatch(packet, batch);
      } catch (error) {
        answers = batch.map((item) => () => item.reject(error));
      }
      if (queued.length === 0 && (await queue.left(packet).catch(() => 1)) === 0) {
        await onEmpty(packet).catch(() => undefined);
      }
      for (const answer of answers) answer();
    }
  }

  return {
    /** Writes one grab with whatever else is queued for the packet; resolves once committed. */
    write(packet: ClaimedPacket, share: Share, userId: number): Promise<ClaimOutcome> {
      return new Promise((resolve, reject) => {
        const item: Pending = { share, userId, resolve, reject };
        const queued = queues.get(packet.id);
        if (queued) {
          queued.push(item);
          return;
        }
        queues.set(packet.id, [item]);
        const run = drain(packet).finally(() => running.delete(run));
        running.add(run);
      });
    },

    /** Waits for the batches under way (a node stopping answers what it took). */
    async flush() {
      while (running.size > 0) await Promise.allSettled([...running]);
    },
  };
}
