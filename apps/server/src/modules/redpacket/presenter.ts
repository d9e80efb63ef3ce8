import type { RedPacket, RedPacketEvent, UserBrief } from "@courtside/protocol";
import type { PacketRow } from "./repo.js";

type People = Map<number, UserBrief>;

const unknownUser = (id: number): UserBrief => ({ id, nickname: "", avatar: null });
const couponTier = (asset: number) => (asset === 0 ? null : (asset as 50 | 60 | 70 | 80));

/** A packet as the room shows it, for one viewer. */
export function toPacket(
  row: PacketRow,
  people: People,
  counts: { taken: number; open: number } | undefined,
  mine: number | undefined,
  now: Date,
): RedPacket {
  const remaining = counts?.open ?? 0;
  const expired = row.refundedAt !== null || row.expiresAt <= now;
  return {
    id: row.publicId,
    roomId: row.roomId,
    sender: people.get(row.senderId) ?? unknownUser(row.senderId),
    type: row.type as RedPacket["type"],
    content: row.content as RedPacket["content"],
    couponTier: couponTier(row.asset),
    count: row.count,
    total: row.total,
    single: row.single,
    limitHours: row.limitHours,
    createdAt: row.createdAt.getTime(),
    expiresAt: row.expiresAt.getTime(),
    directedTo: row.toUserId ? (people.get(row.toUserId) ?? unknownUser(row.toUserId)) : null,
    remaining: expired ? 0 : remaining,
    received: counts?.taken ?? 0,
    status: remaining === 0 && !row.refundedAt ? "finished" : expired ? "expired" : "open",
    mine: mine ?? null,
  };
}

export function toEvent(row: PacketRow, kind: RedPacketEvent["kind"], people: People): RedPacketEvent {
  return {
    id: row.publicId,
    kind,
    type: row.type as RedPacketEvent["type"],
    content: row.content as RedPacketEvent["content"],
    couponTier: couponTier(row.asset),
    count: row.count,
    sender: people.get(row.senderId) ?? unknownUser(row.senderId),
    expiresAt: row.expiresAt.getTime(),
    ...(row.toUserId ? { directedTo: people.get(row.toUserId) ?? unknownUser(row.toUserId) } : {}),
  };
}
