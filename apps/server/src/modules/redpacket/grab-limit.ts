import type { Redis } from "ioredis";

const HOUR_MS = 60 * 60 * 1000;

/**
 * Grab attempts per user per clock hour: a counter in Redis that every node shares, or in memory
 * on a single node. Refused attempts count too, so hammering does not buy more tries.
 */
export function createGrabLimit(redis: Redis | undefined, max: () => Promise<number>) {
  let memoryHour = -1;
  const memory = new Map<number, number>();

  async function count(userId: number, hour: number): Promise<number> {
    if (redis) {
      const key = `courtside:redpacket:grabs:${userId}:${hour}`;
      const replies = await redis.multi().incr(key).pexpire(key, HOUR_MS).exec();
      return Number(replies?.[0]?.[1] ?? 0);
    }
    if (hour !== memoryHour) {
      memory.clear();
      memoryHour = hour;
    }
    const n = (memory.get(userId) ?? 0) + 1;
    memory.set(userId, n);
    return n;
  }

  return {
    /** Counts one attempt at `now`; the minutes until the next hour when past the cap, else 0. */
    async take(userId: number, now: Date): Promise<number> {
      const hour = Math.floor(now.getTime() / HOUR_MS);
      if ((await count(userId, hour)) <= (await max())) return 0;
      return Math.max(1, Math.ceil(((hour + 1) * HOUR_MS - now.getTime()) / 60_000));
    },
  };
}
export type GrabLimit = ReturnType<typeof createGrabLimit>;
