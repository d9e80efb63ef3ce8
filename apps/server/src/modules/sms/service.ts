import { createHash, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import type { Lang, MessageParams, SmsKey, SmsScene } from "@courtside/protocol";
import { smsText } from "@courtside/protocol";
import type { FastifyBaseLogger } from "fastify";
import type { Deps } from "../../deps.js";
import { AppError } from "../../http/app-error.js";
import { httpProvider, logProvider, type SmsProvider } from "./provider.js";
import * as repo from "./repo.js";

export const SMS_RULES = {
  codeTtlSeconds: 5 * 60,
  resendSeconds: 60,
  perTargetPerDay: 10,
  maxAttempts: 5,
  codeTokenTtlSeconds: 10 * 60,
} as const;

const DAY_MS = 24 * 60 * 60 * 1000;
const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");
const codeHash = (target: string, scene: string, code: string) => sha256(`${target}:${scene}:${code}`);

/** Phone with area code as one string of digits: the key codes and the outbox are filed under. */
export function smsTarget(areaCode: string, phone: string): string {
  return `${areaCode.replace(/^\+/, "")}${phone}`;
}

export function createSmsService({ db, config }: Deps, log: FastifyBaseLogger) {
  const provider: SmsProvider = config.sms.provider === "http" ? httpProvider(config.sms) : logProvider(log);

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

  /** Refuses a send inside the resend interval or past the daily cap, with the seconds to wait. */
  async function throttle(target: string, now: Date) {
    const recent = await repo.codesSince(db, target, new Date(now.getTime() - DAY_MS));
    const last = recent[0];
    if (last) {
      const wait = SMS_RULES.resendSeconds - Math.floor((now.getTime() - last.createdAt.getTime()) / 1000);
      if (wait > 0)
        throw new AppError("rateLimited", { params: { seconds: wait }, data: { retryAfterMs: wait * 1000 } });
    }
    const oldest = recent[SMS_RULES.perTargetPerDay - 1];
    if (oldest) {
      const wait = Math.ceil((oldest.createdAt.getTime() + DAY_MS - now.getTime()) / 1000);
      throw new AppError("rateLimited", { params: { seconds: wait }, data: { retryAfterMs: wait * 1000 } });
    }
  }

  return {
    provider: provider.name,

    async sendCode(target: string, scene: SmsScene, lang: Lang, ip: string) {
      const now = new Date();
      await throttle(target, now);
      const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
      const expiresAt = new Date(now.getTime() + SMS_RULES.codeTtlSeconds * 1000);
      await repo.insertCode(db, { target, scene, codeHash: codeHash(target, scene, code), ip, expiresAt });
      await deliver(target, smsText(lang, "code", { code, minutes: SMS_RULES.codeTtlSeconds / 60 }));
      return { resendAfter: SMS_RULES.resendSeconds, expiresIn: SMS_RULES.codeTtlSeconds };
    },

    /** Checks and uses up a code; wrong, expired, used or over-tried codes all answer smsCodeWrong. */
    async verifyCode(target: string, scene: SmsScene, code: string) {
      const row = await repo.latestActiveCode(db, target, scene, new Date());
      if (!row || row.attempts >= SMS_RULES.maxAttempts) throw new AppError("smsCodeWrong");
      const expected = Buffer.from(row.codeHash, "hex");
      const given = Buffer.from(codeHash(target, scene, code), "hex");
      if (!timingSafeEqual(expected, given)) {
        await repo.countFailedAttempt(db, row.id);
        throw new AppError("smsCodeWrong");
      }
      if (!(await repo.consumeCode(db, row.id))) throw new AppError("smsCodeWrong");
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

    /** Any other text (e.g. anchor approval) in the recipient's language. */
    sendText: (target: string, key: SmsKey, lang: Lang, params?: MessageParams) =>
      deliver(target, smsText(lang, key, params)),

    outbox: (target: string | undefined, limit = 50) => repo.listOutbox(db, target, limit),
  };
}
export type SmsService = ReturnType<typeof createSmsService>;
