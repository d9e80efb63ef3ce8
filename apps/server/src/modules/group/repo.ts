import { GROUP_ROLE } from "@courtside/protocol";
import { and, asc, eq, ilike, inArray, isNull, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import {
  groupAdmins,
  groupMembers,
  groups,
  imConversations,
  imHiddenMessages,
  imMembers,
  users,
} from "../../db/schema/index.js";

export type GroupRow = typeof groups.$inferSelect;
export type MemberRow = typeof groupMembers.$inferSelect;

/** A group, optionally locked for the transaction (joins, removals and admin changes take it). */
export async function findGroup(db: Db, id: number, forUpdate = false): Promise<GroupRow | undefined> {
  const query = db.select().from(groups).where(eq(groups.id, id));
  const [row] = forUpdate ? await query.for("update") : await query;
  return row;
}

export async function findGroups(db: Db, ids: readonly number[]): Promise<GroupRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(groups)
    .where(inArray(groups.id, [...ids]));
}

/** A member's row (former members too) with an admin's rights. */
export async function findMember(db: Db, groupId: number, userId: number) {
  const [row] = await db
    .select({ member: groupMembers, rights: groupAdmins.rights })
    .from(groupMembers)
    .leftJoin(
      groupAdmins,
      and(eq(groupAdmins.groupId, groupMembers.groupId), eq(groupAdmins.userId, groupMembers.userId)),
    )
    .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, userId)));
  return row ? { ...row.member, rights: row.rights ?? [] } : undefined;
}
export type MemberWithRights = NonNullable<Awaited<ReturnType<typeof findMember>>>;

/** Current members among `userIds`, with their roles. */
export async function activeAmong(db: Db, groupId: number, userIds: readonly number[]) {
  if (userIds.length === 0) return [];
  return db
    .select({ userId: groupMembers.userId, role: groupMembers.role })
    .from(groupMembers)
    .where(
      and(eq(groupMembers.groupId, groupId), inArray(groupMembers.userId, [...userIds]), isNull(groupMembers.leftAt)),
    );
}

/** A new group conversation (type 2) and its group row. */
export async function insertGroup(
  tx: Db,
  values: Omit<typeof groups.$inferInsert, "id" | "memberCount">,
): Promise<GroupRow> {
  const [conversation] = await tx.insert(imConversations).values({ type: 2 }).returning({ id: imConversations.id });
  if (!conversation) throw new Error("group conversation not created");
  const [row] = await tx
    .insert(groups)
    .values({ ...values, id: conversation.id })
    .returning();
  if (!row) throw new Error("group not created");
  return row;
}

export interface NewMember {
  userId: number;
  role: number;
  source: number;
  inviterId: number | null;
}

/**
 * Makes people members (again, for former members): their group row, their conversation row
 * starting at the head (earlier messages are not theirs to read) and the count. Run with the group
 * row locked; returns the ids that were not members before.
 */
export async function addMembers(tx: Db, groupId: number, people: readonly NewMember[]): Promise<number[]> {
  if (people.length === 0) return [];
  const already = new Set(
    (
      await activeAmong(
        tx,
        groupId,
        people.map((p) => p.userId),
      )
    ).map((row) => row.userId),
  );
  const fresh = people.filter((p) => !already.has(p.userId));
  if (fresh.length === 0) return [];
  const now = new Date();
  await tx
    .insert(groupMembers)
    .values(fresh.map((p) => ({ ...p, groupId, joinedAt: now })))
    .onConflictDoUpdate({
      target: [groupMembers.groupId, groupMembers.userId],
      set: {
        role: sql`excluded.role`,
        source: sql`excluded.source`,
        inviterId: sql`excluded.inviter_id`,
        joinedAt: now,
        nickname: "",
        mutedUntil: null,
        leftAt: null,
        leftHow: null,
        leftReason: null,
        leftNote: "",
      },
    });
  const [conversation] = await tx
    .select({ lastSeq: imConversations.lastSeq })
    .from(imConversations)
    .where(eq(imConversations.id, groupId));
  const head = conversation?.lastSeq ?? 0;
  await tx
    .insert(imMembers)
    .values(
      fresh.map((p) => ({
        conversationId: groupId,
        userId: p.userId,
        readSeq: head,
        hiddenBeforeSeq: head,
        joinedAt: now,
      })),
    )
    .onConflictDoNothing();
  await tx
    .update(groups)
    .set({ memberCount: sql`${groups.memberCount} + ${fresh.length}` })
    .where(eq(groups.id, groupId));
  return fresh.map((p) => p.userId);
}

/**
 * Ends memberships: the group row is kept with how and why, the admin rights and the conversation
 * row go (the conversation leaves their list and their devices may no longer follow it). Returns
 * the ids that were members.
 */
