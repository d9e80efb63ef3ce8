import type { StreamEvent } from "@courtside/protocol";
import { and, asc, desc, eq, gt, sql } from "drizzle-orm";
import type { Db } from "../db/client.js";
import { rowsOf } from "../db/rows.js";
import { streamEvents, streamHeads } from "../db/schema/index.js";

const toEvent = (row: typeof streamEvents.$inferSelect): StreamEvent => ({
  type: "event",
  channel: row.channel,
  seq: row.seq,
  kind: row.kind,
  data: row.data,
  at: row.createdAt.getTime(),
});

/**
 * Appends an event to a channel's stream and returns it with its seq. The head row is bumped by an
 * upsert, which locks it, so concurrent appends to one channel get consecutive seqs, never the same.
 * `tx` is an open transaction: the event is kept only if it commits.
 */
export async function appendInTx(tx: Db, channel: string, kind: string, data: unknown): Promise<StreamEvent> {
  const [head] = await tx
    .insert(streamHeads)
    .values({ channel, seq: 1 })
    .onConflictDoUpdate({ target: streamHeads.channel, set: { seq: sql`${streamHeads.seq} + 1` } })
    .returning({ seq: streamHeads.seq });
  if (!head) throw new Error(`no seq for ${channel}`);
  const [row] = await tx.insert(streamEvents).values({ channel, seq: head.seq, kind, data }).returning();
  if (!row) throw new Error(`event of ${channel} not stored`);
  return toEvent(row);
}

/** One event of a batch appended to many channels at once. */
export interface Appending {
  channel: string;
  kind: string;
  data: unknown;
}

/**
 * Appends events to many channels in one statement and returns them in the order given, each
 * channel's with consecutive seqs. The heads are bumped in channel order (so two nodes' batches
 * lock them in the same order and cannot deadlock on them), by the number of events each takes.
 */
export async function appendManyInTx(tx: Db, items: readonly Appending[], at: Date): Promise<StreamEvent[]> {
  if (items.length === 0) return [];
  const input = JSON.stringify(
    items.map((item, i) => ({ i, channel: item.channel, kind: item.kind, data: item.data })),
  );
  const result = await tx.execute(sql`
    with input as (
      select * from jsonb_to_recordset(${input}::jsonb) as x(i int, channel text, kind text, data jsonb)),
    counts as (select channel, count(*)::int as n from input group by channel),
    heads as (
      insert into ${streamHeads} (channel, seq)
      select channel, n from counts order by channel collate "C"
      on conflict (channel) do update set seq = ${streamHeads}.seq + excluded.seq
      returning channel, seq),
    numbered as (
      select input.i, input.channel, input.kind, input.data,
        (heads.seq - counts.n + row_number() over (partition by input.channel order by input.i))::int as seq
      from input join counts using (channel) join heads using (channel)),
    stored as (
      insert into ${streamEvents} (channel, seq, kind, data, created_at)
      select channel, seq, kind, data, ${at.toISOString()}::timestamptz from numbered
      returning 1)
    select i, seq, (select count(*) from stored)::int as stored from numbered order by i`);
  const rows = rowsOf(result);
  if (rows.length !== items.length || Number(rows[0]?.stored) !== items.length) {
    throw new Error(`${items.length} events given, ${rows.length} numbered`);
  }
  return rows.map((row, index) => {
    const item = items[index] as Appending;
    return {
      type: "event",
      channel: item.channel,
      seq: Number(row.seq),
      kind: item.kind,
      data: item.data,
      at: at.getTime(),
    };
  });
}

export async function appendEvent(db: Db, channel: string, kind: string, data: unknown): Promise<StreamEvent> {
  return db.transaction((tx) => appendInTx(tx, channel, kind, data));
}

/** The latest events of a channel, oldest first (a room's recent history). */
export async function latestEvents(db: Db, channel: string, limit: number): Promise<StreamEvent[]> {
  const rows = await db
    .select()
    .from(streamEvents)
    .where(eq(streamEvents.channel, channel))
    .orderBy(desc(streamEvents.seq))
    .limit(limit);
  return rows.reverse().map(toEvent);
}

/** Events after `afterSeq`, oldest first: what a reconnecting client missed. */
export async function eventsAfter(db: Db, channel: string, afterSeq: number, limit = 500): Promise<StreamEvent[]> {
  const rows = await db
    .select()
    .from(streamEvents)
    .where(and(eq(streamEvents.channel, channel), gt(streamEvents.seq, afterSeq)))
    .orderBy(asc(streamEvents.seq))
    .limit(limit);
  return rows.map(toEvent);
}

export async function headSeq(db: Db, channel: string): Promise<number> {
  const [row] = await db.select({ seq: streamHeads.seq }).from(streamHeads).where(eq(streamHeads.channel, channel));
  return row?.seq ?? 0;
}
