import { EventEmitter } from "node:events";
import { type BusMessage, busMessageSchema, type Revocation } from "@courtside/protocol";
import { Redis } from "ioredis";

/**
 * Carries committed events, passing notices and session revocations to every node's gateway:
 * in-process alone, Redis pub/sub across nodes.
 */
export interface Bus {
  publish(message: BusMessage): Promise<void>;
  onEvent(listener: (message: BusMessage) => void): void;
  close(): Promise<void>;
}

const TOPIC = "courtside:events";

export function memoryBus(): Bus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    async publish(message) {
      emitter.emit(TOPIC, message);
    },
    onEvent(listener) {
      emitter.on(TOPIC, listener);
    },
    async close() {
      emitter.removeAllListeners();
    },
  };
}

/**
 * Every node publishes to one topic and hears every message, its own included. A revocation is also
 * handed to this node's listeners at once: the request that ended a session answers only after its
 * own node has closed that session's sockets (the copy that comes back through Redis finds them
 * closed already).
 */
export function redisBus(url: string, publisher: Redis): Bus {
  const subscriber = new Redis(url, { maxRetriesPerRequest: null });
  const listeners: ((message: BusMessage) => void)[] = [];
  void subscriber.subscribe(TOPIC);
  subscriber.on("message", (_topic: string, raw: string) => {
    const parsed = busMessageSchema.safeParse(JSON.parse(raw));
    if (!parsed.success) return;
    for (const listener of listeners) listener(parsed.data);
  });
  let closed = false;
  // Shutting down: the shared connection is ending (or has ended) and nothing is listening anymore.
  const ending = () => closed || publisher.status === "end" || publisher.status === "close";
  return {
    async publish(message) {
      if (message.type === "revoked") for (const listener of listeners) listener(message);
      if (ending()) return;
      try {
        await publisher.publish(TOPIC, JSON.stringify(message));
      } catch (error) {
        // A send still in flight as the node stops is dropped, as one sent a moment later would be.
        if (!ending()) throw error;
      }
    },
    onEvent(listener) {
      listeners.push(listener);
    },
    async close() {
      closed = true;
      await subscriber.quit();
    },
  };
}

/**
 * Ends the open connections of revoked sessions on every node (see `Revocation`). Call it after the
 * revocation has committed. It never fails: the sessions are revoked in the database either way,
 * and a gateway that missed the message finds out when it checks the session again.
 */
export async function announceRevoked(bus: Bus, ended: { sessionId: string } | { userId: number; keep?: string }) {
  const revocation: Revocation =
    "sessionId" in ended
      ? { type: "revoked", userId: null, sessionId: ended.sessionId, keep: null, at: Date.now() }
      : { type: "revoked", userId: ended.userId, sessionId: null, keep: ended.keep ?? null, at: Date.now() };
  await bus.publish(revocation).catch(() => undefined);
}
