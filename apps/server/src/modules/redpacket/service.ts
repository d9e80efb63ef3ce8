import {
  RED_PACKET_CONTENT,
  RED_PACKET_TYPE,
  type RedPacket,
  type RedPacketEvent,
  type RedPacketGrab,
  type RedPacketList,
  type RedPacketSendBody,
  redPacketSendBodySchema,
  redPacketTotal,
} from "@courtside/protocol";
import type { Deps } from "../../deps.js";
import { AppError } from "../../http/app-error.js";
import { upsertJob } from "../../jobs/repo.js";
import type { RealtimeService } from "../../realtime/service.js";
import { assertApprovedAnchor } from "../user/anchor-guard.js";
import { accounts, type WalletService } from "../wallet/service.js";
import { toEvent, toPacket } from "./presenter.js";
import * as repo from "./repo.js";
import { equalSplit, luckySplit } from "./split.js";

interface Peers {
  wallet: WalletService;
  realtime: RealtimeService;
}

export const REFUND_JOB = "redpacket.refund";
const HOUR_MS = 60 * 60 * 1000;
/** How long a grab that found every open share momentarily locked waits before looking again. */
const RETRY_MS = 5;
const MAX_RETRIES = 200;

const isUniqueViolation = (error: unknown): boolean => {
  for (let e: unknown = error; typeof e === "object" && e !== null; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === "23505") return true;
  }
  return false;
};

/**
 * Red packets in live rooms. The whole amount goes to escrow when a packet is sent and is split
 * into share rows at once; a grab takes one open share in its own short transaction; at expiry
 * a durable job returns the shares nobody took. Coins can therefore never be both taken and
 * refunded, nor taken twice.
 */
export function createRedPacketService({ db, log, scheduler }: Deps, { wallet, realtime }: Peers) {
  const clock = { now: () => new Date() };

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

  /** Returns what nobody took to the sender; runs once per packet, at its expiry. */
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
    if (result) log.info({ packet: packetId, refunded: result.left }, "red packet refunded");
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
      await upsertJob(tx, {
        kind: REFUND_JOB,
        key: `redpacket:refund:${packet.id}`,
        runAt: expiresAt,
        payload: { packetId: packet.id },
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

  type Claim =
    | { taken: true; amount: number; openBefore: number }
    | { taken: false; busy: boolean; expired?: boolean; finished?: boolean };
  /** One attempt at a share (one statement, see repo.grabShare); `busy` when every open share was being taken. */
  async function tryClaim(packet: repo.PacketRow, userId: number): Promise<Claim> {
    const share = await repo.grabShare(db, packet.id, userId, packet.asset, clock.now());
    if (share) return { taken: true, ...share };
    const state = await repo.packetState(db, packet.id);
    if (state?.refundedAt) return { taken: false, busy: false, expired: true };
    // Already marked finished: nothing to announce.
    if (state?.finishedAt) return { taken: false, busy: false, finished: true };
    return { taken: false, busy: (state?.open ?? 0) > 0 };
  }

  async function grab(userId: number, packetId: number): Promise<RedPacketGrab> {
    const found = await repo.packetWithClaim(db, packetId, userId);
    if (!found) throw new AppError("redPacketNotFound", { status: 404 });
    const { packet } = found;
    if (packet.senderId === userId) throw new AppError("redPacketOwn");
    if (packet.toUserId !== null && packet.toUserId !== userId)
      throw new AppError("redPacketNotForYou", { status: 403 });
    const result = (amount: number, already: boolean): RedPacketGrab => ({
      packetId,
      amount,
      content: packet.content as RedPacketGrab["content"],
      couponTier: packet.asset === 0 ? null : (packet.asset as RedPacketGrab["couponTier"]),
      already,
    });
    if (found.mine !== undefined) return result(found.mine, true);
    if (packet.expiresAt <= clock.now() || packet.refundedAt) throw new AppError("redPacketExpired");
    if (packet.finishedAt) throw new AppError("redPacketFinished");

    for (let attempt = 0; attempt < MAX_RETRIES; attempt += 1) {
      let outcome: Claim;
      try {
        outcome = await tryClaim(packet, userId);
      } catch (error) {
        // The same user grabbing twice at once: the unique index let one through.
        if (!isUniqueViolation(error)) throw error;
        const amount = await repo.claimOf(db, packetId, userId);
        if (amount === undefined) throw error;
        return result(amount, true);
      }
      if (outcome.taken) {
        if (outcome.openBefore <= repo.FINISH_CHECK_BELOW) await finishIfDone(packet);
        return result(outcome.amount, false);
      }
      if (outcome.expired) throw new AppError("redPacketExpired");
      if (outcome.finished) throw new AppError("redPacketFinished");
      if (!outcome.busy) break;
      // Open shares exist but others hold them; one may come back if its grab fails.
      await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
    }
    await finishIfDone(packet);
    throw new AppError("redPacketFinished");
  }

  /** After a commit: the grab that leaves no open share (seen after every other commit) announces it. */
  async function finishIfDone(packet: repo.PacketRow) {
    if (await repo.markFinished(db, packet.id)) await publish(packet, await eventFor(packet, "finished"));
  }

  return {
    send,
    grab,
    refund,
    /** Tests and the bench move time; the service reads it from here. */
    clock,

    async list(packetId: number, viewerId: number | undefined): Promise<RedPacketList> {
      const packet = await repo.findPacket(db, packetId);
      if (!packet) throw new AppError("redPacketNotFound", { status: 404 });
      const [view, rows] = await Promise.all([present(packet, viewerId), repo.claims(db, packetId)]);
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
