import { and, count, desc, eq, ilike, isNotNull, isNull, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { adminBindings, auditLog, sensitiveWords, superAdmins, users } from "../../db/schema/index.js";

export type SuperAdminRow = typeof superAdmins.$inferSelect;
export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

// super admins

export async function findSuperAdmin(db: Db, userId: number) {
  const [row] = await db.select().from(superAdmins).where(eq(superAdmins.userId, userId));
  return row;
}

export async function upsertSuperAdmin(db: Db, userId: number, securityCodeHash: string) {
  await db
    .insert(superAdmins)
    .values({ userId, securityCodeHash })
    .onConflictDoUpdate({
      target: superAdmins.userId,
      set: { securityCodeHash, failedAttempts: 0, lockedUntil: null, updatedAt: new Date() },
    });
}

/**
 * Takes one code check in one statement, counting it as wrong before the code is compared, so
 * parallel guesses are counted one by one (a right code resets the count afterwards). The check
 * that reaches `maxAttempts` locks the admin until `lockUntil` and starts the count afresh for
 * after the lock. Undefined while the admin is locked: the code is not compared at all.
 */
export async function takeCodeAttempt(db: Db, userId: number, maxAttempts: number, lockUntil: Date, now: Date) {
  const reached = sql`${superAdmins.failedAttempts} + 1 >= ${maxAttempts}`;
  const [row] = await db
    .update(superAdmins)
    .set({
      failedAttempts: sql`case when ${reached} then 0 else ${superAdmins.failedAttempts} + 1 end`,
      lockedUntil: sql`case when ${reached} then ${lockUntil.toISOString()}::timestamptz else null end`,
      updatedAt: now,
    })
    .where(
      and(
        eq(superAdmins.userId, userId),
        or(isNull(superAdmins.lockedUntil), sql`${superAdmins.lockedUntil} <= ${now.toISOString()}::timestamptz`),
      ),
    )
    .returning({ failedAttempts: superAdmins.failedAttempts, lockedUntil: superAdmins.lockedUntil });
  return row;
}

export async function resetWrongCodes(db: Db, userId: number) {
  await db
    .update(superAdmins)
    .set({ failedAttempts: 0, lockedUntil: null, updatedAt: new Date() })
    .where(eq(superAdmins.userId, userId));
}

// users

export async function findUser(db: Db, id: number) {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function findUserByName(db: Db, username: string) {
  const [row] = await db.select().from(users).where(sql`lower(${users.username}) = lower(${username})`);
  return row;
}

export async function insertUser(db: Db, values: NewUser): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error("user insert returned nothing");
  return row;
}

export async function updateUser(
  db: Db,
  id: number,
  changes: Partial<Pick<UserRow, "anchorState" | "status" | "passwordHash">>,
) {
  const [row] = await db
    .update(users)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  if (!row) throw new Error(`user ${id} vanished`);
  return row;
}

const likeEscaped = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Users matching a keyword (id, username, nickname, phone) and an anchor state, newest first. */
export async function searchUsers(
  db: Db,
  filter: { keyword?: string | undefined; anchorState?: number | undefined; boundTo?: number | undefined },
  offset: number,
  limit: number,
) {
  const conditions: SQL[] = [];
  if (filter.boundTo !== undefined) {
    conditions.push(
      sql`exists (select 1 from ${adminBindings} where ${adminBindings.userId} = ${users.id} and ${adminBindings.adminId} = ${filter.boundTo})`,
    );
  }
  if (filter.keyword) {
    const pattern = likeEscaped(filter.keyword);
    const any: (SQL | undefined)[] = [
      ilike(users.username, pattern),
      ilike(users.nickname, pattern),
      and(isNotNull(users.phone), ilike(users.phone, pattern)),
    ];
    if (/^\d{1,9}$/.test(filter.keyword)) any.push(eq(users.id, Number(filter.keyword)));
    const match = or(...any);
    if (match) conditions.push(match);
  }
  if (filter.anchorState !== undefined) conditions.push(eq(users.anchorState, filter.anchorState));
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({ user: users, adminId: superAdmins.userId })
      .from(users)
      .leftJoin(superAdmins, eq(superAdmins.userId, users.id))
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .offset(offset)
      .limit(limit),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

// audit log

export type AuditRow = typeof auditLog.$inferSelect;

export interface AuditDraft {
  actorId: number;
  action: string;
  targetType: string;
  targetId: string | number;
  details?: Record<string, unknown>;
}

export async function insertAudit(db: Db, entry: AuditDraft) {
  await db.insert(auditLog).values({ ...entry, targetId: String(entry.targetId), details: entry.details ?? {} });
}

/** Runs an action and its audit row (fixed, or made from the action's result) in one transaction. */
export function audited<T>(
  db: Db,
  draft: AuditDraft | ((result: T) => AuditDraft),
  action: (tx: Db) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const result = await action(tx);
    await insertAudit(tx, typeof draft === "function" ? draft(result) : draft);
    return result;
  });
}

export async function auditPage(db: Db, action: string | undefined, offset: number, limit: number) {
  const where = action ? eq(auditLog.action, action) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({ entry: auditLog, actor: users.username })
      .from(auditLog)
      .innerJoin(users, eq(users.id, auditLog.actorId))
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .offset(offset)
      .limit(limit),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

// sensitive words

export type SensitiveWordRow = typeof sensitiveWords.$inferSelect;

export async function allWords(db: Db) {
  return db.select({ word: sensitiveWords.word, action: sensitiveWords.action }).from(sensitiveWords);
}

/** Changes whenever the list changes: adds raise the highest id, deletes lower the count. */
export async function wordsStamp(db: Db): Promise<string> {
  const [row] = await db
    .select({ n: count(), top: sql<number | null>`max(${sensitiveWords.id})` })
    .from(sensitiveWords);
  return `${row?.n ?? 0}:${row?.top ?? 0}`;
}

export async function wordPage(db: Db, keyword: string | undefined, offset: number, limit: number) {
  const where = keyword ? ilike(sensitiveWords.word, likeEscaped(keyword)) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(sensitiveWords)
      .where(where)
      .orderBy(desc(sensitiveWords.createdAt), desc(sensitiveWords.id))
      .offset(offset)
      .limit(limit),
    db.select({ n: count() }).from(sensitiveWords).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The new word, or undefined when it is already listed. */
export async function insertWord(db: Db, word: string, action: "refuse" | "mask") {
  const [row] = await db.insert(sensitiveWords).values({ word, action }).onConflictDoNothing().returning();
  return row;
}

export async function deleteWord(db: Db, id: number) {
  const [row] = await db.delete(sensitiveWords).where(eq(sensitiveWords.id, id)).returning();
  return row;
}
