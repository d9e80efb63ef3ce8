import type { Deps } from "../deps.js";
import { appendEvent } from "./stream.js";

/**
 * Publishing to channels: the event is stored with its seq first, then handed to the bus, so a
 * client either receives it live or finds it when it resumes — never neither.
 */
export function createRealtimeService({ db, bus }: Deps) {
  // Per channel, this node hands events to the bus in seq order (gateways resync any other gap).
  const tails = new Map<string, Promise<unknown>>();
  return {
    db,
    publish(channel: string, kind: string, data: unknown) {
      const previous = tails.get(channel) ?? Promise.resolve();
      const next = previous
        .catch(() => undefined)
        .then(async () => {
          const event = await appendEvent(db, channel, kind, data);
          await bus.publish(event);
          return event;
        });
      tails.set(channel, next);
      void next
        .finally(() => {
          if (tails.get(channel) === next) tails.delete(channel);
        })
        .catch(() => undefined);
      return next;
    },
  };
}
export type RealtimeService = ReturnType<typeof createRealtimeService>;
