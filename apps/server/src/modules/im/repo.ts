import { IM_MESSAGE_TYPE } from "@courtside/protocol";
import { and, asc, desc, eq, gt, inArray, lt, lte, ne, or, type SQL, sql } from "drizzle-orm";
import { type AnyPgColumn, alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.js";
import {
  groupMembers,
  groupMentions,
  groups,
  imConversations,
  imHiddenMessages,
  imMembers,
  imMessages,
  streamEvents,
  users,
} from "../../db/schema/index.js";

export type MessageRow = typeof imMessages.$inferSelect;

const GROUP_TIP_TYPE = IM_MESSAGE_TYPE.groupTip;

/** Whether a PostgreSQL error is a unique violation (a client message id stored before). */
export function isUniqueViolation(error: unknown): boolean {
  const cause = error instanceof Error && "cause" in error ? error.cause : error;
  return typeof cause === "object" && cause !== null && "code" in cause && cause.code === "23505";
}

/** Messages `userId` has not deleted for themselves. */
const notHiddenFor = (userId: number | SQL, message: { conversationId: AnyPgColumn; seq: AnyPgColumn } = imMessages) =>
  sql`not exists (select 1 from ${imHiddenMessages} where ${imHiddenMessages.conversationId} = ${message.conversationId} and ${imHiddenMessages.userId} = ${userId} and ${imHiddenMessages.seq} = ${message.seq})`;

// ---- conversations -----------------------------------------------------------------------------

/** The single conversation of a pair, created on first use; both people become members. */
export async function openSingle(db: Db, pairKey: string, opener: number, peer: number): Promise<number> {
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(imConversations)
      .values({ type: 1, pairKey })
      .onConflictDoNothing({ target: imConversations.pairKey })
      .returning({ id: imConversations.id });
    const id =
      created?.id ??
      (await tx.select({ id: imConversations.id }).from(imConversations).where(eq(imConversations.pairKey, pairKey)))[0]
        ?.id;
    if (id === undefined) throw new Error(`conversation ${pairKey} vanished`);
    // The peer sees the conversation once a message arrives; the opener sees it now.
    await tx
      .insert(imMembers)
      .values([
        { conversationId: id, userId: opener, listed: true },
        { conversationId: id, userId: peer, listed: false },
      ])
      .onConflictDoNothing();
    await tx
      .update(imMembers)
      .set({ listed: true })
      .where(and(eq(imMembers.conversationId, id), eq(imMembers.userId, opener)));
    return id;
  });
}

/** A member's row with the conversation's kind and head, or undefined when not a member. */
export async function membership(db: Db, conversationId: number, userId: number) {
  const [row] = await db
    .select({
      type: imConversations.type,
      lastSeq: imConversations.lastSeq,
      readSeq: imMembers.readSeq,
      hiddenBeforeSeq: imMembers.hiddenBeforeSeq,
      listed: imMembers.listed,
      /** A group's member count (null in a single chat): big groups skip per-member notices. */
      groupMembers: groups.memberCount,
      /** The other person of a single chat. */
      peerId: sql<
        number | null
      >`(select ${peer.userId} from ${imMembers} as "peer" where ${peer.conversationId} = ${imMembers.conversationId} and ${peer.userId} <> ${imMembers.userId} limit 1)`,
    })
    .from(imMembers)
    .innerJoin(imConversations, eq(imConversations.id, imMembers.conversationId))
    .leftJoin(groups, eq(groups.id, imMembers.conversationId))
    .where(and(eq(imMembers.conversationId, conversationId), eq(imMembers.userId, userId)));
  return row;
}

export async function exists(db: Db, conversationId: number): Promise<boolean> {
  const rows = await db
    .select({ id: imConversations.id })
    .from(imConversations)
    .where(eq(imConversations.id, conversationId));
  return rows.length > 0;
}

const peer = alias(imMembers, "peer");
const last = alias(imMessages, "last");
const counted = alias(imMessages, "counted");

/**
 * Unread of the member row in scope: after its read seq, not its own, not revoked or hidden, not a
 * group tip (type 110: what happened in the group is shown, never counted).
 */
const unreadOfMember = sql<number>`(select count(*)::int from ${imMessages} as "counted"
  where ${counted.conversationId} = ${imMembers.conversationId}
    and ${counted.seq} > greatest(${imMembers.readSeq}, ${imMembers.hiddenBeforeSeq})
    and ${counted.senderId} <> ${imMembers.userId}
    and ${counted.revokedAt} is null
    and ${counted.type} <> ${GROUP_TIP_TYPE}
    and ${notHiddenFor(sql`${imMembers.userId}`, counted)})`;

