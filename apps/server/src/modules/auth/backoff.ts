import { createHash } from "node:crypto";
import type { BackoffRules } from "../../config.js";
import type { Db } from "../../db/client.js";
import { AppError } from "../../http/app-error.js";
import type { Scheduler } from "../../jobs/scheduler.js";
import * as repo from "./repo.js";

/**
 * Per-account back-off after wrong guesses, so that guessing from many addresses is as slow as
 * from one (the per-address rate limits cannot see that). The counters live in the database,
 * not in Redis: one statement takes an attempt atomically on PGlite and PostgreSQL alike, so a
 * single node and a cluster behave the same; the counts survive a Redis restart or failover,
 * which an attacker could otherwise wait for; and the writes stay few, because the per-address
 * limits cap the attempts and an attempt refused during a wait writes nothing.
 *
 * Each kind of secret counts on its own, so a guesser cannot shut the owner out everywhere:
 * wrong passwords do not stop a sign-in with an SMS code, nor one from a device the account has
 * signed in on before. Waits end on their own and failures are forgotten after a quiet window.
 */
export type BackoffKind = "password" | "device" | "sms";
type BackoffError = "passwordBackoff" | "smsCodeBackoff";

const PRUNE_JOB = "auth.pruneFailures";
const DAY_MS = 86_400_000;

/** The counter's key: the kind and a hash of the subject, so no username or phone is stored. */
export function backoffKey(kind: BackoffKind, subject: string): string {
  return `${kind}:${createHash("sha256").update(subject).digest("base64url")}`;
}

/** The refusal while an account waits, with the seconds left (also as `data.retryAfter`). */
export function waitError(error: BackoffError, seconds: number): AppError {
  return new AppError(error, { status: 429, params: { seconds }, data: { retryAfter: seconds } });
}

export function createBackoff(db: Db, rules: BackoffRules) {
  /**
   * Takes an attempt at a key: true when the caller may check the secret (the attempt already
   * counts as a failure until `clear`), else the seconds the key still waits.
   */
  async function take(key: string): Promise<true | { retryAfter: number }> {
    const now = new Date();
    if (await repo.takeAttempt(db, key, now, rules)) return true;
    const until = await repo.blockedUntil(db, key);
    const ms = (until?.getTime() ?? now.getTime()) - now.getTime();
    return { retryAfter: Math.max(1, Math.ceil(ms / 1000)) };
  }

  return {
    take,

    /** Takes an attempt, or refuses with `error` while the key waits. */
    async takeOrRefuse(key: string, error: BackoffError): Promise<void> {
      const taken = await take(key);
      if (taken !== true) throw waitError(error, taken.retryAfter);
    },

    /** After a right answer: the failures are forgotten. */
    clear: (key: string) => repo.clearFailures(db, key),
  };
}
export type Backoff = ReturnType<typeof createBackoff>;

/** A daily job (one across nodes, at 04:30 UTC) that deletes counters nobody needs any more. */
export function registerBackoffPrune(db: Db, rules: BackoffRules, scheduler: Scheduler) {
  const nextRun = () => {
    const next = new Date();
    next.setUTCHours(4, 30, 0, 0);
    if (next.getTime() <= Date.now()) next.setTime(next.getTime() + DAY_MS);
    return next;
  };
  scheduler.register(PRUNE_JOB, async () => {
    const now = new Date();
    await repo.pruneFailures(db, new Date(now.getTime() - rules.windowSeconds * 1000), now);
    return { rerunAt: nextRun() };
  });
  return () => scheduler.schedule(PRUNE_JOB, PRUNE_JOB, nextRun());
}
