import { and, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.js";
import { groupApplications, groups, users } from "../../db/schema/index.js";

export type ApplicationRow = typeof groupApplications.$inferSelect;

const inviter = alias(users, "inviter");

/** Pending applications count as expired once they are this many days old. */
const fresh = (ttlDays: number) => sql`${groupApplications.createdAt} > now() - make_interval(days => ${ttlDays})`;

export async function findApplication(db: Db, id: number): Promise<ApplicationRow | undefined> {
  const [row] = await db.select().from(groupApplications).where(eq(groupApplications.id, id));
  return row;
}

/** A person's latest application to a group. */
export async function latestOf(db: Db, groupId: number, userId: number): Promise<ApplicationRow | undefined> {
  const [row] = await db
    .select()
    .from(groupApplications)
    .where(and(eq(groupApplications.groupId, groupId), eq(groupApplications.userId, userId)))
    .orderBy(desc(groupApplications.id))
    .limit(1);
  return row;
}

/**
 * Files an application, or renews the pending one (new reason, 7 more days). `created` tells a new
 * application from a renewed one. Run with the group row locked.
 */
export async function savePending(
  tx: Db,
  values: { groupId: number; userId: number; inviterId: number | null; source: number; reason: string },
): Promise<{ row: ApplicationRow; created: boolean }> {
  const [before] = await tx
    .select({ id: groupApplications.id })
    .from(groupApplications)
    .where(
      and(
        eq(groupApplications.groupId, values.groupId),
        eq(groupApplications.userId, values.userId),
        eq(groupApplications.status, 0),
      ),
    );
  const [row] = await tx
    .insert(groupApplications)
    .values(values)
    .onConflictDoUpdate({
      target: [groupApplications.groupId, groupApplications.userId],
      targetWhere: sql`${groupApplications.status} = 0`,
      set: { reason: values.reason, source: values.source, inviterId: values.inviterId, createdAt: sql`now()` },
    })
    .returning();
  if (!row) throw new Error("group application not stored");
  return { row, created: before === undefined };
}

/**
 * Settles a pending, unexpired application in one conditional update: of two reviewers at once,
 * the second finds it no longer pending and gets nothing back.
 */
export async function decide(tx: Db, id: number, status: 1 | 2, by: number, ttlDays: number) {
  const [row] = await tx
    .update(groupApplications)
    .set({ status, handledBy: by, handledAt: new Date() })
    .where(and(eq(groupApplications.id, id), eq(groupApplications.status, 0), fresh(ttlDays)))
    .returning();
  return row;
}

/** Marks a person's pending applications to a group agreed (they joined another way). */
export async function settleFor(tx: Db, groupId: number, userIds: readonly number[], by: number) {
  if (userIds.length === 0) return;
  await tx
    .update(groupApplications)
    .set({ status: 1, handledBy: by, handledAt: new Date() })
    .where(
      and(
        eq(groupApplications.groupId, groupId),
        inArray(groupApplications.userId, [...userIds]),
        eq(groupApplications.status, 0),
      ),
    );
}

/** Applications with the applicant, the inviter and the group's name, newest first. */
export async function applicationRows(db: Db, where: SQL | undefined, page: { offset: number; limit: number }) {
  const rows = await db
    .select({
      application: groupApplications,
      groupName: groups.name,
      user: { id: users.id, nickname: users.nickname, avatar: users.avatar },
      inviter: { id: inviter.id, nickname: inviter.nickname, avatar: inviter.avatar },
    })
    .from(groupApplications)
    .innerJoin(groups, eq(groups.id, groupApplications.groupId))
    .innerJoin(users, eq(users.id, groupApplications.userId))
    .leftJoin(inviter, eq(inviter.id, groupApplications.inviterId))
    .where(where)
    .orderBy(desc(groupApplications.id))
    .offset(page.offset)
    .limit(page.limit);
  return rows;
}
export type ApplicationListRow = Awaited<ReturnType<typeof applicationRows>>[number];

/** The applications to these groups: a page, the total and how many still wait (pending, not expired). */
export async function applicationsOf(
  db: Db,
  groupIds: readonly number[],
  page: { offset: number; limit: number },
  ttlDays: number,
) {
  if (groupIds.length === 0) return { rows: [], total: 0, pending: 0 };
  const where = inArray(groupApplications.groupId, [...groupIds]);
  const [rows, [counts]] = await Promise.all([
    applicationRows(db, where, page),
    db
      .select({
        total: sql<number>`count(*)::int`,
        pending: sql<number>`(count(*) filter (where ${groupApplications.status} = 0 and ${fresh(ttlDays)}))::int`,
      })
      .from(groupApplications)
      .where(where),
  ]);
  return { rows, total: Number(counts?.total ?? 0), pending: Number(counts?.pending ?? 0) };
}

export async function applicationById(db: Db, id: number) {
  const [row] = await applicationRows(db, eq(groupApplications.id, id), { offset: 0, limit: 1 });
  return row;
}
