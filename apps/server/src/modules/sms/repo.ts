import { and, desc, eq, gt, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { codeTokens, smsCodes, smsDaily, smsOutbox } from "../../db/schema/index.js";

/**
 * Holds the phone until the transaction ends (on every node): requests for one phone are served
 * one at a time, so parallel requests cannot all pass the resend interval and the daily cap.
 */
export async function lockTarget(db: Db, target: string) {
  await db.execute(sql`select pg_advisory_xact_lock(5001, hashtext(${target}))`);
}

/** Counts one code text against the day's budget; false when the budget is spent. */
export async function takeFromBudget(db: Db, day: string, budget: number): Promise<boolean> {
  const rows = await db
    .insert(smsDaily)
    .values({ day, sent: 1 })
    .onConflictDoUpdate({
      target: smsDaily.day,
      set: { sent: sql`${smsDaily.sent} + 1` },
      setWhere: sql`${smsDaily.sent} < ${budget}`,
    })
    .returning({ sent: smsDaily.sent });
  return rows.length === 1;
}

export async function insertCode(
  db: Db,
  row: { target: string; scene: string; codeHash: string; ip: string; expiresAt: Date },
) {
  await db.insert(smsCodes).values(row);
}

/** Codes sent to a target since a moment, newest first (for the resend interval and daily cap). */
export function codesSince(db: Db, target: string, since: Date) {
  return db
    .select({ createdAt: smsCodes.createdAt })
    .from(smsCodes)
    .where(and(eq(smsCodes.target, target), gt(smsCodes.createdAt, since)))
    .orderBy(desc(smsCodes.createdAt));
}

/** The newest unused, unexpired code of a target and scene. */
export async function latestActiveCode(db: Db, target: string, scene: string, now: Date) {
  const [row] = await db
    .select()
    .from(smsCodes)
    .where(
      and(
        eq(smsCodes.target, target),
        eq(smsCodes.scene, scene),
        isNull(smsCodes.consumedAt),
        gt(smsCodes.expiresAt, now),
      ),
    )
    .orderBy(desc(smsCodes.createdAt))
    .limit(1);
  return row;
}

export async function countFailedAttempt(db: Db, id: number) {
  await db
    .update(smsCodes)
    .set({ attempts: sql`${smsCodes.attempts} + 1` })
    .where(eq(smsCodes.id, id));
}

/** Marks a code used; false when another request used it first (codes are single-use). */
export async function consumeCode(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .update(smsCodes)
    .set({ consumedAt: new Date() })
    .where(and(eq(smsCodes.id, id), isNull(smsCodes.consumedAt)))
    .returning({ id: smsCodes.id });
  return rows.length === 1;
}

export async function insertCodeToken(
  db: Db,
  row: { tokenHash: string; areaCode: string; phone: string; scene: string; expiresAt: Date },
) {
  await db.insert(codeTokens).values(row);
}

/** Uses a code token once; returns its phone, or undefined when unknown, used, expired or of another scene. */
export async function consumeCodeToken(db: Db, tokenHash: string, scene: string, now: Date) {
  const [row] = await db
    .update(codeTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(codeTokens.tokenHash, tokenHash),
        eq(codeTokens.scene, scene),
        isNull(codeTokens.usedAt),
        gt(codeTokens.expiresAt, now),
      ),
    )
    .returning({ areaCode: codeTokens.areaCode, phone: codeTokens.phone });
  return row;
}

export async function insertOutbox(
  db: Db,
  row: { target: string; body: string; provider: string; status: string; error?: string },
) {
  await db.insert(smsOutbox).values(row);
}

export function listOutbox(db: Db, target: string, limit: number) {
  return db
    .select({ target: smsOutbox.target, body: smsOutbox.body, createdAt: smsOutbox.createdAt })
    .from(smsOutbox)
    .where(eq(smsOutbox.target, target))
    .orderBy(desc(smsOutbox.createdAt), desc(smsOutbox.id))
    .limit(limit);
}
