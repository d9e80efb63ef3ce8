import type { RedPacketGrab } from "@courtside/protocol";
import type { Db } from "../../db/client.js";
import { AppError } from "../../http/app-error.js";
import { type ClaimedPacket, createClaimWriter } from "./claim-writer.js";
import { freshReads } from "./fresh-read.js";
import type { GrabLimit } from "./grab-limit.js";
import * as repo from "./repo.js";
import type { ShareQueue } from "./share-queue.js";

/** A grab that finds its share gone (taken through another node) tries again this many times. */
const MAX_ATTEMPTS = 20;
/** How often a grab waiting on the same user's grab through another node looks at the ledger. */
const POLL_MS = 25;
/** How long it waits at most: past this the other node's lease is taken to be lost. */
const WAIT_MS = 16_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface GrabDeps {
  db: Db;
  queue: ShareQueue;
  grabLimit: GrabLimit;
  clock: { now: () => Date };
  presence: { inRoom: (roomId: number, userId: number) => Promise<boolean> };
  /** Runs after the batch that took the last share committed. */
  onEmpty: (packet: ClaimedPacket) => Promise<void>;
}

/**
 * A grab served without a database round trip under a lock: the packet is read (one read shared
 * by every grab arriving together), a share is handed out by the queue, and the claim is written
 * in the next batch; the grab answers once that batch committed.
 */
export function createGrab({ db, queue, grabLimit, clock, presence, onEmpty }: GrabDeps) {
  const packetNow = freshReads((publicId: string) => repo.findByPublicId(db, publicId));
  const writer = createClaimWriter(db, queue, () => clock.now(), onEmpty);
  /** This node's grabs under way, by packet and user: a second grab answers with the first. */
  const inFlight = new Map<string, Promise<number | undefined>>();

  /** What the user holds of the packet, once any grab of theirs under way has committed. */
  async function held(packet: repo.PacketRow, userId: number): Promise<number | undefined> {
    const local = inFlight.get(`${packet.id}:${userId}`);
    if (local) return local;
    const deadline = Date.now() + WAIT_MS;
    for (;;) {
      const holding = await queue.holding(packet, userId);
      if (holding !== "pending") return holding;
      // Taken through another node whose batch has not committed yet.
      const amount = await repo.claimOf(db, packet.id, userId);
      if (amount !== undefined) return amount;
      if (Date.now() > deadline) {
        await queue.reclaim(packet, (seqs) => repo.stillOpen(db, packet.id, seqs));
        const after = await queue.holding(packet, userId);
        return after === "pending" ? repo.claimOf(db, packet.id, userId) : after;
      }
      await sleep(POLL_MS);
    }
  }

  /** Writes the claim of one share; the amount once committed, undefined when it did not happen. */
  async function claim(packet: repo.PacketRow, share: { seq: number; amount: number }, userId: number) {
    const key = `${packet.id}:${userId}`;
    const outcome = writer.write(packet, share, userId);
    const amount = outcome.then(
      (result) => (result === "claimed" ? share.amount : undefined),
      () => undefined,
    );
    inFlight.set(key, amount);
    try {
      return await outcome;
    } finally {
      inFlight.delete(key);
    }
  }

  async function grab(userId: number, publicId: string): Promise<RedPacketGrab> {
    const wait = await grabLimit.take(userId, clock.now());
    if (wait > 0) throw new AppError("redPacketGrabLimit", { status: 429, params: { minutes: wait } });
    const packet = await packetNow(publicId);
    if (!packet) throw new AppError("redPacketNotFound", { status: 404 });
    if (packet.senderId === userId) throw new AppError("redPacketOwn");
    if (packet.toUserId !== null && packet.toUserId !== userId)
      throw new AppError("redPacketNotForYou", { status: 403 });
    const result = (amount: number, already: boolean): RedPacketGrab => ({
      packetId: publicId,
      amount,
      content: packet.content as RedPacketGrab["content"],
      couponTier: packet.asset === 0 ? null : (packet.asset as RedPacketGrab["couponTier"]),
      already,
    });
    const mine = await held(packet, userId);
    if (mine !== undefined) return result(mine, true);
    if (!(await presence.inRoom(packet.roomId, userId))) throw new AppError("redPacketNotInRoom", { status: 403 });
    if (packet.expiresAt <= clock.now() || packet.refundedAt) throw new AppError("redPacketExpired");
    if (packet.finishedAt) throw new AppError("redPacketFinished");

    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
      let taken = await queue.take(packet, userId);
      if (taken.kind === "empty") {
        // Shares handed out by a node that died come back only when the queue runs dry.
        await queue.reclaim(packet, (seqs) => repo.stillOpen(db, packet.id, seqs));
        taken = await queue.take(packet, userId);
      }
      if (taken.kind === "empty") break;
      if (taken.kind === "held") {
        const amount = await held(packet, userId);
        if (amount !== undefined) return result(amount, true);
        continue;
      }
      const outcome = await claim(packet, taken.share, userId);
      if (outcome === "claimed") return result(taken.share.amount, false);
      if (outcome === "duplicate") {
        const amount = await repo.claimOf(db, packet.id, userId);
        if (amount !== undefined) return result(amount, true);
        continue;
      }
      // The share was no longer open: the refund closed it, or it was taken through another node.
      if ((await packetNow(publicId))?.refundedAt) throw new AppError("redPacketExpired");
    }
    const latest = await packetNow(publicId);
    if (latest?.refundedAt || (latest && latest.expiresAt <= clock.now())) throw new AppError("redPacketExpired");
    throw new AppError("redPacketFinished");
  }

  return { grab, flush: writer.flush };
}
