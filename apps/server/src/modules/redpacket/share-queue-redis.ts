import type { Redis } from "ioredis";
import type { ShareRow } from "./repo.js";
import type { Holding, QueuedPacket, Share, ShareQueue, Take } from "./share-queue.js";

/** A share handed out this long ago without its grab committing is taken to be lost with its node. */
export const LEASE_MS = 15_000;
/** Keys outlive the packet by this much, for late grabs; the refund deletes them sooner. */
const KEEP_MS = 60 * 60 * 1000;

// By public id: serial ids repeat across databases that share one Redis (test suites do).
const keysOf = (packet: QueuedPacket) => {
  const base = `courtside:redpacket:${packet.publicId}`;
  // ready: the queue was built; shares: "seq:amount" list; holders: user → amount or "p" while
  // pending; leases: "seq:amount:user" scored by when it was handed out.
  return [`${base}:ready`, `${base}:shares`, `${base}:holders`, `${base}:leases`];
};

const TAKE = `
if redis.call('exists', KEYS[1]) == 0 then return 'load' end
if redis.call('hexists', KEYS[3], ARGV[1]) == 1 then return 'held' end
local share = redis.call('lpop', KEYS[2])
if not share then return 'empty' end
redis.call('hset', KEYS[3], ARGV[1], 'p')
redis.call('zadd', KEYS[4], ARGV[2], share .. ':' .. ARGV[1])
redis.call('pexpireat', KEYS[3], ARGV[3])
redis.call('pexpireat', KEYS[4], ARGV[3])
return share`;

const HOLDING = `
if redis.call('exists', KEYS[1]) == 0 then return 'load' end
return redis.call('hget', KEYS[3], ARGV[1]) or ''`;

/** Builds the queue once: whoever comes first writes what it read from the database. */
const LOAD = `
if redis.call('exists', KEYS[1]) == 1 then return 0 end
redis.call('set', KEYS[1], '1')
local n = tonumber(ARGV[2])
for i = 1, n do redis.call('rpush', KEYS[2], ARGV[2 + i]) end
for i = 3 + n, #ARGV, 2 do redis.call('hset', KEYS[3], ARGV[i], ARGV[i + 1]) end
for i = 1, 3 do redis.call('pexpireat', KEYS[i], ARGV[1]) end
return 1`;

/** Takes back a lease still held; its share returns to the queue when it is still open. */
const RECLAIM = `
if redis.call('zrem', KEYS[4], ARGV[1]) == 0 then return 0 end
if ARGV[3] == '1' then
  redis.call('lpush', KEYS[2], ARGV[4])
  if redis.call('hget', KEYS[3], ARGV[2]) == 'p' then redis.call('hdel', KEYS[3], ARGV[2]) end
end
return 1`;

const encode = (share: Share) => `${share.seq}:${share.amount}`;
function decode(text: string): Share {
  const [seq, amount] = text.split(":");
  return { seq: Number(seq), amount: Number(amount) };
}
const asText = (reply: unknown) => (typeof reply === "string" ? reply : String(reply ?? ""));

/**
 * The queue in Redis, so that any node serves any packet: a grab is one script (LPOP, and the
 * holder recorded in the same step, so a user's second grab sees the first at once on every node).
 * Each share handed out holds a lease until its grab commits; a node that dies holding some
 * leaves them to be taken back (see `reclaim`).
 */
export function redisShareQueue(redis: Redis, load: (packetId: number) => Promise<ShareRow[]>): ShareQueue {
  /** Builds under way here: a burst of first grabs reads the share rows once. */
  const building = new Map<number, Promise<void>>();

  function build(packet: QueuedPacket): Promise<void> {
    const known = building.get(packet.id);
    if (known) return known;
    const run = buildFrom(packet).finally(() => building.delete(packet.id));
    building.set(packet.id, run);
    return run;
  }

  async function buildFrom(packet: QueuedPacket) {
    const rows = await load(packet.id);
    const open = rows.filter((row) => row.userId === null).map((row) => encode(row));
    const holders = rows.flatMap((row) => (row.userId === null ? [] : [String(row.userId), String(row.amount)]));
    const expireAt = packet.expiresAt.getTime() + KEEP_MS;
    await redis.eval(LOAD, 4, ...keysOf(packet), String(expireAt), String(open.length), ...open, ...holders);
  }

  /** Runs a script that answers `load` until the packet's queue is built. */
  async function loaded(packet: QueuedPacket, script: string, ...args: string[]): Promise<string> {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const reply = asText(await redis.eval(script, 4, ...keysOf(packet), ...args));
      if (reply !== "load") return reply;
      await build(packet);
    }
    throw new Error(`red packet ${packet.id}: share queue not built`);
  }

  return {
    async holding(packet, userId): Promise<Holding> {
      const reply = await loaded(packet, HOLDING, String(userId));
      if (reply === "") return undefined;
      return reply === "p" ? "pending" : Number(reply);
    },

    async take(packet, userId): Promise<Take> {
      const now = Date.now();
      const expireAt = packet.expiresAt.getTime() + KEEP_MS;
      const reply = await loaded(packet, TAKE, String(userId), String(now), String(expireAt));
      if (reply === "held" || reply === "empty") return { kind: reply };
      return { kind: "share", share: decode(reply) };
    },

    async settle(packet, claims) {
      if (claims.length === 0) return;
      const [, , holders, leases] = keysOf(packet);
      const batch = redis.multi();
      for (const { share, userId } of claims) {
        batch.hset(String(holders), String(userId), String(share.amount));
        batch.zrem(String(leases), `${encode(share)}:${userId}`);
      }
      await batch.exec();
    },

    async release(packet, claims, requeue) {
      if (claims.length === 0) return;
      const holders = String(keysOf(packet)[2]);
      const batch = redis.multi();
      for (const { share, userId } of claims) {
        // Only a lease still held gives its share back, so a share is never queued twice.
        batch.eval(
          RECLAIM,
          4,
          ...keysOf(packet),
          `${encode(share)}:${userId}`,
          String(userId),
          requeue ? "1" : "0",
          encode(share),
        );
        if (!requeue) batch.hdel(holders, String(userId));
      }
      await batch.exec();
    },

    async left(packet) {
      return redis.llen(String(keysOf(packet)[1]));
    },

    async reclaim(packet, open) {
      const leases = String(keysOf(packet)[3]);
      const stale = await redis.zrangebyscore(leases, "-inf", Date.now() - LEASE_MS);
      if (stale.length === 0) return;
      const parsed = stale.map((member) => {
        const [seq, amount, user] = member.split(":");
        return { member, share: { seq: Number(seq), amount: Number(amount) }, user: String(user) };
      });
      const stillOpen = await open(parsed.map((lease) => lease.share.seq));
      const batch = redis.multi();
      for (const lease of parsed) {
        const back = stillOpen.has(lease.share.seq) ? "1" : "0";
        batch.eval(RECLAIM, 4, ...keysOf(packet), lease.member, lease.user, back, encode(lease.share));
      }
      await batch.exec();
    },

    async drop(packet) {
      await redis.del(...keysOf(packet));
    },
  };
}
