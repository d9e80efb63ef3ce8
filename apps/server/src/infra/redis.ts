import { Redis } from "ioredis";

/** One connection for commands (rate limits, presence); pub/sub gets its own where needed. */
export function openRedis(url: string): Redis {
  const redis = new Redis(url, { maxRetriesPerRequest: 2, enableOfflineQueue: true, lazyConnect: false });
  // A lost connection fails the commands sent on it, and their callers answer for them; ioredis
  // reconnects by itself, so the connection's own error event needs no more than a listener.
  redis.on("error", () => undefined);
  return redis;
}
