import {
  COUPON_TIERS,
  type LedgerReason,
  type TASK_KEYS,
  type WalletHistory,
  type WalletHistoryBody,
  type WalletInfo,
  type WalletMovement,
  walletHistoryBodySchema,
} from "@courtside/protocol";
import type { Db } from "../../db/client.js";
import type { Deps } from "../../deps.js";
import { AppError } from "../../http/app-error.js";
import type { LimitsSource } from "../system/service.js";
import * as repo from "./repo.js";

export type { AccountRef, Movement } from "./repo.js";

const purse = (userId: number, asset = 0): repo.AccountRef => ({ kind: "user", ownerId: userId, asset });
const platform = (kind: repo.AccountKind, asset = 0): repo.AccountRef => ({ kind, ownerId: 0, asset });
export const accounts = {
  purse,
  earnings: (anchorId: number): repo.AccountRef => ({ kind: "earnings", ownerId: anchorId, asset: 0 }),
  escrow: (asset: number) => platform("escrow", asset),
};

interface Grant {
  userId: number;
  asset: number;
  amount: number;
  note: string;
  idempotencyKey: string;
}
interface GrantResult {
  applied: boolean;
  balance: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/**
 * Coins and coupons: a double-entry ledger (see repo.ts). Other modules move coins only through
 * `transfer`, inside their own transaction, with the rows they depend on locked there.
 */
export function createWalletService({ db }: Deps, limits: LimitsSource) {
  async function info(userId: number): Promise<WalletInfo> {
    const rows = await repo.userAccounts(db, userId);
    const of = (kind: string, asset: number) =>
      rows.find((row) => row.kind === kind && row.asset === asset)?.balance ?? 0;
    return {
      coins: of("user", 0),
      coupons: COUPON_TIERS.map((tier) => ({ tier, count: of("user", tier) })),
      earnings: of("earnings", 0),
    };
  }

  return {
    info,
    transfer: (tx: Db, movement: repo.Movement) => repo.move(tx, movement),
    /** Locks a user's purse of one asset inside `tx` and returns what it holds. */
    lockPurse: (tx: Db, userId: number, asset = 0) => repo.lockBalance(tx, purse(userId, asset)),

    async history(userId: number, body: WalletHistoryBody): Promise<WalletHistory> {
      const { page, pageSize, asset } = walletHistoryBodySchema.parse(body);
      const mine = (await repo.userAccounts(db, userId)).filter((row) => asset === undefined || row.asset === asset);
      const byId = new Map(mine.map((row) => [row.id, row]));
      const { rows, total } = await repo.entriesPage(db, [...byId.keys()], (page - 1) * pageSize, pageSize);
      const list = rows.map((entry): WalletMovement => {
        const incoming = byId.has(entry.creditAccountId);
        const own = byId.get(incoming ? entry.creditAccountId : entry.debitAccountId);
        return {
          id: entry.id,
          at: entry.createdAt.getTime(),
          reason: entry.reason as LedgerReason,
          reference: entry.reference,
          asset: entry.asset as WalletMovement["asset"],
          amount: incoming ? entry.amount : -entry.amount,
          balanceAfter: (incoming ? entry.creditBalanceAfter : entry.debitBalanceAfter) ?? 0,
          account: own?.kind === "earnings" ? "earnings" : "wallet",
        };
      });
      return { total, page, pageSize, list };
    },

    /**
     * A super admin's grant of coins or coupons; the key makes a retried grant apply once. The
     * ledger entry keeps the admin and the note; `audit` (if given) writes the audit row in the
     * same transaction.
     */
    grant(adminId: number, grant: Grant, audit?: (tx: Db, result: GrantResult) => Promise<void>) {
      return db.transaction(async (tx) => {
        if (!(await repo.userExists(tx, grant.userId))) throw new AppError("userNotFound");
        const moved = await repo.move(tx, {
          from: platform("admin_grants", grant.asset),
          to: purse(grant.userId, grant.asset),
          amount: grant.amount,
          reason: "admin_grant",
          reference: `grant:${adminId}`,
          key: `grant:${adminId}:${grant.idempotencyKey}`,
          memo: { adminId, note: grant.note },
        });
        const balance = moved.toBalance ?? (await repo.lockBalance(tx, purse(grant.userId, grant.asset)));
        const result = { applied: moved.applied, balance };
        if (audit && result.applied) await audit(tx, result);
        return result;
      });
    },

    /** The coins a task pays the first time; runs in the transaction that records the task. */
    async taskReward(tx: Db, userId: number, taskKey: (typeof TASK_KEYS)[number]) {
      const amount = (await limits(tx)).taskRewards[taskKey];
      if (!amount) return;
      await repo.move(tx, {
        from: platform("task_rewards"),
        to: purse(userId),
        amount,
        reason: "task_reward",
        reference: `task:${taskKey}`,
        key: `task:${userId}:${taskKey}`,
      });
    },

    /** Gift earnings of an anchor: today, 7 and 30 days, all time, and the last 7 days. */
    async recentEarnings(anchorId: number, now = new Date()) {
      const id = await repo.accountId(db, accounts.earnings(anchorId));
      const today = new Date(`${utcDay(now)}T00:00:00.000Z`);
      const weekStart = new Date(today.getTime() - 6 * DAY_MS);
      const monthStart = new Date(today.getTime() - 29 * DAY_MS);
      const sums = id ? await repo.creditedSince(db, id, [today, weekStart, monthStart]) : undefined;
      const perDay = id ? await repo.creditedPerDay(db, id, weekStart) : new Map<string, number>();
      const days = Array.from({ length: 7 }, (_, i) => {
        const date = utcDay(new Date(weekStart.getTime() + i * DAY_MS));
        return { date, coins: perDay.get(date) ?? 0 };
      });
      const [day = 0, week = 0, month = 0] = sums?.since ?? [];
      return { today: day, week, month, total: sums?.total ?? 0, days };
    },

    audit: () => repo.audit(db),
  };
}
export type WalletService = ReturnType<typeof createWalletService>;
