import {
  RED_PACKET_CONTENT,
  RED_PACKET_TYPE,
  type RedPacket,
  type RedPacketEvent,
  type RedPacketList,
  type RedPacketSendBody,
  redPacketSendBodySchema,
  redPacketTotal,
} from "@courtside/protocol";
import type { Deps } from "../../deps.js";
import { AppError } from "../../http/app-error.js";
import type { RealtimeService } from "../../realtime/service.js";
import type { LimitsSource } from "../system/service.js";
import { assertApprovedAnchor } from "../user/anchor-guard.js";
import { accounts, type WalletService } from "../wallet/service.js";
import { createGrab } from "./grab.js";
import { createGrabLimit } from "./grab-limit.js";
import { toEvent, toPacket } from "./presenter.js";
import { refundAt } from "./refund-time.js";
import * as repo from "./repo.js";
import { createSeats } from "./seats.js";
import { memoryShareQueue } from "./share-queue.js";
import { redisShareQueue } from "./share-queue-redis.js";
import { equalSplit, luckySplit } from "./split.js";

interface Peers {
  wallet: WalletService;
  realtime: RealtimeService;
  limits: LimitsSource;
}

export const REFUND_JOB = "redpacket.refund";
const HOUR_MS = 60 * 60 * 1000;

/**
 * Red packets in live rooms. The whole amount goes to escrow when a packet is sent and is split
 * into share rows at once; a grab is handed the next share by a queue (this node's memory, or Redis
 * shared by every node) and its claim is written with the grabs around it in one transaction (see
 * grab.ts); grabbing stops at the chosen limit, and 24 hours after sending a durable job returns
 * the shares nobody took. A share is claimed, or refunded, only while its row is open, so coins can
 * never be both taken and refunded, nor taken twice. Only someone in the room can grab, a limited
 * number of times an hour, and packets are known by a random public id, never by their serial one.
 */
