import type { StreamEvent } from "@courtside/protocol";
import { and, asc, desc, eq, gt, sql } from "drizzle-orm";
import type { Db } from "../db/client.js";
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
