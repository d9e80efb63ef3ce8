import { randomUUID } from "node:crypto";
import type { Redis } from "ioredis";

const REPORT_MS = 5_000;
const NODE_TTL_S = 15;
const NODES = "courtside:presence:nodes";
const nodeKey = (node: string) => `courtside:presence:${node}`;

/**
 * Connections per channel across nodes. Alone, this node's own counts; with Redis, every node
 * reports its counts every few seconds under a key that expires, and a count is the sum over the
 * nodes still reporting — a node that dies drops out within the key's lifetime.
 */
export function createPresence(
  local: { counts(prefix: string): (readonly [string, number])[]; count(channel: string): number },
  redis: Redis | undefined,
) {
  const node = randomUUID();
  let timer: NodeJS.Timeout | undefined;

  async function report() {
    if (!redis) return;
    const counts = local.counts("room:");
    const key = nodeKey(node);
    const multi = redis.multi().del(key);
    if (counts.length > 0) multi.hset(key, Object.fromEntries(counts.map(([channel, n]) => [channel, String(n)])));
    await multi.set(`${key}:alive`, "1", "EX", NODE_TTL_S).expire(key, NODE_TTL_S).sadd(NODES, node).exec();
  }

  return {
    node,
    start() {
      if (!redis || timer) return;
      void report().catch(() => undefined);
      timer = setInterval(() => void report().catch(() => undefined), REPORT_MS);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      if (redis)
        await redis
          .multi()
          .del(nodeKey(node), `${nodeKey(node)}:alive`)
          .srem(NODES, node)
          .exec();
    },
    /** Connections following the channel on every live node (this node's own count is current). */
    async count(channel: string): Promise<number> {
      const own = local.count(channel);
      if (!redis) return own;
      const nodes = (await redis.smembers(NODES)).filter((other) => other !== node);
      if (nodes.length === 0) return own;
      const pipeline = redis.pipeline();
      for (const other of nodes) pipeline.exists(`${nodeKey(other)}:alive`).hget(nodeKey(other), channel);
      const replies = (await pipeline.exec()) ?? [];
      let total = own;
      const gone: string[] = [];
      nodes.forEach((other, index) => {
        const alive = replies[index * 2]?.[1];
        const value = replies[index * 2 + 1]?.[1];
        if (alive === 0) gone.push(other);
        else total += Number(value ?? 0);
      });
      if (gone.length > 0) await redis.srem(NODES, ...gone);
      return total;
    },
  };
}
export type Presence = ReturnType<typeof createPresence>;
