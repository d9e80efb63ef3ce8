import { createHash, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import type { Lang, MessageParams, SmsKey, SmsScene } from "@courtside/protocol";
import { smsText } from "@courtside/protocol";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client.js";
import type { Deps } from "../../deps.js";
import { AppError } from "../../http/app-error.js";
import { backoffKey, createBackoff } from "../auth/backoff.js";
import { httpProvider, logProvider, type SmsProvider } from "./provider.js";
import * as repo from "./repo.js";

export const SMS_RULES = {
  codeTtlSeconds: 5 * 60,
  resendSeconds: 60,
  maxAttempts: 5,
  codeTokenTtlSeconds: 10 * 60,
} as const;

const DAY_MS = 24 * 60 * 60 * 1000;
const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");
const codeHash = (target: string, scene: string, code: string) => sha256(`${target}:${scene}:${code}`);
const waitFor = (seconds: number) => ({
  params: { seconds },
  data: { retryAfter: seconds, retryAfterMs: seconds * 1000 },
});

/** Phone with area code as one string of digits: the key codes and the outbox are filed under. */
export function smsTarget(areaCode: string, phone: string): string {
  return `${areaCode.replace(/^\+/, "")}${phone}`;
}

export function createSmsService({ db, config }: Deps, log: FastifyBaseLogger) {
  const provider: SmsProvider = config.sms.provider === "http" ? httpProvider(config.sms) : logProvider(log);
  const backoff = createBackoff(db, config.backoff);
  const limits = config.smsLimits;
  let budgetWarned = "";

  async function deliver(target: string, body: string) {
    try {
      await provider.send(target, body);
      await repo.insertOutbox(db, { target, body, provider: provider.name, status: "sent" });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await repo.insertOutbox(db, { target, body, provider: provider.name, status: "failed", error: message });
      log.error({ err: error, target }, "sms delivery failed");
      throw new AppError("serviceUnavailable");
    }
  }

  /** Refuses a send inside the resend interval or past the phone's daily cap, with the seconds to wait. */
  async function throttle(tx: Db, target: string, now: Date) {
    const recent = await repo.codesSince(tx, target, new Date(now.getTime() - DAY_MS));
    const last = recent[0];
    if (last) {
      const wait = SMS_RULES.resendSeconds - Math.floor((now.getTime() - last.createdAt.getTime()) / 1000);
      if (wait > 0) throw new AppError("rateLimited", waitFor(wait));
    }
    const oldest = recent[limits.perPhonePerDay - 1];
    if (oldest) {
      const wait = Math.ceil((oldest.createdAt.getTime() + DAY_MS - now.getTime()) / 1000);
      throw new AppError("smsPhoneDailyLimit", { status: 429, ...waitFor(wait) });
    }
  }

  /** Counts a code text against the service's daily budget (UTC days), refusing once it is spent. */
  async function spendBudget(tx: Db, now: Date) {
    const day = now.toISOString().slice(0, 10);
    if (await repo.takeFromBudget(tx, day, limits.dailyBudget)) return;
    if (budgetWarned !== day) {
      budgetWarned = day;
      log.warn(
        { budget: limits.dailyBudget, day },
        "daily SMS budget spent: code requests are refused until 00:00 UTC",
      );
    }
    const wait = Math.ceil((Date.parse(`${day}T00:00:00Z`) + DAY_MS - now.getTime()) / 1000);
    throw new AppError("smsDailyBudget", { status: 429, ...waitFor(wait) });
  }

  return {
    provider: provider.name,

    /**
     * Issues a code for a phone and texts it. With `deliver: false` the code is recorded and
     * throttled exactly the same but texted to nobody: the answer for a phone without an
     * account, which must look like any other and cost nothing.
     */
    async sendCode(target: string, scene: SmsScene, lang: Lang, ip: string, opts = { deliver: true }) {
      const now = new Date();
      const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
      const expiresAt = new Date(now.getTime() + SMS_RULES.codeTtlSeconds * 1000);
      await db.transaction(async (tx) => {
        await repo.lockTarget(tx, target);
        await throttle(tx, target, now);
        if (opts.deliver) await spendBudget(tx, now);
        await repo.insertCode(tx, { target, scene, codeHash: codeHash(target, scene, code), ip, expiresAt });
      });
      if (opts.deliver) await deliver(target, smsText(lang, "code", { code, minutes: SMS_RULES.codeTtlSeconds / 60 }));
      return { resendAfter: SMS_RULES.resendSeconds, expiresIn: SMS_RULES.codeTtlSeconds };
    },

    /**
     * Checks and uses up a code; wrong, expired, used or over-tried codes all answer smsCodeWrong.
     * Wrong codes also count against the phone (whatever the scene or the caller's address), and
     * past the free ones every check waits its turn (smsCodeBackoff). Without a live code there is
     * nothing to guess, so nothing is counted: no one can hold a phone in back-off without codes
     * being sent to it, and those are capped per day.
     */
    async verifyCode(target: string, scene: SmsScene, code: string) {
      const row = await repo.latestActiveCode(db, target, scene, new Date());
      if (!row || row.attempts >= SMS_RULES.maxAttempts) throw new AppError("smsCodeWrong");
      const key = backoffKey("sms", target);
      await backoff.takeOrRefuse(key, "smsCodeBackoff");
      const expected = Buffer.from(row.codeHash, "hex");
      const given = Buffer.from(codeHash(target, scene, code), "hex");
      if (!timingSafeEqual(expected, given)) {
        await repo.countFailedAttempt(db, row.id);
        throw new AppError("smsCodeWrong");
      }
      if (!(await repo.consumeCode(db, row.id))) throw new AppError("smsCodeWrong");
      await backoff.clear(key);
    },

    async issueCodeToken(phone: { areaCode: string; phone: string }, scene: SmsScene) {
      const token = randomBytes(32).toString("base64url");
      const expiresAt = new Date(Date.now() + SMS_RULES.codeTokenTtlSeconds * 1000);
      await repo.insertCodeToken(db, { tokenHash: sha256(token), ...phone, scene, expiresAt });
      return { codeToken: token, expiresIn: SMS_RULES.codeTokenTtlSeconds };
    },

    /** The phone a code token was issued for; the token is spent. */
    async consumeCodeToken(token: string, scene: SmsScene): Promise<{ areaCode: string; phone: string }> {
      const phone = await repo.consumeCodeToken(db, sha256(token), scene, new Date());
      if (!phone) throw new AppError("smsCodeWrong");
      return phone;
    },

    /** Any other text (e.g. anchor approval) in the recipient's language; not counted in the code budget. */
    sendText: (target: string, key: SmsKey, lang: Lang, params?: MessageParams) =>
      deliver(target, smsText(lang, key, params)),

    /** The texts sent to one phone, newest first (the development outbox). */
    outbox: (target: string, limit = 20) => repo.listOutbox(db, target, limit),
  };
}
export type SmsService = ReturnType<typeof createSmsService>;
