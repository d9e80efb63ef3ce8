import { Redis } from "ioredis";
import { afterAll, describe, expect, it } from "vitest";
import { createPresence } from "../src/realtime/presence.js";

/**
 * A friend's socket may be on another node: presence must count `user:` channels across nodes.
 * Needs Redis, so it runs with the production engines (REDIS_URL).
 */
const redisUrl = process.env.REDIS_URL;
const redis = redisUrl ? new Redis(redisUrl) : undefined;
afterAll(() => redis?.quit());

/** A node's own connections, as its hub would count them. */
function fakeHub(channels: Record<string, number>) {
  return {
    counts: (prefix: string) =>
      Object.entries(channels)
        .filter(([channel]) => channel.startsWith(prefix))
        .map(([channel, n]) => [channel, n] as const),
    count: (channel: string) => channels[channel] ?? 0,
  };
}

describe.runIf(redis)("online status across nodes", () => {
  it("counts a user connected to another node as online", async () => {
    const uid = 2_000_000_000 + Math.floor(Math.random() * 100_000_000);
    const here = createPresence(fakeHub({}), redis);
    const there = createPresence(fakeHub({ [`user:${uid}`]: 2, "room:7": 1 }), redis);
    here.start();
    there.start();
    try {
      await expect.poll(() => here.countMany([`user:${uid}`, `user:${uid + 1}`]), { timeout: 3000 }).toEqual([2, 0]);
      expect(there.localChannels("user:")).toEqual([`user:${uid}`]);
      await there.stop();
      await expect.poll(() => here.countMany([`user:${uid}`]), { timeout: 3000 }).toEqual([0]);
    } finally {
      await here.stop();
      await there.stop();
    }
  });

  it("counts the viewers of a room's video on another node in the room's head count", async () => {
    const room = 2_000_000_000 + Math.floor(Math.random() * 100_000_000);
    const here = createPresence(fakeHub({ [`room:${room}`]: 1 }), redis);
    const there = createPresence(fakeHub({ [`stream:${room}`]: 3, [`match:${room}`]: 2 }), redis);
    here.start();
    there.start();
    try {
      await expect
        .poll(() => here.countMany([`room:${room}`, `stream:${room}`, `match:${room}`]), { timeout: 3000 })
        .toEqual([1, 3, 2]);
    } finally {
      await here.stop();
      await there.stop();
    }
  });
});
