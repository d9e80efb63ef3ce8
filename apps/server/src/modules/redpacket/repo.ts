import { and, asc, desc, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { rowsOf } from "../../db/rows.js";
import {
  redPacketShares,
  redPackets,
  rooms,
  SHARE_STATE,
  users,
  walletAccounts,
  walletEntries,
} from "../../db/schema/index.js";

export type PacketRow = typeof redPackets.$inferSelect;

export async function findPacket(db: Db, id: number): Promise<PacketRow | undefined> {
  const [row] = await db.select().from(redPackets).where(eq(redPackets.id, id));
  return row;
}

export async function findByPublicId(db: Db, publicId: string): Promise<PacketRow | undefined> {
  const [row] = await db.select().from(redPackets).where(eq(redPackets.publicId, publicId));
  return row;
}

export async function roomExists(db: Db, roomId: number): Promise<boolean> {
  const rows = await db.select({ id: rooms.anchorId }).from(rooms).where(eq(rooms.anchorId, roomId));
  return rows.length === 1;
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

export interface ShareRow {
  seq: number;
  amount: number;
  userId: number | null;
}

/** A packet's shares still open and the ones taken (with who took them), to build its grab queue. */
export function shareRows(db: Db, packetId: number): Promise<ShareRow[]> {
  return db
    .select({ seq: redPacketShares.seq, amount: redPacketShares.amount, userId: redPacketShares.userId })
    .from(redPacketShares)
    .where(
      and(
        eq(redPacketShares.packetId, packetId),
        inArray(redPacketShares.state, [SHARE_STATE.open, SHARE_STATE.claimed]),
      ),
    )
    .orderBy(asc(redPacketShares.seq));
}

/** Of these shares, the ones still open. */
export async function stillOpen(db: Db, packetId: number, seqs: number[]): Promise<Set<number>> {
  if (seqs.length === 0) return new Set();
  const rows = await db
    .select({ seq: redPacketShares.seq })
    .from(redPacketShares)
    .where(
      and(
        eq(redPacketShares.packetId, packetId),
        inArray(redPacketShares.seq, seqs),
        eq(redPacketShares.state, SHARE_STATE.open),
      ),
    );
  return new Set(rows.map((row) => row.seq));
}

/**
 * Writes a batch of grabs of one packet in one transaction: each share taken by its user, the
 * user's purse credited and the ledger entry escrow → purse appended (the same double entry
 * `wallet.transfer` writes, with the balance after). Only shares still open are taken, so a share
 * the refund closed, or another node took, is left out of what comes back; the unique index on
 * (packet, user) refuses a second share to a user, and the ledger key a second credit, by failing
 * the whole batch. Purses are locked in `wallet.transfer`'s order (by account key, byte order), so
 * a batch and a transfer cannot deadlock.
 */
export async function claimShares(
  db: Db,
  packet: { id: number; asset: number },
  claims: { seq: number; userId: number }[],
  now: Date,
): Promise<{ seq: number; userId: number; amount: number }[]> {
  if (claims.length === 0) return [];
  const wanted = sql.join(
    claims.map((claim) => sql`(${claim.seq}::int, ${claim.userId}::int)`),
    sql`, `,
  );
  return db.transaction(async (tx) => {
    const result = await tx.execute(sql`
      with wanted(seq, user_id) as (values ${wanted}),
      share as (
        update ${redPacketShares} s set state = ${SHARE_STATE.claimed}, user_id = w.user_id,
          claimed_at = ${now.toISOString()}
        from wanted w
        where s.packet_id = ${packet.id} and s.seq = w.seq and s.state = ${SHARE_STATE.open}
        returning s.seq, s.user_id, s.amount),
      purse as (
        insert into ${walletAccounts} (kind, owner_id, asset, balance)
        select 'user', user_id, ${packet.asset}, amount from share
        order by ('user:' || user_id || ':' || ${packet.asset}::int) collate "C"
        on conflict (kind, owner_id, asset) do update set balance = ${walletAccounts}.balance + excluded.balance
        returning id, owner_id, balance),
      entry as (
        insert into ${walletEntries} (debit_account_id, credit_account_id, asset, amount, reason, reference,
          idempotency_key, credit_balance_after)
        select (select id from ${walletAccounts} where kind = 'escrow' and owner_id = 0 and asset = ${packet.asset}),
          purse.id, ${packet.asset}, share.amount, 'red_packet_grab', ${`red_packet:${packet.id}`},
          ${`red_packet:${packet.id}:grab:`}::text || share.user_id::text, purse.balance
        from share join purse on purse.owner_id = share.user_id
        returning id)
      select share.seq, share.user_id as "userId", share.amount, (select count(*) from entry)::int as entries
      from share`);
    const rows = rowsOf(result);
    const entries = Number(rows[0]?.entries ?? 0);
    // Rolls the batch back: a share credited without its ledger entry must never commit.
    if (entries !== rows.length) throw new Error(`red packet ${packet.id}: ${rows.length} grabs, ${entries} entries`);
    return rows.map((row) => ({ seq: Number(row.seq), userId: Number(row.userId), amount: Number(row.amount) }));
  });
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