const mentioned = alias(imMessages, "mentioned");
/** Unread messages of a group that mention the member row in scope, or everyone (user 0). */
const mentionsOfMember = sql<number>`(select count(distinct ${groupMentions.seq})::int from ${groupMentions}
  inner join ${imMessages} as "mentioned" on ${mentioned.conversationId} = ${groupMentions.conversationId} and ${mentioned.seq} = ${groupMentions.seq}
  where ${groupMentions.conversationId} = ${imMembers.conversationId}
    and ${groupMentions.userId} in (${imMembers.userId}, 0)
    and ${groupMentions.seq} > greatest(${imMembers.readSeq}, ${imMembers.hiddenBeforeSeq})
    and ${mentioned.senderId} <> ${imMembers.userId}
    and ${mentioned.revokedAt} is null)`;

/**
 * Conversation rows as members see them: every listed one of a user, or the view of one
 * conversation by each member (after a message, each member's device gets its own) or by some of
 * them (`userIds`: a big group's members are never all read at once). The last visible message
 * comes from a lateral subquery, the unread count from a counting one.
 */
export type ConversationScope = { conversationId: number; userIds?: readonly number[] | undefined };

export async function conversationRows(db: Db, scope: { userId: number } | ConversationScope | ConversationScope[]) {
  const lastVisible = db
    .select({
      seq: last.seq,
      senderId: last.senderId,
      type: last.type,
      text: last.searchText,
      // Only a tip's content: the list words it; other contents stay out of the list query.
      tip: sql<unknown>`case when ${last.type} = ${GROUP_TIP_TYPE} then ${last.content} end`.as("tip"),
      revokedAt: last.revokedAt,
      createdAt: last.createdAt,
    })
    .from(last)
    .where(
      and(
        eq(last.conversationId, imMembers.conversationId),
        gt(last.seq, imMembers.hiddenBeforeSeq),
        notHiddenFor(sql`${imMembers.userId}`, last),
      ),
    )
    .orderBy(desc(last.seq))
    .limit(1)
    .as("last_visible");
  const ofConversation = (one: ConversationScope) =>
    and(
      eq(imMembers.conversationId, one.conversationId),
      one.userIds ? inArray(imMembers.userId, [...one.userIds]) : undefined,
    );
  const whole = Array.isArray(scope) ? scope.filter((one) => !one.userIds).map((one) => one.conversationId) : [];
  const where = Array.isArray(scope)
    ? or(
        whole.length > 0 ? inArray(imMembers.conversationId, whole) : undefined,
        ...scope.filter((one) => one.userIds).map(ofConversation),
      )
    : "userId" in scope
      ? and(eq(imMembers.userId, scope.userId), eq(imMembers.listed, true))
      : ofConversation(scope);
  return db
    .select({
      id: imConversations.id,
      type: imConversations.type,
      lastSeq: imConversations.lastSeq,
      updatedAt: imConversations.updatedAt,
      userId: imMembers.userId,
      readSeq: imMembers.readSeq,
      hiddenBeforeSeq: imMembers.hiddenBeforeSeq,
      pinned: imMembers.pinned,
      muted: imMembers.muted,
      listed: imMembers.listed,
      unread: unreadOfMember,
      peerId: peer.userId,
      peerReadSeq: peer.readSeq,
      peerNickname: users.nickname,
      peerAvatar: users.avatar,
      peerAnchorState: users.anchorState,
      group: {
        name: groups.name,
        avatar: groups.avatar,
        memberCount: groups.memberCount,
        state: groups.state,
        muteAll: groups.muteAll,
        role: groupMembers.role,
      },
      mentions: sql<number>`case when ${imConversations.type} = 2 then ${mentionsOfMember} else 0 end`,
      last: {
        seq: lastVisible.seq,
        senderId: lastVisible.senderId,
        type: lastVisible.type,
        text: lastVisible.text,
        tip: lastVisible.tip,
        revokedAt: lastVisible.revokedAt,
        createdAt: lastVisible.createdAt,
      },
    })
    .from(imMembers)
    .innerJoin(imConversations, eq(imConversations.id, imMembers.conversationId))
    .leftJoin(
      peer,
      and(
        eq(peer.conversationId, imMembers.conversationId),
        ne(peer.userId, imMembers.userId),
        eq(imConversations.type, 1),
      ),
    )
    .leftJoin(users, eq(users.id, peer.userId))
    .leftJoin(groups, eq(groups.id, imMembers.conversationId))
    .leftJoin(
      groupMembers,
      and(eq(groupMembers.groupId, imMembers.conversationId), eq(groupMembers.userId, imMembers.userId)),
    )
    .leftJoinLateral(lastVisible, sql`true`)
    .where(where)
    .orderBy(desc(imMembers.pinned), desc(imConversations.updatedAt), desc(imConversations.id))
    .limit(Array.isArray(scope) ? 100_000 : 1000);
}
export type ConversationRow = Awaited<ReturnType<typeof conversationRows>>[number];

