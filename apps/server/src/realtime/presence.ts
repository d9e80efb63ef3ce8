import { randomUUID } from "node:crypto";
import type { Redis } from "ioredis";

const REPORT_MS = 5_000;
const NODE_TTL_S = 15;
const NODES = "courtside:presence:nodes";
const nodeKey = (node: string) => `courtside:presence:${node}`;
/**
 * Channels whose counts other nodes read: live rooms (popularity), users (online status), match
 * chats (their head count) and the viewers of a room's video on this node (`stream:<room>`, not a
 * channel but counted the same way).
 */
const REPORTED = ["room:", "user:", "match:", "stream:"] as const;

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
    const counts = REPORTED.flatMap((prefix) => local.counts(prefix));
    const key = nodeKey(node);
    const multi = redis.multi().del(key);
    if (counts.length > 0) multi.hset(key, Object.fromEntries(counts.map(([channel, n]) => [channel, String(n)])));
    await multi.set(`${key}:alive`, "1", "EX", NODE_TTL_S).expire(key, NODE_TTL_S).sadd(NODES, node).exec();
  }

  /** Connections following each channel on every live node, in the order asked. */
  async function countMany(channels: readonly string[]): Promise<number[]> {
    const totals = channels.map((channel) => local.count(channel));
    if (!redis || channels.length === 0) return totals;
    const nodes = (await redis.smembers(NODES)).filter((other) => other !== node);
    if (nodes.length === 0) return totals;
    const pipeline = redis.pipeline();
    for (const other of nodes) pipeline.exists(`${nodeKey(other)}:alive`).hmget(nodeKey(other), ...channels);
    const replies = (await pipeline.exec()) ?? [];
    const gone: string[] = [];
    nodes.forEach((other, index) => {
      if (replies[index * 2]?.[1] === 0) {
        gone.push(other);
        return;
      }
      const values = replies[index * 2 + 1]?.[1];
      if (!Array.isArray(values)) return;
      values.forEach((value: unknown, i) => {
        totals[i] = (totals[i] ?? 0) + Number(value ?? 0);
      });
    });
    if (gone.length > 0) await redis.srem(NODES, ...gone);
    return totals;
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
      return (await countMany([channel]))[0] ?? 0;
    },
    countMany,
    /** Channels starting with `prefix` that have a connection on this node. */
    localChannels: (prefix: string) => local.counts(prefix).map(([channel]) => channel),
  };
}
export type Presence = ReturnType<typeof createPresence>;
