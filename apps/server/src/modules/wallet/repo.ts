import type { LedgerReason } from "@courtside/protocol";
import { and, count, desc, eq, inArray, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { rowsOf } from "../../db/rows.js";
import { users, walletAccounts, walletEntries } from "../../db/schema/index.js";
import { AppError } from "../../http/app-error.js";

export type AccountKind = "user" | "earnings" | "escrow" | "task_rewards" | "admin_grants" | "demo" | "purchases";
/** Accounts whose cached balance is kept (and may never go below 0); the others are derived. */
const TRACKED: ReadonlySet<AccountKind> = new Set(["user", "earnings"]);

export interface AccountRef {
  kind: AccountKind;
  ownerId: number;
  asset: number;
}

export interface Movement {
  from: AccountRef;
  to: AccountRef;
  amount: number;
  reason: LedgerReason;
  reference: string;
  /** Unique over the whole ledger: the same key moves coins once. */
  key: string;
  memo?: Record<string, unknown>;
}

export interface Moved {
  applied: boolean;
  fromBalance: number | null;
  toBalance: number | null;
}

const refKey = (ref: AccountRef) => `${ref.kind}:${ref.ownerId}:${ref.asset}`;
const matches = (ref: AccountRef) =>
  and(eq(walletAccounts.kind, ref.kind), eq(walletAccounts.ownerId, ref.ownerId), eq(walletAccounts.asset, ref.asset));

/**
 * The account's row, created on first use. Purses and earnings come back locked: the upsert's
 * no-op update takes the row lock in the same statement that creates or finds it.
 */
async function account(tx: Db, ref: AccountRef): Promise<{ id: number; balance: number }> {
  const values = { kind: ref.kind, ownerId: ref.ownerId, asset: ref.asset };
  if (TRACKED.has(ref.kind)) {
    const [row] = await tx
      .insert(walletAccounts)
      .values(values)
      .onConflictDoUpdate({
        target: [walletAccounts.kind, walletAccounts.ownerId, walletAccounts.asset],
        set: { kind: sql`excluded.kind` },
      })
      .returning({ id: walletAccounts.id, balance: walletAccounts.balance });
    if (!row) throw new Error(`wallet account ${refKey(ref)} missing`);
    return row;
  }
  const [found] = await tx
    .select({ id: walletAccounts.id, balance: walletAccounts.balance })
    .from(walletAccounts)
    .where(matches(ref));
  if (found) return found;
  await tx.insert(walletAccounts).values(values).onConflictDoNothing();
  const [created] = await tx
    .select({ id: walletAccounts.id, balance: walletAccounts.balance })
    .from(walletAccounts)
    .where(matches(ref));
  if (!created) throw new Error(`wallet account ${refKey(ref)} missing`);
  return created;
}

/** Locks a purse (creating it) and returns its balance; the caller decides before moving. */
export async function lockBalance(tx: Db, ref: AccountRef): Promise<number> {
  return (await account(tx, ref)).balance;
}

/**
 * Moves coins (or coupons) between two accounts inside the caller's transaction: both tracked
 * accounts are locked in one fixed order (no deadlock between two movements touching the same
 * pair), the purse is checked, the entry is appended and the cached balances follow. A key that
 * is already in the ledger changes nothing.
 */
export async function move(tx: Db, m: Movement): Promise<Moved> {
  if (m.from.asset !== m.to.asset) throw new Error("a movement stays within one asset");
  if (!Number.isSafeInteger(m.amount) || m.amount <= 0) throw new Error(`bad amount ${m.amount}`);
  const [first, second] = refKey(m.from) < refKey(m.to) ? [m.from, m.to] : [m.to, m.from];
  const a = await account(tx, first);
  const b = await account(tx, second);
  const [from, to] = first === m.from ? [a, b] : [b, a];

  const fromTracked = TRACKED.has(m.from.kind);
  const toTracked = TRACKED.has(m.to.kind);
  const fromBalance = fromTracked ? from.balance - m.amount : null;
  const toBalance = toTracked ? to.balance + m.amount : null;
  // A concurrent movement with the same key waits on the unique index here, then finds it taken.
  const inserted = await tx
    .insert(walletEntries)
    .values({
      debitAccountId: from.id,
      creditAccountId: to.id,
      asset: m.from.asset,
      amount: m.amount,
      reason: m.reason,
      reference: m.reference,
      idempotencyKey: m.key,
      debitBalanceAfter: fromBalance,
      creditBalanceAfter: toBalance,
      memo: m.memo ?? null,
    })
    .onConflictDoNothing({ target: walletEntries.idempotencyKey })
    .returning({ id: walletEntries.id });
  if (inserted.length === 0) return { applied: false, fromBalance: null, toBalance: null };
  // Refusing here rolls the entry back with the caller's transaction.
  if (fromBalance !== null && fromBalance < 0) throw new AppError("insufficientBalance");
  if (fromBalance !== null) {
    await tx.update(walletAccounts).set({ balance: fromBalance }).where(eq(walletAccounts.id, from.id));
  }
  if (toBalance !== null) {
    await tx.update(walletAccounts).set({ balance: toBalance }).where(eq(walletAccounts.id, to.id));
  }
  return { applied: true, fromBalance, toBalance };
}

/** A user's purses and earnings account, without locking. */
export function userAccounts(db: Db, userId: number) {
  return db
    .select({
      id: walletAccounts.id,
      kind: walletAccounts.kind,
      asset: walletAccounts.asset,
      balance: walletAccounts.balance,
    })
    .from(walletAccounts)
    .where(and(eq(walletAccounts.ownerId, userId), inArray(walletAccounts.kind, ["user", "earnings"])));
}

/** Entries touching any of `accountIds`, newest first. */
export async function entriesPage(db: Db, accountIds: number[], offset: number, limit: number) {
  if (accountIds.length === 0) return { rows: [], total: 0 };
  const where = or(
    inArray(walletEntries.debitAccountId, accountIds),
    inArray(walletEntries.creditAccountId, accountIds),
  );
  const [rows, [total]] = await Promise.all([
    db.select().from(walletEntries).where(where).orderBy(desc(walletEntries.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(walletEntries).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Earnings credited to an account since each of the given times (one scan). */
export async function creditedSince(db: Db, accountId: number, since: Date[]) {
  const columns = since.map(
    (at, i) =>
      sql`coalesce(sum(${walletEntries.amount}) filter (where ${walletEntries.createdAt} >= ${at.toISOString()}), 0)::bigint as s${sql.raw(String(i))}`,
  );
  const result = await db.execute<Record<string, string | number>>(
    sql`select ${sql.join(columns, sql`, `)}, coalesce(sum(${walletEntries.amount}), 0)::bigint as total
        from ${walletEntries} where ${walletEntries.creditAccountId} = ${accountId}`,
  );
  const row = rowsOf(result)[0] ?? {};
  return { since: since.map((_, i) => Number(row[`s${i}`] ?? 0)), total: Number(row.total ?? 0) };
}

/** Coins credited to an account per UTC day since `from`. */
export async function creditedPerDay(db: Db, accountId: number, from: Date) {
  const day = sql<string>`to_char(${walletEntries.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const rows = await db
    .select({ day, coins: sql<string>`sum(${walletEntries.amount})` })
    .from(walletEntries)
    .where(and(eq(walletEntries.creditAccountId, accountId), sql`${walletEntries.createdAt} >= ${from.toISOString()}`))
    .groupBy(day);
  return new Map(rows.map((row) => [row.day, Number(row.coins)]));
}

export async function accountId(db: Db, ref: AccountRef): Promise<number | undefined> {
  const [row] = await db.select({ id: walletAccounts.id }).from(walletAccounts).where(matches(ref));
  return row?.id;
}

/**
 * Checks the ledger's invariants: every tracked balance equals its entries, and all balances
 * (derived ones included) sum to zero per asset. Used by tests and the bench.
 */
export async function audit(db: Db) {
  const result = await db.execute(sql`
    select a.id, a.kind, a.asset, a.balance as cached,
      coalesce((select sum(amount) from ${walletEntries} e where e.credit_account_id = a.id), 0)
      - coalesce((select sum(amount) from ${walletEntries} e where e.debit_account_id = a.id), 0) as derived
    from ${walletAccounts} a`);
  const rows = rowsOf(result).map((row) => ({
    id: Number(row.id),
    kind: String(row.kind) as AccountKind,
    asset: Number(row.asset),
    cached: Number(row.cached),
    derived: Number(row.derived),
  }));
  const mismatched = rows.filter((row) => TRACKED.has(row.kind) && row.cached !== row.derived);
  const negative = rows.filter((row) => TRACKED.has(row.kind) && row.derived < 0);
  const sumByAsset = new Map<number, number>();
  for (const row of rows) sumByAsset.set(row.asset, (sumByAsset.get(row.asset) ?? 0) + row.derived);
  return { rows, mismatched, negative, sumByAsset };
}

export async function userExists(db: Db, userId: number): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  return Boolean(row);
}
