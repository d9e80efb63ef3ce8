import { IM_MESSAGE_TYPE } from "@courtside/protocol";
import { and, asc, eq, inArray, isNull, lt, lte, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import {
  groupMentions,
  imConversations,
  imHiddenMessages,
  imMembers,
  imMessages,
  streamEvents,
  users,
} from "../../db/schema/index.js";

/**
 * What groups do to their conversation's records (the messaging tables): mentions, clearing for
 * everyone, deleting one member's messages, and read receipts counted from read seqs.
 */

export async function headSeq(db: Db, groupId: number): Promise<number> {
  const [row] = await db
    .select({ lastSeq: imConversations.lastSeq })
    .from(imConversations)
    .where(eq(imConversations.id, groupId));
  return row?.lastSeq ?? 0;
}

export async function recordMentions(tx: Db, conversationId: number, seq: number, userIds: readonly number[]) {
  if (userIds.length === 0) return;
  await tx
    .insert(groupMentions)
    .values([...new Set(userIds)].map((userId) => ({ conversationId, seq, userId })))
    .onConflictDoNothing();
}

/**
 * Every message up to `upToSeq` gone for everyone: the records, their stream events (a device
 * resuming from an old seq gets nothing of them) and mentions; every member's view starts after it.
 */
export async function clearAll(tx: Db, groupId: number, upToSeq: number, channel: string) {
  await tx.delete(imMessages).where(and(eq(imMessages.conversationId, groupId), lte(imMessages.seq, upToSeq)));
  await tx.delete(streamEvents).where(and(eq(streamEvents.channel, channel), lte(streamEvents.seq, upToSeq)));
  await tx.delete(groupMentions).where(and(eq(groupMentions.conversationId, groupId), lte(groupMentions.seq, upToSeq)));
  await tx.delete(imHiddenMessages).where(eq(imHiddenMessages.conversationId, groupId));
  await tx
    .update(imMembers)
    .set({ hiddenBeforeSeq: upToSeq, readSeq: sql`greatest(${imMembers.readSeq}, ${upToSeq})` })
    .where(eq(imMembers.conversationId, groupId));
}

/**
 * Deletes one member's messages before `revokedSeq` (the seq of the tip announcing it): each is
 * emptied and marked revoked at that seq, in the record and in its stream event, the way a
 * revocation is, so devices catching up learn it too. Returns how many.
 */
export async function deleteMessagesOf(tx: Db, groupId: number, senderId: number, revokedSeq: number, channel: string) {
  const rows = await tx
    .update(imMessages)
    .set({ content: {}, searchText: "", revokedAt: new Date(), revokedSeq })
    .where(
      and(
        eq(imMessages.conversationId, groupId),
        eq(imMessages.senderId, senderId),
        lt(imMessages.seq, revokedSeq),
        isNull(imMessages.revokedAt),
        ne(imMessages.type, IM_MESSAGE_TYPE.groupTip),
      ),
    )
    .returning({ seq: imMessages.seq });
  const seqs = rows.map((row) => row.seq);
  if (seqs.length === 0) return 0;
  await tx
    .update(streamEvents)
    .set({ data: sql`${streamEvents.data} || '{"content":null,"revoked":true}'::jsonb` })
    .where(and(eq(streamEvents.channel, channel), inArray(streamEvents.seq, seqs)));
  await tx
    .delete(groupMentions)
    .where(and(eq(groupMentions.conversationId, groupId), inArray(groupMentions.seq, seqs)));
  return seqs.length;
}

/**
 * "Read by N" of each message: members other than the sender who were in the group when it was
 * sent (`total`) and, of them, those whose read seq has reached it (`read`). One row per member
 * is read; nothing is stored per message.
 */
export async function readCounts(db: Db, groupId: number, seqs: readonly number[]) {
  const rows = await db
    .select({
      seq: imMessages.seq,
      read: sql<number>`(count(${imMembers.userId}) filter (where ${imMembers.readSeq} >= ${imMessages.seq}))::int`,
      total: sql<number>`count(${imMembers.userId})::int`,
    })
    .from(imMessages)
    .leftJoin(
      imMembers,
      and(
        eq(imMembers.conversationId, imMessages.conversationId),
        ne(imMembers.userId, imMessages.senderId),
        lte(imMembers.joinedAt, imMessages.createdAt),
      ),
    )
    .where(and(eq(imMessages.conversationId, groupId), inArray(imMessages.seq, [...seqs])))
    .groupBy(imMessages.seq)
    .orderBy(asc(imMessages.seq));
  return rows.map((row) => ({ seq: row.seq, read: Number(row.read), total: Number(row.total) }));
}

/** Who of the members counted by `readCounts` has read one message, and who not yet. */
export async function readers(db: Db, groupId: number, seq: number) {
  const [message] = await db
    .select({ senderId: imMessages.senderId, createdAt: imMessages.createdAt })
    .from(imMessages)
    .where(and(eq(imMessages.conversationId, groupId), eq(imMessages.seq, seq)));
  if (!message) return undefined;
  return db
    .select({
      id: users.id,
      nickname: users.nickname,
      avatar: users.avatar,
      read: sql<boolean>`${imMembers.readSeq} >= ${seq}`,
    })
    .from(imMembers)
    .innerJoin(users, eq(users.id, imMembers.userId))
    .where(
      and(
        eq(imMembers.conversationId, groupId),
        ne(imMembers.userId, message.senderId),
        lte(imMembers.joinedAt, message.createdAt),
      ),
    )
    .orderBy(asc(users.nickname), asc(users.id));
}
