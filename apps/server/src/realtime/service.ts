import type { NoticeEvent, StreamEvent } from "@courtside/protocol";
import type { Db } from "../db/client.js";
import type { Deps } from "../deps.js";
import { createChannels, isSerialId } from "./channels.js";
import { type Appending, appendInTx, appendManyInTx, latestEvents } from "./stream.js";

/** At most this many queued publishes of one channel share a transaction. */
const GROUP_MAX = 100;

type Build<T> = (tx: Db) => Promise<{ data: unknown; after?: (event: StreamEvent, tx: Db) => Promise<T> }>;

interface Job {
  kind: string;
  build: Build<unknown>;
  resolve: (outcome: { event: StreamEvent; result: unknown }) => void;
  reject: (error: unknown) => void;
}

/**
 * Publishing to channels: the event is stored with its seq first, then handed to the bus, so a
 * client either receives it live or finds it when it resumes — never neither.
 *
 * Publishes to one channel run one batch at a time on this node (so its events reach the bus in
 * seq order), and whatever queued up meanwhile is stored in one transaction (group commit); when one
 * of them is refused by its rules, the others are stored one by one, so only that one fails.
 */
export function createRealtimeService({ db, bus, log }: Deps) {
  const queues = new Map<string, Job[]>();
  const channels = createChannels();
  // A user's own channel (notices): only that user follows it.
  channels.register("user", {
    canonical: isSerialId,
    exists: async () => true,
    mayJoin: (viewer, id) => viewer.userId !== null && String(viewer.userId) === id,
  });

  /** Stores the jobs in one transaction; any failure rolls all of them back. */
  async function storeTogether(channel: string, batch: Job[]) {
    return db.transaction(async (tx) => {
      const outcomes: { event: StreamEvent; result: unknown }[] = [];
      for (const job of batch) {
        const { data, after } = await job.build(tx);
        const event = await appendInTx(tx, channel, job.kind, data);
        outcomes.push({ event, result: after ? await after(event, tx) : undefined });
      }
      return outcomes;
    });
  }

  async function drain(channel: string) {
    for (;;) {
      const queue = queues.get(channel) ?? [];
      const batch = queue.splice(0, GROUP_MAX);
      if (batch.length === 0) {
        queues.delete(channel);
        return;
      }
      // Usually every job passes and the batch commits once. If one fails, each job is stored
      // again in a transaction of its own, so only the failing one is refused.
      const settled: (() => void)[] = [];
      const events: StreamEvent[] = [];
      try {
        const outcomes = await storeTogether(channel, batch);
        outcomes.forEach((outcome, index) => {
          events.push(outcome.event);
          settled.push(() => batch[index]?.resolve(outcome));
        });
      } catch {
        for (const job of batch) {
          try {
            const [outcome] = await storeTogether(channel, [job]);
            if (!outcome) throw new Error("nothing stored");
            events.push(outcome.event);
            settled.push(() => job.resolve(outcome));
          } catch (error) {
            settled.push(() => job.reject(error));
          }
        }
      }
      await published(events);
      for (const settle of settled) settle();
    }
  }

  /**
   * Runs `build` in a transaction that also appends the event; the event is published only after
   * the transaction commits. A `build` that throws stores and publishes nothing.
   */
  function publishWith<T>(
    channel: string,
    kind: string,
    build: Build<T>,
  ): Promise<{ event: StreamEvent; result: T | undefined }> {
    return new Promise((resolve, reject) => {
      const job: Job = {
        kind,
        build: build as Build<unknown>,
        resolve: resolve as Job["resolve"],
        reject,
      };
      const queue = queues.get(channel);
      if (queue) {
        queue.push(job);
        return;
      }
      queues.set(channel, [job]);
      void drain(channel);
    });
  }

  /**
   * Hands committed events to the bus in the order given: each publish is issued before the next
   * (one connection carries them in that order), without waiting for each to be acknowledged.
   */
  async function published(events: readonly StreamEvent[]) {
    await Promise.all(
      events.map((event) =>
        bus
          .publish(event)
          .catch((error: unknown) => log.error({ err: error, channel: event.channel }, "event not published")),
      ),
    );
  }

  /**
   * Appends events of many channels in one transaction (one statement for all their streams), runs
   * `after` in it with the stored events, and publishes them once it commits: the group commit of
   * many quiet channels, where `publishWith` groups only what queues on one channel. The caller
   * keeps one batch at a time in flight when order matters. Nothing is stored or published when
   * `after` throws.
   */
  async function publishMany<T>(items: readonly Appending[], after: (events: StreamEvent[], tx: Db) => Promise<T>) {
    const at = new Date();
    const outcome = await db.transaction(async (tx) => {
      const events = await appendManyInTx(tx, items, at);
      return { events, result: await after(events, tx) };
    });
    await published(outcome.events);
    return outcome;
  }

  return {
    db,
    /** Channel kinds the gateway accepts; modules register theirs. */
    channels,
    publishWith,
    publishMany,
    async publish(channel: string, kind: string, data: unknown): Promise<StreamEvent> {
      return (await publishWith(channel, kind, async () => ({ data }))).event;
    },
    /** A passing notice to everyone following the channel now; not stored, not resumed. */
    notice(channel: string, kind: string, data: unknown) {
      const event: NoticeEvent = { type: "notice", channel, kind, data, at: Date.now() };
      bus.publish(event).catch((error: unknown) => log.warn({ err: error, channel }, "notice not published"));
    },
    latest: (channel: string, limit: number) => latestEvents(db, channel, limit),
    /**
     * Stops a user's devices following a channel, on every node, at once (a member removed from a
     * group). Call it after the change that took their right to follow has committed.
     */
    async evict(channel: string, userId: number) {
      await bus
        .publish({ type: "evicted", channel, userId, at: Date.now() })
        .catch((error: unknown) => log.warn({ err: error, channel }, "eviction not published"));
    },
  };
}
export type RealtimeService = ReturnType<typeof createRealtimeService>;
