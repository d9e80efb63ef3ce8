import type { NoticeEvent, StreamEvent } from "@courtside/protocol";
import type { Db } from "../db/client.js";
import type { Deps } from "../deps.js";
import { appendInTx, latestEvents } from "./stream.js";

/**
 * Publishing to channels: the event is stored with its seq first, then handed to the bus, so a
 * client either receives it live or finds it when it resumes — never neither.
 */
export function createRealtimeService({ db, bus, log }: Deps) {
  // Per channel, this node hands events to the bus in seq order (gateways resync any other gap).
  const tails = new Map<string, Promise<unknown>>();

  /**
   * Runs `work` in a transaction that also appends the event; the event is published only after
   * the transaction commits. A `work` that throws stores and publishes nothing.
   */
  function publishWith<T>(
    channel: string,
    kind: string,
    build: (tx: Db) => Promise<{ data: unknown; after?: (event: StreamEvent, tx: Db) => Promise<T> }>,
  ): Promise<{ event: StreamEvent; result: T | undefined }> {
    const previous = tails.get(channel) ?? Promise.resolve();
    const next = previous
      .catch(() => undefined)
      .then(async () => {
        const outcome = await db.transaction(async (tx) => {
          const { data, after } = await build(tx);
          const event = await appendInTx(tx, channel, kind, data);
          const result = after ? await after(event, tx) : undefined;
          return { event, result };
        });
        await bus.publish(outcome.event);
        return outcome;
      });
    tails.set(channel, next);
    void next
      .finally(() => {
        if (tails.get(channel) === next) tails.delete(channel);
      })
      .catch(() => undefined);
    return next;
  }

  return {
    db,
    publishWith,
    async publish(channel: string, kind: string, data: unknown): Promise<StreamEvent> {
      return (await publishWith(channel, kind, async () => ({ data }))).event;
    },
    /** A passing notice to everyone following the channel now; not stored, not resumed. */
    notice(channel: string, kind: string, data: unknown) {
      const event: NoticeEvent = { type: "notice", channel, kind, data, at: Date.now() };
      bus.publish(event).catch((error: unknown) => log.warn({ err: error, channel }, "notice not published"));
    },
    latest: (channel: string, limit: number) => latestEvents(db, channel, limit),
  };
}
export type RealtimeService = ReturnType<typeof createRealtimeService>;