/** Unread across every conversation of each user, muted ones left out (they do not call for attention). */
export async function unreadTotals(db: Db, userIds: readonly number[]): Promise<Map<number, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: imMembers.userId, unread: sql<number>`coalesce(sum(${unreadOfMember}), 0)::int` })
    .from(imMembers)
    .where(and(inArray(imMembers.userId, [...userIds]), eq(imMembers.muted, false)))
    .groupBy(imMembers.userId);
  return new Map(rows.map((row) => [row.userId, Number(row.unread)]));
}

type MemberSettings = Partial<Pick<typeof imMembers.$inferInsert, "pinned" | "muted">>;

export async function updateMember(db: Db, conversationId: number, userId: number, set: MemberSettings) {
  await db
    .update(imMembers)
    .set(set)
    .where(and(eq(imMembers.conversationId, conversationId), eq(imMembers.userId, userId)));
}

/** Moves the read seq forward (never back, never past the head); the new one when it moved. */
export async function moveRead(db: Db, conversationId: number, userId: number, seq: number) {
  const rows = await db
    .update(imMembers)
    .set({ readSeq: sql`least(${seq}, ${imConversations.lastSeq})` })
    .from(imConversations)
    .where(
      and(
        eq(imMembers.conversationId, conversationId),
        eq(imMembers.userId, userId),
        eq(imConversations.id, imMembers.conversationId),
        lt(imMembers.readSeq, sql`least(${seq}, ${imConversations.lastSeq})`),
      ),
    )
    .returning({ readSeq: imMembers.readSeq });
  return rows[0]?.readSeq;
}

/** Marks every conversation of a user read to its head (888); the ones that moved. */
export async function readAll(db: Db, userId: number) {
  return db
    .update(imMembers)
    .set({ readSeq: imConversations.lastSeq })
    .from(imConversations)
    .where(
      and(
        eq(imMembers.userId, userId),
        eq(imConversations.id, imMembers.conversationId),
        lt(imMembers.readSeq, imConversations.lastSeq),
      ),
    )
    .returning({ conversationId: imMembers.conversationId, readSeq: imMembers.readSeq });
}

/** Hides everything up to the head for one member (and reads it); `unlist` also drops it from the list. */
export async function clearFor(db: Db, conversationId: number, userId: number, unlist: boolean) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(imMembers)
      .set({
        hiddenBeforeSeq: imConversations.lastSeq,
        readSeq: sql`greatest(${imMembers.readSeq}, ${imConversations.lastSeq})`,
        ...(unlist ? { listed: false, pinned: false } : {}),
      })
      .from(imConversations)
      .where(
        and(
          eq(imMembers.conversationId, conversationId),
          eq(imMembers.userId, userId),
          eq(imConversations.id, imMembers.conversationId),
        ),
      )
      .returning({ hiddenBeforeSeq: imMembers.hiddenBeforeSeq });
    // Rows under the new mark say nothing more.
    if (row) {
      await tx
        .delete(imHiddenMessages)
        .where(
          and(
            eq(imHiddenMessages.conversationId, conversationId),
            eq(imHiddenMessages.userId, userId),
            lte(imHiddenMessages.seq, row.hiddenBeforeSeq),
          ),
        );
    }
    return row?.hiddenBeforeSeq;
  });
}

// ---- messages ----------------------------------------------------------------------------------

export async function findByClientId(db: Db, senderId: number, clientMsgId: string) {
  const [row] = await db
    .select()
    .from(imMessages)
    .where(and(eq(imMessages.senderId, senderId), eq(imMessages.clientMsgId, clientMsgId)));
  return row;
}

export async function findMessage(db: Db, conversationId: number, seq: number, forUpdate = false) {
  const query = db
    .select()
    .from(imMessages)
    .where(and(eq(imMessages.conversationId, conversationId), eq(imMessages.seq, seq)));
  const [row] = forUpdate ? await query.for("update") : await query;
  return row;
}

/**
 * Stores a message under the seq its stream event took, moves the conversation's head and brings
 * it back into every member's list. Runs in the event's transaction.
 */
