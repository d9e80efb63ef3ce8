import type { Redis } from "ioredis";
import { runScript } from "./buckets.js";

const TTL_MS = 60_000;
const REFRESH_MS = 20_000;
const key = (address: string) => `courtside:ws:address:${address}`;

/**
 * Drops the address's entries whose node stopped refreshing them (it died), then admits the
 * connection if the address has fewer than the cap; atomic, so two nodes cannot both take the last
 * place.
 */
const ADMIT_SCRIPT = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[1])
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[2]) then return 0 end
redis.call('ZADD', KEYS[1], ARGV[3], ARGV[4])
redis.call('PEXPIRE', KEYS[1], ARGV[5])
return 1
`;

/**
 * Open sockets per client address. Alone, a count in memory. With Redis, every open socket is an
 * entry of its address's sorted set scored by an expiry that its node pushes forward while the
 * socket is open, so the cap holds across nodes and a node that dies frees its places within a
 * minute instead of locking its clients' addresses out.
 */
export function createAdmission(redis: Redis | undefined, max: number, node: string) {
  const counts = new Map<string, number>();
  /** This node's sockets admitted through Redis: id → address. */
  const held = new Map<string, string>();
  let timer: NodeJS.Timeout | undefined;

  async function refresh() {
    if (!redis || held.size === 0) return;
    const expiry = Date.now() + TTL_MS;
    const pipeline = redis.pipeline();
    for (const [id, address] of held) pipeline.zadd(key(address), "XX", expiry, `${node}:${id}`);
    for (const address of new Set(held.values())) pipeline.pexpire(key(address), TTL_MS);
    await pipeline.exec();
  }

  return {
    async admit(address: string, id: string): Promise<boolean> {
      if (!redis) {
        const count = counts.get(address) ?? 0;
        if (count >= max) return false;
        counts.set(address, count + 1);
        return true;
      }
      const now = Date.now();
      const reply = await runScript(
        redis,
        ADMIT_SCRIPT,
        [key(address)],
        [now, max, now + TTL_MS, `${node}:${id}`, TTL_MS],
      );
      if (Number(reply) !== 1) return false;
      held.set(id, address);
      return true;
    },
    release(address: string, id: string) {
      if (!redis) {
        const count = (counts.get(address) ?? 1) - 1;
        if (count > 0) counts.set(address, count);
        else counts.delete(address);
        return;
      }
      if (!held.delete(id)) return;
      void redis.zrem(key(address), `${node}:${id}`).catch(() => undefined);
    },
    start() {
      if (!redis || timer) return;
      timer = setInterval(() => void refresh().catch(() => undefined), REFRESH_MS);
      timer.unref();
    },
    /** Gives this node's places back at once (a clean shutdown). */
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      if (!redis || held.size === 0) return;
      const pipeline = redis.pipeline();
      for (const [id, address] of held) pipeline.zrem(key(address), `${node}:${id}`);
      held.clear();
      await pipeline.exec();
    },
  };
}
export type Admission = ReturnType<typeof createAdmission>;
