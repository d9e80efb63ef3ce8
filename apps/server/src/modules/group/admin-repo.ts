import { GROUP_ROLE, type GroupRight } from "@courtside/protocol";
import { and, eq, isNull, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { groupAdmins, groupMembers } from "../../db/schema/index.js";

/** How many admins a group has now (read under the group row's lock when appointing). */
export async function adminCount(db: Db, groupId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(groupMembers)
    .where(
      and(eq(groupMembers.groupId, groupId), eq(groupMembers.role, GROUP_ROLE.admin), isNull(groupMembers.leftAt)),
    );
  return Number(row?.count ?? 0);
}

/** Makes a member an admin with these rights, or changes an admin's rights. */
export async function setAdmin(tx: Db, groupId: number, userId: number, rights: readonly GroupRight[], by: number) {
  await tx
    .insert(groupAdmins)
    .values({ groupId, userId, rights: [...rights], grantedBy: by })
    .onConflictDoUpdate({
      target: [groupAdmins.groupId, groupAdmins.userId],
      set: { rights: [...rights], grantedBy: by, grantedAt: new Date() },
    });
  await tx
    .update(groupMembers)
    .set({ role: GROUP_ROLE.admin })
    .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, userId)));
}

/** Makes an admin a plain member again. */
export async function dropAdmin(tx: Db, groupId: number, userId: number) {
  await tx.delete(groupAdmins).where(and(eq(groupAdmins.groupId, groupId), eq(groupAdmins.userId, userId)));
  await tx
    .update(groupMembers)
    .set({ role: GROUP_ROLE.member })
    .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, userId)));
}

/** A member (still in the group) who may review its applications: the owner, or an admin with the review right. */
const mayReview = and(
  isNull(groupMembers.leftAt),
  or(
    eq(groupMembers.role, GROUP_ROLE.owner),
    and(eq(groupMembers.role, GROUP_ROLE.admin), sql`'review' = any(${groupAdmins.rights})`),
  ),
);
const adminOfMember = and(eq(groupAdmins.groupId, groupMembers.groupId), eq(groupAdmins.userId, groupMembers.userId));

/** Who may review a group's applications: the owner and the admins holding the review right. */
export async function reviewers(db: Db, groupId: number): Promise<number[]> {
  const rows = await db
    .select({ userId: groupMembers.userId })
    .from(groupMembers)
    .leftJoin(groupAdmins, adminOfMember)
    .where(and(eq(groupMembers.groupId, groupId), mayReview));
  return rows.map((row) => row.userId);
}

/** The groups in which a user may review applications. */
export async function reviewedBy(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .select({ groupId: groupMembers.groupId })
    .from(groupMembers)
    .leftJoin(groupAdmins, adminOfMember)
    .where(and(eq(groupMembers.userId, userId), mayReview));
  return rows.map((row) => row.groupId);
}
