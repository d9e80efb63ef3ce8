import { Redis } from "ioredis";

/** One connection for commands (rate limits, presence); pub/sub gets its own where needed. */
export function openRedis(url: string): Redis {
  return new Redis(url, { maxRetriesPerRequest: 2, enableOfflineQueue: true, lazyConnect: false });
}
