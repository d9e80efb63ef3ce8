import type { ShareRow } from "./repo.js";

export interface Share {
  seq: number;
  amount: number;
}

/** What a packet's queue knows of it: its ids (the public one names it in Redis) and when it ends. */
export interface QueuedPacket {
  id: number;
  publicId: string;
  expiresAt: Date;
}

/** A share handed to a grabber; `held` when the user already has (or is being given) one. */
export type Take = { kind: "share"; share: Share } | { kind: "held" } | { kind: "empty" };

/** What a user holds of a packet: the amount, `pending` while their grab's batch commits, or nothing. */
export type Holding = number | "pending" | undefined;

/**
 * The open shares of each packet, handed out one per grab without touching the database: in this
 * process, or in Redis so that every node serves the same queue. The database stays the truth: a
 * queue is built from the share rows on first use (so a restart loses nothing not yet claimed), a
 * share is claimed there only while still open, and a user only once, whatever a queue says.
 */
export interface ShareQueue {
  holding(packet: QueuedPacket, userId: number): Promise<Holding>;
  take(packet: QueuedPacket, userId: number): Promise<Take>;
  /** These grabs committed. */
  settle(packet: QueuedPacket, claims: { share: Share; userId: number }[]): Promise<void>;
  /** These grabs did not happen; their shares go back to the queue when `requeue` (still open). */
  release(packet: QueuedPacket, claims: { share: Share; userId: number }[], requeue: boolean): Promise<void>;
  /** Shares left to hand out. */
  left(packet: QueuedPacket): Promise<number>;
  /**
   * Shares handed out long ago whose grab never committed (the node holding them died) go back to
   * the queue; `open` says which of them the database still has open.
   */
  reclaim(packet: QueuedPacket, open: (seqs: number[]) => Promise<Set<number>>): Promise<void>;
  /** Forgets a packet (refunded). */
  drop(packet: QueuedPacket): Promise<void>;
}

type Load = (packetId: number) => Promise<ShareRow[]>;

interface Local {
  /** Open shares, the next one last. */
  shares: Share[];
  holders: Map<number, number | "pending">;
  expiresAt: Date;
}

/** How long past its expiry a packet's queue stays in memory (late grabs are answered from it). */
const KEEP_MS = 60_000;

/** The queue of a single node: packets are served by the node that holds them in memory. */
export function memoryShareQueue(load: Load): ShareQueue {
  const packets = new Map<number, Promise<Local>>();

  function sweep(now: number) {
    for (const [id, local] of packets) {
      void local.then(
        (state) => {
          if (state.expiresAt.getTime() + KEEP_MS < now) packets.delete(id);
        },
        () => packets.delete(id),
      );
    }
  }

  function state(packet: QueuedPacket): Promise<Local> {
    const known = packets.get(packet.id);
    if (known) return known;
    sweep(Date.now());
    const loading = load(packet.id).then((rows) => {
      const holders = new Map<number, number | "pending">();
      const shares: Share[] = [];
      for (const row of rows) {
        if (row.userId === null) shares.push({ seq: row.seq, amount: row.amount });
        else holders.set(row.userId, row.amount);
      }
      return { shares: shares.reverse(), holders, expiresAt: packet.expiresAt };
    });
    packets.set(packet.id, loading);
    loading.catch(() => packets.delete(packet.id));
    return loading;
  }

  const loaded = (packetId: number) => packets.get(packetId);

  return {
    async holding(packet, userId) {
      return (await state(packet)).holders.get(userId);
    },
    async take(packet, userId) {
      const local = await state(packet);
      if (local.holders.has(userId)) return { kind: "held" };
      const share = local.shares.pop();
      if (!share) return { kind: "empty" };
      local.holders.set(userId, "pending");
      return { kind: "share", share };
    },
    async settle(packet, claims) {
      const local = await loaded(packet.id);
      for (const claim of claims) local?.holders.set(claim.userId, claim.share.amount);
    },
    async release(packet, claims, requeue) {
      const local = await loaded(packet.id);
      if (!local) return;
      for (const claim of claims) {
        local.holders.delete(claim.userId);
        if (requeue) local.shares.push(claim.share);
      }
    },
    async left(packet) {
      return (await loaded(packet.id))?.shares.length ?? 0;
    },
    // Every share handed out here is in this process's own batches: none is lost while it runs.
    async reclaim() {},
    async drop(packet) {
      packets.delete(packet.id);
    },
  };
}
