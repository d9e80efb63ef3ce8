import { and, count, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { adminBindings, superAdmins, users } from "../../db/schema/index.js";

/** Every super admin with how many users each looks after, the longest-serving first. */
export async function listSuperAdmins(db: Db) {
  const admins = await db
    .select({ admin: superAdmins, user: users })
    .from(superAdmins)
    .innerJoin(users, eq(users.id, superAdmins.userId))
    .orderBy(superAdmins.createdAt, superAdmins.userId);
  const bound = await db
    .select({ adminId: adminBindings.adminId, n: count() })
    .from(adminBindings)
    .groupBy(adminBindings.adminId);
  const counts = new Map(bound.map((row) => [row.adminId, row.n]));
  return admins.map((row) => ({ ...row, bound: counts.get(row.user.id) ?? 0 }));
}

export async function removeSuperAdmin(db: Db, userId: number): Promise<boolean> {
  const gone = await db.delete(superAdmins).where(eq(superAdmins.userId, userId)).returning();
  return gone.length > 0;
}

export async function findBinding(db: Db, userId: number) {
  const [row] = await db.select().from(adminBindings).where(eq(adminBindings.userId, userId));
  return row;
}

/** Binds the user unless someone already did; answers the admin it is bound to now. */
export async function bind(db: Db, userId: number, adminId: number): Promise<number> {
  await db.insert(adminBindings).values({ userId, adminId }).onConflictDoNothing();
  return (await findBinding(db, userId))?.adminId ?? adminId;
}

export async function unbind(db: Db, userId: number): Promise<boolean> {
  const gone = await db.delete(adminBindings).where(eq(adminBindings.userId, userId)).returning();
  return gone.length > 0;
}

/** Those users an admin looked after are looked after by no one once the admin is removed. */
export async function releaseAll(db: Db, adminId: number) {
  await db.delete(adminBindings).where(eq(adminBindings.adminId, adminId));
}

/** Who looks after each of these users. */
export async function bindingsOf(db: Db, userIds: number[]) {
  if (userIds.length === 0) return new Map<number, { uid: number; username: string }>();
  const rows = await db
    .select({ userId: adminBindings.userId, uid: users.id, username: users.username })
    .from(adminBindings)
    .innerJoin(users, eq(users.id, adminBindings.adminId))
    .where(and(inArray(adminBindings.userId, userIds)));
  return new Map(rows.map((row) => [row.userId, { uid: row.uid, username: row.username }]));
}
