import { EventEmitter } from "node:events";
import { type BusEvent, busEventSchema } from "@courtside/protocol";
import { Redis } from "ioredis";

/**
 * Carries committed events (and passing notices) to every node's gateway: in-process alone, Redis
 * pub/sub across nodes.
 */
export interface Bus {
  publish(event: BusEvent): Promise<void>;
  onEvent(listener: (event: BusEvent) => void): void;
  close(): Promise<void>;
}

const TOPIC = "courtside:events";

export function memoryBus(): Bus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    async publish(event) {
      emitter.emit(TOPIC, event);
    },
    onEvent(listener) {
      emitter.on(TOPIC, listener);
    },
    async close() {
      emitter.removeAllListeners();
    },
  };
}

/** Every node publishes to one topic and hears every event, its own included. */
export function redisBus(url: string, publisher: Redis): Bus {
  const subscriber = new Redis(url, { maxRetriesPerRequest: null });
  const listeners: ((event: BusEvent) => void)[] = [];
  void subscriber.subscribe(TOPIC);
  subscriber.on("message", (_topic: string, message: string) => {
    const parsed = busEventSchema.safeParse(JSON.parse(message));
    if (!parsed.success) return;
    for (const listener of listeners) listener(parsed.data);
  });
  return {
    async publish(event) {
      await publisher.publish(TOPIC, JSON.stringify(event));
    },
    onEvent(listener) {
      listeners.push(listener);
    },
    async close() {
      await subscriber.quit();
    },
  };
}
