import { ANCHOR_STATE } from "@courtside/protocol";
import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { anchorApplications, users } from "../../db/schema/index.js";

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type UserChanges = Partial<Omit<NewUser, "id" | "createdAt">>;

export async function findById(db: Db, id: number) {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function findByUsername(db: Db, username: string) {
  const [row] = await db.select().from(users).where(sql`lower(${users.username}) = lower(${username})`);
  return row;
}

export async function findByPhone(db: Db, areaCode: string, phone: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.areaCode, areaCode), eq(users.phone, phone)));
  return row;
}

export async function insertUser(db: Db, values: NewUser): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error("user insert returned nothing");
  return row;
}

export async function updateUser(db: Db, id: number, changes: UserChanges): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  if (!row) throw new Error(`user ${id} vanished`);
  return row;
}

export async function insertAnchorApplication(db: Db, userId: number, status: number) {
  await db.insert(anchorApplications).values({ userId, status });
}

/** Which unique index a PostgreSQL unique violation hit, if it was one. */
export function uniqueViolation(error: unknown): "username" | "phone" | "other" | undefined {
  const cause = error instanceof Error && "cause" in error ? error.cause : error;
  const record = typeof cause === "object" && cause !== null ? cause : {};
  const code = "code" in record ? record.code : undefined;
  if (code !== "23505") return undefined;
  const constraint = "constraint" in record ? String(record.constraint) : "";
  if (constraint.includes("username")) return "username";
  if (constraint.includes("phone")) return "phone";
  return "other";
}

/** Approved anchors, newest first (popularity ordering arrives with live rooms). */
export function approvedAnchors(db: Db, limit: number) {
  return db
    .select({ id: users.id, nickname: users.nickname, avatar: users.avatar })
    .from(users)
    .where(and(eq(users.anchorState, ANCHOR_STATE.approved), eq(users.status, 0)))
    .orderBy(desc(users.createdAt))
    .limit(limit);
}