export function createRedPacketService({ db, log, scheduler, redis }: Deps, { wallet, realtime, limits }: Peers) {
  const clock = { now: () => new Date() };
  const seats = createSeats(redis, (roomId) => repo.roomExists(db, roomId));
  seats.register(realtime.channels);
  /** Whether a user is in a room; the 500-grabber test stands in for 500 sockets here. */
  const presence = { inRoom: (roomId: number, userId: number) => seats.inRoom(roomId, userId) };
  const grabLimit = createGrabLimit(redis, async () => (await limits()).redPacketGrabsPerHour);
  const loadShares = (packetId: number) => repo.shareRows(db, packetId);
  const queue = redis ? redisShareQueue(redis, loadShares) : memoryShareQueue(loadShares);

  function publish(packet: repo.PacketRow, event: RedPacketEvent) {
    return realtime.publish(`room:${packet.roomId}`, "redPacket", event).catch((error: unknown) => {
      log.error({ err: error, packet: packet.id }, "red packet event not published");
    });
  }

  async function present(packet: repo.PacketRow, viewerId: number | undefined): Promise<RedPacket> {
    const ids = [packet.senderId, ...(packet.toUserId ? [packet.toUserId] : [])];
    const [people, counts, mine] = await Promise.all([
      repo.briefs(db, ids),
      repo.shareCounts(db, [packet.id]),
      viewerId ? repo.myClaims(db, [packet.id], viewerId) : Promise.resolve(new Map<number, number>()),
    ]);
    return toPacket(packet, people, counts.get(packet.id), mine.get(packet.id), clock.now());
  }

  async function eventFor(packet: repo.PacketRow, kind: RedPacketEvent["kind"]) {
    const ids = [packet.senderId, ...(packet.toUserId ? [packet.toUserId] : [])];
    return toEvent(packet, kind, await repo.briefs(db, ids));
  }

  /** Returns what nobody took to the sender; runs once per packet, 24 hours after it was sent. */
  async function refund(packetId: number) {
    const result = await db.transaction(async (tx) => {
      const packet = await repo.findPacket(tx, packetId);
      if (!packet || packet.refundedAt) return undefined;
      const left = await repo.closeOpenShares(tx, packetId);
      if (left > 0) {
        await wallet.transfer(tx, {
          from: accounts.escrow(packet.asset),
          to: accounts.purse(packet.senderId, packet.asset),
          amount: left,
          reason: "red_packet_refund",
          reference: `red_packet:${packetId}`,
          key: `red_packet:${packetId}:refund`,
        });
      }
      await repo.markRefunded(tx, packetId, left);
      return { packet, left };
    });
    if (!result) return;
    // Grabs still queued for it find its shares closed and answer "expired".
    await queue
      .drop(result.packet)
      .catch((error: unknown) => log.warn({ err: error, packet: packetId }, "queue not dropped"));
    log.info({ packet: packetId, refunded: result.left }, "red packet refunded");
  }

  scheduler.register(REFUND_JOB, async (payload) => {
    await refund(Number(payload.packetId));
    return undefined;
  });

  async function send(senderId: number, input: RedPacketSendBody): Promise<RedPacket> {
    const body = redPacketSendBodySchema.parse(input);
    const sender = await repo.senderProfile(db, senderId);
    if (!sender) throw new AppError("tokenInvalid");
    assertApprovedAnchor(sender.anchorState);
    if (!sender.hasRoom) throw new AppError("roomNotFound", { status: 404 });
    if (body.toUserId !== undefined) {
      const [recipient] = [...(await repo.briefs(db, [body.toUserId])).values()];
      if (!recipient || recipient.id === senderId) throw new AppError("redPacketRecipientInvalid");
    }
    // The schema has checked these are present.
    const count = body.count ?? 0;
    const amount = body.amount ?? 0;
    const coupons = body.content === RED_PACKET_CONTENT.coupon;
    const asset = coupons ? (body.couponTier ?? 0) : 0;
    const total = redPacketTotal({ type: body.type, count, amount });
    const shares = body.type === RED_PACKET_TYPE.lucky ? luckySplit(total, count) : equalSplit(amount, count);
    const now = clock.now();
    const expiresAt = new Date(now.getTime() + body.limitHours * HOUR_MS);

    const created = await db.transaction(async (tx) => {
      const packet = await repo.insertPacket(tx, {
        senderId,
        roomId: senderId,
        toUserId: body.toUserId ?? null,
        type: body.type,
        content: body.content,
        asset,
        count,
        total,
        single: body.type === RED_PACKET_TYPE.normal ? amount : null,
        limitHours: body.limitHours,
        idempotencyKey: body.idempotencyKey,
        createdAt: now,
        expiresAt,
      });
      if (!packet) return undefined;
      // The section-5 rules that depend on what the sender holds, against the locked purse.
      const held = await wallet.lockPurse(tx, senderId, asset);
      if (coupons && total > held) throw new AppError("redPacketCouponsExceedHeld");
      if (!coupons && body.type === RED_PACKET_TYPE.lucky && total > held) {
        throw new AppError("redPacketTotalAboveBalance");
      }
      if (!coupons && total > held) throw new AppError("insufficientBalance");
      await wallet.transfer(tx, {
        from: accounts.purse(senderId, asset),
        to: accounts.escrow(asset),
        amount: total,
        reason: "red_packet_send",
        reference: `red_packet:${packet.id}`,
        key: `red_packet:${packet.id}:send`,
      });
      await repo.insertShares(tx, packet.id, shares);
      // The refund job is written with the packet, so no packet can exist without its refund.
      await scheduler.scheduleIn(tx, REFUND_JOB, `redpacket:refund:${packet.id}`, refundAt(now, expiresAt), {
        packetId: packet.id,
      });
      return packet;
    });

    if (!created) {
      const first = await repo.findByKey(db, senderId, body.idempotencyKey);
      const same =
        first &&
        first.type === body.type &&
        first.content === body.content &&
        first.asset === asset &&
        first.count === count &&
        first.total === total &&
        first.limitHours === body.limitHours &&
        first.toUserId === (body.toUserId ?? null);
      if (!first || !same) throw new AppError("idempotencyConflict", { status: 409 });
      return present(first, senderId);
    }
    await publish(created, await eventFor(created, "sent"));
    return present(created, senderId);
  }

  /** After a commit: the batch that leaves no open share (seen after every other commit) announces it. */
  async function finishIfDone(packetId: number) {
    if (!(await repo.markFinished(db, packetId))) return;
    const packet = await repo.findPacket(db, packetId);
    if (packet) await publish(packet, await eventFor(packet, "finished"));
  }

  const { grab, flush } = createGrab({
    db,
    queue,
    grabLimit,
    clock,
    presence,
    onEmpty: (packet) => finishIfDone(packet.id),
  });

  return {
    send,
    grab,
    refund,
    /** Waits for the grabs being written (a stopping node answers what it handed out). */
    flush,
    /** Tests and the bench move time; the service reads it from here. */
    clock,
    presence,
    seats,

    async list(publicId: string, viewerId: number | undefined): Promise<RedPacketList> {
      const packet = await repo.findByPublicId(db, publicId);
      if (!packet) throw new AppError("redPacketNotFound", { status: 404 });
      const [view, rows] = await Promise.all([present(packet, viewerId), repo.claims(db, packet.id)]);
      const claims = rows.map((row) => ({ user: row.user, amount: row.amount, at: row.at?.getTime() ?? 0 }));
      let luckiest: number | null = null;
      if (packet.type === RED_PACKET_TYPE.lucky && view.remaining === 0 && claims.length > 1) {
        const best = claims.reduce((top, claim) => (claim.amount > top.amount ? claim : top));
        luckiest = best.user.id;
      }
      return { packet: view, claims, luckiest };
    },

    async active(roomId: number, viewerId: number | undefined): Promise<RedPacket[]> {
      const rows = await repo.activeInRoom(db, roomId, clock.now());
      return Promise.all(rows.map((row) => present(row, viewerId)));
    },

    stats: (userId: number) => repo.stats(db, userId),
  };
}
export type RedPacketService = ReturnType<typeof createRedPacketService>;
