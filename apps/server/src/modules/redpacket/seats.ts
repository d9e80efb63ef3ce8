import { roomSeatChannel } from "@courtside/protocol";
import type { Redis } from "ioredis";
import { type Channels, isSerialId, type Viewer } from "../../realtime/channels.js";

const REFRESH_MS = 5_000;
/** A node that stops refreshing (it died) no longer counts after this long. */
const TTL_MS = 15_000;
const KIND = "seat";
const seatKey = (channel: string) => `courtside:seat:${channel}`;

/** The parts of the gateway's presence a seat check reads. */
export interface NodePresence {
  readonly node: string;
  /** Connections following a channel; for seat channels, exactly this node's. */
  count(channel: string): Promise<number>;
  localChannels(prefix: string): string[];
}

/** `<room>-<user>` of a seat channel, each a serial id. */
function parseSeat(id: string): { roomId: number; userId: number } | undefined {
  const parts = id.split("-");
  const [room, user] = parts;
  if (parts.length !== 2 || room === undefined || user === undefined || !isSerialId(room) || !isSerialId(user))
    return undefined;
  return { roomId: Number(room), userId: Number(user) };
}

/**
 * Who is in a live room, for red packets: the room page of a signed-in user follows its seat
 * channel (`seat:<room>-<user>`, see `roomSeatChannel`) while open. This node's own connections are
 * read from the gateway's presence; with Redis, each node also keeps, per seat it holds, an entry
 * that it refreshes while the seat is followed, so any node can tell. A user who leaves stops
 * counting at once on their node and within TTL_MS on the others.
 */
export function createSeats(redis: Redis | undefined, roomExists: (roomId: number) => Promise<boolean>) {
  let presence: NodePresence | undefined;
  let timer: NodeJS.Timeout | undefined;

  async function hold(channels: string[]) {
    const node = presence?.node;
    if (!redis || !node || channels.length === 0) return;
    const expiry = Date.now() + TTL_MS;
    const pipeline = redis.pipeline();
    for (const channel of channels) pipeline.zadd(seatKey(channel), expiry, node).pexpire(seatKey(channel), TTL_MS);
    await pipeline.exec();
  }

  return {
    /** Registers the seat channel kind with the gateway. */
    register(channels: Channels) {
      channels.register(KIND, {
        canonical: (id) => parseSeat(id) !== undefined,
        exists: async (id) => {
          const seat = parseSeat(id);
          return seat !== undefined && roomExists(seat.roomId);
        },
        // Only the user themselves can take their seat.
        mayJoin: (viewer: Viewer, id) => viewer.userId !== null && parseSeat(id)?.userId === viewer.userId,
        onJoin: (_viewer, id) => hold([`${KIND}:${id}`]),
      });
    },

    /** The gateway's presence, once it runs; refreshes this node's seats while it does. */
    attach(nodePresence: NodePresence) {
      presence = nodePresence;
      if (!redis || timer) return;
      timer = setInterval(() => void hold(nodePresence.localChannels(`${KIND}:`)).catch(() => undefined), REFRESH_MS);
      timer.unref();
    },

    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      const node = presence?.node;
      if (!redis || !node || !presence) return;
      const held = presence.localChannels(`${KIND}:`);
      if (held.length === 0) return;
      const pipeline = redis.pipeline();
      for (const channel of held) pipeline.zrem(seatKey(channel), node);
      await pipeline.exec();
    },

    /** Whether the user follows the room's seat channel on any node. */
    async inRoom(roomId: number, userId: number): Promise<boolean> {
      if (!presence) return false;
      const channel = roomSeatChannel(roomId, userId);
      if ((await presence.count(channel)) > 0) return true;
      if (!redis) return false;
      // This node's entries are left out: its own connections were just counted.
      const nodes = await redis.zrangebyscore(seatKey(channel), Date.now(), "+inf");
      return nodes.some((node) => node !== presence?.node);
    },
  };
}
export type Seats = ReturnType<typeof createSeats>;