export async function removeMembers(
  tx: Db,
  groupId: number,
  userIds: readonly number[],
  how: { leftHow: number; leftReason?: number; leftNote?: string },
): Promise<number[]> {
  if (userIds.length === 0) return [];
  const rows = await tx
    .update(groupMembers)
    .set({
      leftAt: new Date(),
      leftHow: how.leftHow,
      leftReason: how.leftReason ?? null,
      leftNote: how.leftNote ?? "",
      role: GROUP_ROLE.member,
      mutedUntil: null,
    })
    .where(
      and(eq(groupMembers.groupId, groupId), inArray(groupMembers.userId, [...userIds]), isNull(groupMembers.leftAt)),
    )
    .returning({ userId: groupMembers.userId });
  const removed = rows.map((row) => row.userId);
  if (removed.length === 0) return [];
  await tx.delete(groupAdmins).where(and(eq(groupAdmins.groupId, groupId), inArray(groupAdmins.userId, removed)));
  await tx.delete(imMembers).where(and(eq(imMembers.conversationId, groupId), inArray(imMembers.userId, removed)));
  await tx
    .delete(imHiddenMessages)
    .where(and(eq(imHiddenMessages.conversationId, groupId), inArray(imHiddenMessages.userId, removed)));
  await tx
    .update(groups)
    .set({ memberCount: sql`${groups.memberCount} - ${removed.length}` })
    .where(eq(groups.id, groupId));
  return removed;
}

export async function updateGroup(db: Db, id: number, set: Partial<typeof groups.$inferInsert>) {
  const [row] = await db.update(groups).set(set).where(eq(groups.id, id)).returning();
  return row;
}

export async function setNickname(db: Db, groupId: number, userId: number, nickname: string) {
  await db
    .update(groupMembers)
    .set({ nickname })
    .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, userId)));
}

export async function setMute(db: Db, groupId: number, userId: number, until: Date | null) {
  await db
    .update(groupMembers)
    .set({ mutedUntil: until })
    .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, userId), isNull(groupMembers.leftAt)));
}

/** Lifts a mute if it is still the one that ends at `until` (a later mute or an early lift replaced it otherwise). */
export async function liftMute(db: Db, groupId: number, userId: number, until: Date): Promise<boolean> {
  const rows = await db
    .update(groupMembers)
    .set({ mutedUntil: null })
    .where(
      and(
        eq(groupMembers.groupId, groupId),
        eq(groupMembers.userId, userId),
        eq(groupMembers.mutedUntil, until),
        isNull(groupMembers.leftAt),
      ),
    )
    .returning({ userId: groupMembers.userId });
  return rows.length > 0;
}

/** What a send depends on: the group's state and mute-all, the sender's role and mute. */
export async function sendStanding(db: Db, groupId: number, userId: number) {
  const [row] = await db
    .select({
      state: groups.state,
      muteAll: groups.muteAll,
      role: groupMembers.role,
      mutedUntil: groupMembers.mutedUntil,
      leftAt: groupMembers.leftAt,
    })
    .from(groups)
    .leftJoin(groupMembers, and(eq(groupMembers.groupId, groups.id), eq(groupMembers.userId, userId)))
    .where(eq(groups.id, groupId));
  return row;
}

const memberColumns = {
  member: groupMembers,
  rights: groupAdmins.rights,
  nickname: users.nickname,
  avatar: users.avatar,
};

/** Current members: the owner, then admins, then by joining time; `q` matches either nickname. */
export async function memberPage(db: Db, groupId: number, page: { offset: number; limit: number; q?: string }) {
  const where = and(
    eq(groupMembers.groupId, groupId),
    isNull(groupMembers.leftAt),
    page.q
      ? or(ilike(users.nickname, `%${escapeLike(page.q)}%`), ilike(groupMembers.nickname, `%${escapeLike(page.q)}%`))
      : undefined,
  );
  const [rows, [count]] = await Promise.all([
    db
      .select(memberColumns)
      .from(groupMembers)
      .innerJoin(users, eq(users.id, groupMembers.userId))
      .leftJoin(
        groupAdmins,
        and(eq(groupAdmins.groupId, groupMembers.groupId), eq(groupAdmins.userId, groupMembers.userId)),
      )
      .where(where)
      .orderBy(asc(groupMembers.role), asc(groupMembers.joinedAt), asc(groupMembers.userId))
      .offset(page.offset)
      .limit(page.limit),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(groupMembers)
      .innerJoin(users, eq(users.id, groupMembers.userId))
      .where(where),
  ]);
  return { rows, total: Number(count?.total ?? 0) };
}
export type MemberListRow = Awaited<ReturnType<typeof memberPage>>["rows"][number];

/** LIKE wildcards in a query are taken literally. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The groups a user is in now, with their role. */
export async function groupsOf(db: Db, userId: number) {
  return db
    .select({ group: groups, role: groupMembers.role })
    .from(groupMembers)
    .innerJoin(groups, eq(groups.id, groupMembers.groupId))
    .where(and(eq(groupMembers.userId, userId), isNull(groupMembers.leftAt)))
    .orderBy(asc(groups.name), asc(groups.id))
    .limit(1000);
}

/** Nicknames and avatars of people. */
export async function people(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: users.id, nickname: users.nickname, avatar: users.avatar })
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]));
}
