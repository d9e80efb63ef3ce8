import { and, asc, count, desc, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import {
  redPacketShares,
  redPackets,
  rooms,
  SHARE_STATE,
  users,
  walletAccounts,
  walletEntries,
} from "../../db/schema/index.js";

/** The rows of a raw query's result, whichever driver ran it. */
function rowsOf(result: unknown): Record<string, unknown>[] {
  if (typeof result === "object" && result !== null && "rows" in result && Array.isArray(result.rows))
    return result.rows;
  throw new Error("query result without rows");
}

export type PacketRow = typeof redPackets.$inferSelect;

export async function findPacket(db: Db, id: number): Promise<PacketRow | undefined> {
  const [row] = await db.select().from(redPackets).where(eq(redPackets.id, id));
  return row;
}

/** The packet with what `userId` took from it (undefined when nothing), in one query. */
export async function packetWithClaim(db: Db, id: number, userId: number) {
  const [row] = await db
    .select({ packet: redPackets, mine: redPacketShares.amount })
    .from(redPackets)
    .leftJoin(redPacketShares, and(eq(redPacketShares.packetId, redPackets.id), eq(redPacketShares.userId, userId)))
    .where(eq(redPackets.id, id));
  return row ? { packet: row.packet, mine: row.mine ?? undefined } : undefined;
}

export async function findByKey(db: Db, senderId: number, key: string): Promise<PacketRow | undefined> {
  const [row] = await db
    .select()
    .from(redPackets)
    .where(and(eq(redPackets.senderId, senderId), eq(redPackets.idempotencyKey, key)));
  return row;
}

/** Creates the packet once per (sender, key); undefined when the key was used before. */
export async function insertPacket(db: Db, packet: typeof redPackets.$inferInsert): Promise<PacketRow | undefined> {
  const [row] = await db.insert(redPackets).values(packet).onConflictDoNothing().returning();
  return row;
}

export async function insertShares(db: Db, packetId: number, amounts: number[]) {
  // Large packets go in slices: one statement's parameters are limited.
  for (let start = 0; start < amounts.length; start += 1000) {
    const slice = amounts.slice(start, start + 1000);
    await db.insert(redPacketShares).values(slice.map((amount, i) => ({ packetId, seq: start + i + 1, amount })));
  }
}

/** Open shares at or below which a grab checks whether it took the last one (see `grabShare`). */
export const FINISH_CHECK_BELOW = 64;

/**
 * A grab in one statement: take the next open share, credit the user's purse and append the
 * ledger entry escrow → purse (the same double entry `wallet.transfer` writes, with the balance
 * after). SKIP LOCKED lets concurrent grabbers pass over a share another statement is taking
 * instead of queueing behind it; the unique index on (packet, user) refuses a second share to the
 * same user, and the ledger key refuses a second credit. `openBefore` counts the open shares the
 * statement saw, its own included, so it over-counts by at most the grabs in flight (bounded by the
 * connection pool): a grab that saw few left checks for the finish after it commits.
 */
export async function grabShare(db: Db, packetId: number, userId: number, asset: number, now: Date) {
  const key = `red_packet:${packetId}:grab:${userId}`;
  const result = await db.execute(sql`
    with share as (
      update ${redPacketShares} set state = ${SHARE_STATE.claimed}, user_id = ${userId}, claimed_at = ${now.toISOString()}
      where packet_id = ${packetId} and seq = (
        select s.seq from ${redPacketShares} s
        where s.packet_id = ${packetId} and s.state = ${SHARE_STATE.open}
        order by s.seq limit 1 for update skip locked)
      returning amount),
    purse as (
      insert into ${walletAccounts} (kind, owner_id, asset, balance)
      select 'user', ${userId}, ${asset}, amount from share
      on conflict (kind, owner_id, asset) do update set balance = ${walletAccounts}.balance + excluded.balance
      returning id, balance),
    entry as (
      insert into ${walletEntries} (debit_account_id, credit_account_id, asset, amount, reason, reference,
        idempotency_key, credit_balance_after)
      select (select id from ${walletAccounts} where kind = 'escrow' and owner_id = 0 and asset = ${asset}),
        purse.id, ${asset}, share.amount, 'red_packet_grab', ${`red_packet:${packetId}`}, ${key}, purse.balance
      from share, purse
      returning id)
    select share.amount, (select count(*) from ${redPacketShares} o
      where o.packet_id = ${packetId} and o.state = ${SHARE_STATE.open})::int as "openBefore",
      (select count(*) from entry)::int as entries
    from share`);
  const row = rowsOf(result)[0];
  if (!row) return undefined;
  if (Number(row.entries) !== 1) throw new Error(`grab of packet ${packetId} by ${userId} wrote no ledger entry`);
  return { amount: Number(row.amount), openBefore: Number(row.openBefore) };
}

/** Whether a packet is over: refunded, or finished / with no open share left. */
export async function packetState(db: Db, packetId: number) {
  const [row] = await db
    .select({
      finishedAt: redPackets.finishedAt,
      refundedAt: redPackets.refundedAt,
      open: sql<number>`(select count(*) from ${redPacketShares} s where s.packet_id = ${redPackets.id} and s.state = ${SHARE_STATE.open})`.mapWith(
        Number,
      ),
    })
    .from(redPackets)
    .where(eq(redPackets.id, packetId));
  return row;
}

export async function openShares(db: Db, packetId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(redPacketShares)
    .where(and(eq(redPacketShares.packetId, packetId), eq(redPacketShares.state, SHARE_STATE.open)));
  return row?.n ?? 0;
}

export async function claimOf(db: Db, packetId: number, userId: number) {
  const [row] = await db
    .select({ amount: redPacketShares.amount })
    .from(redPacketShares)
    .where(and(eq(redPacketShares.packetId, packetId), eq(redPacketShares.userId, userId)));
  return row?.amount;
}

/** Marks the packet finished if no share is open; true for the one call that does it. */
export async function markFinished(db: Db, packetId: number): Promise<boolean> {
  const rows = await db
    .update(redPackets)
    .set({ finishedAt: new Date() })
    .where(
      and(
        eq(redPackets.id, packetId),
        isNull(redPackets.finishedAt),
        sql`not exists (select 1 from ${redPacketShares} s where s.packet_id = ${packetId} and s.state = ${SHARE_STATE.open})`,
      ),
    )
    .returning({ id: redPackets.id });
  return rows.length === 1;
}

/**
 * Closes every open share for the refund. The UPDATE waits for grabs in flight on those rows and
 * then skips the ones they took, so what it returns is exactly what nobody got.
 */
export async function closeOpenShares(db: Db, packetId: number): Promise<number> {
  const rows = await db
    .update(redPacketShares)
    .set({ state: SHARE_STATE.refunded })
    .where(and(eq(redPacketShares.packetId, packetId), eq(redPacketShares.state, SHARE_STATE.open)))
    .returning({ amount: redPacketShares.amount });
  return rows.reduce((sum, row) => sum + row.amount, 0);
}

export async function markRefunded(db: Db, packetId: number, refunded: number) {
  await db.update(redPackets).set({ refundedAt: new Date(), refunded }).where(eq(redPackets.id, packetId));
}

const brief = { id: users.id, nickname: users.nickname, avatar: users.avatar };

export async function briefs(db: Db, ids: number[]) {
  if (ids.length === 0) return new Map<number, { id: number; nickname: string; avatar: string | null }>();
  const rows = await db.select(brief).from(users).where(inArray(users.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}

export async function senderProfile(db: Db, id: number) {
  const [row] = await db
    .select({ ...brief, anchorState: users.anchorState, hasRoom: sql<boolean>`${rooms.anchorId} is not null` })
    .from(users)
    .leftJoin(rooms, eq(rooms.anchorId, users.id))
    .where(eq(users.id, id));
  return row;
}

/** Per packet: shares taken and shares still open. */
export async function shareCounts(db: Db, packetIds: number[]) {
  if (packetIds.length === 0) return new Map<number, { taken: number; open: number }>();
  const rows = await db
    .select({
      packetId: redPacketShares.packetId,
      taken: sql<number>`count(*) filter (where ${redPacketShares.state} = ${SHARE_STATE.claimed})`.mapWith(Number),
      open: sql<number>`count(*) filter (where ${redPacketShares.state} = ${SHARE_STATE.open})`.mapWith(Number),
    })
    .from(redPacketShares)
    .where(inArray(redPacketShares.packetId, packetIds))
    .groupBy(redPacketShares.packetId);
  return new Map(rows.map((row) => [row.packetId, { taken: row.taken, open: row.open }]));
}

export async function myClaims(db: Db, packetIds: number[], userId: number) {
  if (packetIds.length === 0) return new Map<number, number>();
  const rows = await db
    .select({ packetId: redPacketShares.packetId, amount: redPacketShares.amount })
    .from(redPacketShares)
    .where(and(inArray(redPacketShares.packetId, packetIds), eq(redPacketShares.userId, userId)));
  return new Map(rows.map((row) => [row.packetId, row.amount]));
}

export function claims(db: Db, packetId: number) {
  return db
    .select({ user: brief, amount: redPacketShares.amount, at: redPacketShares.claimedAt })
    .from(redPacketShares)
    .innerJoin(users, eq(users.id, redPacketShares.userId))
    .where(and(eq(redPacketShares.packetId, packetId), eq(redPacketShares.state, SHARE_STATE.claimed)))
    .orderBy(asc(redPacketShares.claimedAt), asc(redPacketShares.seq));
}

/** A room's packets until their time is up (taken-out ones too, so late viewers see "all taken"), newest first. */
export function activeInRoom(db: Db, roomId: number, now: Date) {
  return db
    .select()
    .from(redPackets)
    .where(and(eq(redPackets.roomId, roomId), gt(redPackets.expiresAt, now), isNull(redPackets.refundedAt)))
    .orderBy(desc(redPackets.id))
    .limit(20);
}

/** What a user sent and received in red packets, coins and coupons apart. */
export async function stats(db: Db, userId: number) {
  const result = await db.execute<Record<string, string | number>>(sql`
    select
      (select count(*) from ${redPackets} where sender_id = ${userId}) as sent_packets,
      (select coalesce(sum(total - refunded), 0) from ${redPackets} where sender_id = ${userId} and asset = 0) as sent_coins,
      (select coalesce(sum(total - refunded), 0) from ${redPackets} where sender_id = ${userId} and asset <> 0) as sent_coupons,
      (select count(*) from ${redPacketShares} where user_id = ${userId}) as received_packets,
      (select coalesce(sum(s.amount), 0) from ${redPacketShares} s join ${redPackets} p on p.id = s.packet_id
        where s.user_id = ${userId} and p.asset = 0) as received_coins,
      (select coalesce(sum(s.amount), 0) from ${redPacketShares} s join ${redPackets} p on p.id = s.packet_id
        where s.user_id = ${userId} and p.asset <> 0) as received_coupons`);
  const row = rowsOf(result)[0] ?? {};
  const n = (key: string) => Number(row[key] ?? 0);
  return {
    sent: { packets: n("sent_packets"), coins: n("sent_coins"), coupons: n("sent_coupons") },
    received: { packets: n("received_packets"), coins: n("received_coins"), coupons: n("received_coupons") },
  };
}
