import { sql } from "drizzle-orm";
import type { Db } from "../../apps/server/src/db/client.js";

/**
 * The usual first implementation, as the peer: one packet row holding the remaining count and
 * amount, locked FOR UPDATE by every grab, which draws its share on the spot (same double-mean
 * rule), writes the claim and credits the user's balance row. Every grab of a packet queues on
 * that one row.
 */
export async function createNaiveTables(db: Db) {
  await db.execute(sql`create table if not exists bench_naive_packets (
    id serial primary key, remaining_count int not null, remaining_amount int not null)`);
  await db.execute(sql`create table if not exists bench_naive_claims (
    packet_id int not null, user_id int not null, amount int not null, primary key (packet_id, user_id))`);
  await db.execute(sql`create table if not exists bench_naive_balances (
    user_id int primary key, balance bigint not null default 0 check (balance >= 0))`);
}

export async function naiveSend(db: Db, count: number, total: number): Promise<number> {
  const result = await db.execute(
    sql`insert into bench_naive_packets (remaining_count, remaining_amount) values (${count}, ${total}) returning id`,
  );
  return Number((result as unknown as { rows: { id: number }[] }).rows[0]?.id);
}

const rows = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

/** One grab: the amount taken, or null when nothing is left or the user already has a share. */
export async function naiveGrab(db: Db, packetId: number, userId: number): Promise<number | null> {
  return db.transaction(async (tx) => {
    const [packet] = rows(
      await tx.execute(
        sql`select remaining_count, remaining_amount from bench_naive_packets where id = ${packetId} for update`,
      ),
    );
    const left = Number(packet?.remaining_count ?? 0);
    const amountLeft = Number(packet?.remaining_amount ?? 0);
    if (left === 0) return null;
    const [already] = rows(
      await tx.execute(sql`select 1 from bench_naive_claims where packet_id = ${packetId} and user_id = ${userId}`),
    );
    if (already) return null;
    const cap = Math.min(Math.floor((2 * amountLeft) / left), amountLeft - (left - 1));
    const amount = left === 1 ? amountLeft : 1 + Math.floor(Math.random() * Math.max(1, cap));
    await tx.execute(
      sql`update bench_naive_packets set remaining_count = remaining_count - 1,
          remaining_amount = remaining_amount - ${amount} where id = ${packetId}`,
    );
    await tx.execute(
      sql`insert into bench_naive_claims (packet_id, user_id, amount) values (${packetId}, ${userId}, ${amount})`,
    );
    await tx.execute(sql`insert into bench_naive_balances (user_id, balance) values (${userId}, ${amount})
      on conflict (user_id) do update set balance = bench_naive_balances.balance + excluded.balance`);
    return amount;
  });
}

export async function naiveClaimed(db: Db, packetId: number) {
  const [row] = rows(
    await db.execute(
      sql`select count(*)::int as n, coalesce(sum(amount), 0)::int as total from bench_naive_claims where packet_id = ${packetId}`,
    ),
  );
  return { claims: Number(row?.n ?? 0), total: Number(row?.total ?? 0) };
}