export async function insertMessage(db: Db, row: typeof imMessages.$inferInsert) {
  await db.insert(imMessages).values(row);
  await db
    .update(imConversations)
    .set({ lastSeq: row.seq, updatedAt: row.createdAt ?? new Date() })
    .where(eq(imConversations.id, row.conversationId));
  await db
    .update(imMembers)
    .set({ listed: true })
    .where(and(eq(imMembers.conversationId, row.conversationId), eq(imMembers.listed, false)));
}

/**
 * Revokes a message under the seq of its `revoked` event: the content goes from the record and
 * from the stored stream event (so a device resuming later never receives it), the head moves.
 */
export async function revoke(
  db: Db,
  at: { conversationId: number; seq: number; revokedSeq: number; channel: string; stub: unknown },
) {
  const now = new Date();
  await db
    .update(imMessages)
    .set({ revokedAt: now, revokedSeq: at.revokedSeq, content: {}, searchText: "" })
    .where(and(eq(imMessages.conversationId, at.conversationId), eq(imMessages.seq, at.seq)));
  await db
    .update(streamEvents)
    .set({ data: at.stub })
    .where(and(eq(streamEvents.channel, at.channel), eq(streamEvents.seq, at.seq)));
  await db.update(imConversations).set({ lastSeq: at.revokedSeq }).where(eq(imConversations.id, at.conversationId));
}

/** Visible messages of one member after a seq and up to another, oldest first. */
export async function messagesAfter(
  db: Db,
  conversationId: number,
  userId: number,
  range: { after: number; upTo: number; hiddenBefore: number },
  limit: number,
) {
  return db
    .select()
    .from(imMessages)
    .where(
      and(
        eq(imMessages.conversationId, conversationId),
        gt(imMessages.seq, Math.max(range.after, range.hiddenBefore)),
        lte(imMessages.seq, range.upTo),
        notHiddenFor(userId),
      ),
    )
    .orderBy(asc(imMessages.seq))
    .limit(limit);
}

/** Earlier visible messages whose revocation falls in (after, upTo]. */
export async function revokedBetween(
  db: Db,
  conversationId: number,
  userId: number,
  range: { after: number; upTo: number; hiddenBefore: number },
) {
  return db
    .select({ seq: imMessages.seq, revokedAt: imMessages.revokedAt })
    .from(imMessages)
    .where(
      and(
        eq(imMessages.conversationId, conversationId),
        gt(imMessages.revokedSeq, range.after),
        lte(imMessages.revokedSeq, range.upTo),
        lte(imMessages.seq, range.after),
        gt(imMessages.seq, range.hiddenBefore),
        notHiddenFor(userId),
      ),
    )
    .orderBy(asc(imMessages.seq));
}

/** Visible messages before a seq, newest first. */
export async function messagesBefore(
  db: Db,
  conversationId: number,
  userId: number,
  range: { before: number | undefined; hiddenBefore: number },
  limit: number,
) {
  return db
    .select()
    .from(imMessages)
    .where(
      and(
        eq(imMessages.conversationId, conversationId),
        gt(imMessages.seq, range.hiddenBefore),
        range.before === undefined ? undefined : lt(imMessages.seq, range.before),
        notHiddenFor(userId),
      ),
    )
    .orderBy(desc(imMessages.seq))
    .limit(limit);
}

/** The given messages as one member sees them: visible and not revoked, oldest first. */
export async function visibleMessages(
  db: Db,
  conversationId: number,
  userId: number,
  hiddenBefore: number,
  seqs: readonly number[],
) {
  return db
    .select()
    .from(imMessages)
    .where(
      and(
        eq(imMessages.conversationId, conversationId),
        inArray(imMessages.seq, [...seqs]),
        gt(imMessages.seq, hiddenBefore),
        sql`${imMessages.revokedAt} is null`,
        notHiddenFor(userId),
      ),
    )
    .orderBy(asc(imMessages.seq));
}

/** Hides messages for one member; seqs past the head are ignored. */
export async function hide(db: Db, conversationId: number, userId: number, seqs: readonly number[], lastSeq: number) {
  const kept = [...new Set(seqs)].filter((seq) => seq <= lastSeq);
  if (kept.length === 0) return [];
  const rows = await db
    .insert(imHiddenMessages)
    .values(kept.map((seq) => ({ conversationId, userId, seq })))
    .onConflictDoNothing()
    .returning({ seq: imHiddenMessages.seq });
  return rows.map((row) => row.seq);
}

// ---- people ------------------------------------------------------------------------------------

export async function findUsers(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: users.id,
      nickname: users.nickname,
      avatar: users.avatar,
      anchorState: users.anchorState,
      appNumber: users.appNumber,
      imToken: users.imToken,
    })
    .from(users)
    .where(inArray(users.id, [...ids]));
}
