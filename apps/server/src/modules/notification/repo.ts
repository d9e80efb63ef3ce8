import { IM_MESSAGE_TYPE } from "@courtside/protocol";
import { and, count, desc, eq, gt, inArray, isNull, lt, ne, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { groups, imConversations, imMembers, imMessages, notifications, users } from "../../db/schema/index.js";

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotification = typeof notifications.$inferInsert;

/** The language each recipient reads in. */
export function recipientLangs(db: Db, userIds: number[]) {
  if (userIds.length === 0) return Promise.resolve([]);
  return db.select({ id: users.id, lang: users.lang }).from(users).where(inArray(users.id, userIds));
}

/** Every user (or those in `provinces`), a page at a time (ids after `afterId`), for notices to many. */
export async function userIdsAfter(db: Db, afterId: number, limit: number, provinces?: string[]) {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(gt(users.id, afterId), provinces ? inArray(users.province, provinces) : undefined))
    .orderBy(users.id)
    .limit(limit);
  return rows.map((row) => row.id);
}

export async function userExists(db: Db, userId: number) {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  return row !== undefined;
}

/** Inserts notifications; a (user, dedupeKey) pair already stored is skipped. Returns the new rows. */
export function insertMany(db: Db, rows: NewNotification[]) {
  if (rows.length === 0) return Promise.resolve([]);
  return db.insert(notifications).values(rows).onConflictDoNothing().returning();
}

/**
 * Stores notices that replace the recipient's earlier one with the same key (a conversation's
 * messages fold into one): it says the latest, is new and unread again.
 */
export function upsertMany(db: Db, rows: NewNotification[]) {
  if (rows.length === 0) return Promise.resolve([]);
  return db
    .insert(notifications)
    .values(rows)
    .onConflictDoUpdate({
      target: [notifications.userId, notifications.dedupeKey],
      set: {
        title: sql`excluded.title`,
        body: sql`excluded.body`,
        data: sql`excluded.data`,
        createdAt: sql`now()`,
        readAt: null,
      },
    })
    .returning();
}

/** What the notification centre lists: instant messages have the chat's own unread counts. */
const listed = (userId: number, messageType: number): SQL | undefined =>
  and(eq(notifications.userId, userId), ne(notifications.type, messageType));

export function listForUser(db: Db, userId: number, messageType: number, limit: number, before?: number) {
  return db
    .select()
    .from(notifications)
    .where(and(listed(userId, messageType), before === undefined ? undefined : lt(notifications.id, before)))
    .orderBy(desc(notifications.id))
    .limit(limit);
}

export async function unreadCount(db: Db, userId: number, messageType: number) {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(listed(userId, messageType), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

export async function markRead(db: Db, userId: number, ids?: number[]) {
  await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
        ids === undefined ? undefined : inArray(notifications.id, ids),
      ),
    );
}

/**
 * Members of a conversation with messages from others they have not read, for the folded
 * instant-message notice: each one's count of such messages and the latest of them with its
 * sender. Muted conversations are left out (they do not call for attention), and so is anyone
 * who read up to the end, which is what an open conversation does.
 */
export async function unreadMembers(db: Db, conversationId: number) {
  const seen = sql`greatest(${imMembers.readSeq}, ${imMembers.hiddenBeforeSeq})`;
  const latest = db
    .select({
      seq: imMessages.seq,
      type: imMessages.type,
      content: imMessages.content,
      senderId: imMessages.senderId,
    })
    .from(imMessages)
    .where(
      and(
        eq(imMessages.conversationId, imMembers.conversationId),
        ne(imMessages.senderId, imMembers.userId),
        sql`${imMessages.seq} > ${seen}`,
        isNull(imMessages.revokedAt),
        // Group tips never count as unread, so they call for no notice either.
        ne(imMessages.type, IM_MESSAGE_TYPE.groupTip),
      ),
    )
    .orderBy(desc(imMessages.seq))
    .limit(1)
    .as("latest");
  return db
    .select({
      userId: imMembers.userId,
      conversationType: imConversations.type,
      unread: sql<number>`(select count(*)::int from ${imMessages} x where x.conversation_id = ${imMembers.conversationId}
        and x.sender_id <> ${imMembers.userId} and x.seq > ${seen} and x.revoked_at is null
        and x.type <> ${IM_MESSAGE_TYPE.groupTip})`,
      message: { seq: latest.seq, type: latest.type, content: latest.content },
      sender: { id: users.id, nickname: users.nickname },
      /** The group's name in a group conversation; null in a single chat. */
      groupName: groups.name,
    })
    .from(imMembers)
    .innerJoin(imConversations, eq(imConversations.id, imMembers.conversationId))
    .leftJoin(groups, eq(groups.id, imMembers.conversationId))
    .innerJoinLateral(latest, sql`true`)
    .innerJoin(users, eq(users.id, latest.senderId))
    .where(and(eq(imMembers.conversationId, conversationId), eq(imMembers.muted, false)));
}
export type UnreadMember = Awaited<ReturnType<typeof unreadMembers>>[number];
