import type { AdminMe } from "@courtside/protocol";
import { SECURITY_CODE_RULES } from "@courtside/protocol";
import { hash, verify } from "@node-rs/argon2";
import type { Db } from "../../db/client.js";
import { AppError } from "../../http/app-error.js";
import * as repo from "./repo.js";

const MINUTE_MS = 60_000;

export const hashSecurityCode = (code: string) => hash(code);

async function matches(codeHash: string, code: string): Promise<boolean> {
  try {
    return await verify(codeHash, code);
  } catch {
    return false;
  }
}

function locked(until: Date): AppError {
  const ms = until.getTime() - Date.now();
  return new AppError("securityCodeLocked", {
    status: 403,
    params: { minutes: Math.max(1, Math.ceil(ms / MINUTE_MS)) },
    data: { lockedUntil: until.getTime(), retryAfterMs: ms },
  });
}

/** The security-code gate of super-admin calls: who is an admin, wrong-code counting and lockout. */
export function createSecurityGate(db: Db) {
  return {
    async me(userId: number): Promise<AdminMe> {
      const admin = await repo.findSuperAdmin(db, userId);
      const lockedUntil = admin?.lockedUntil && admin.lockedUntil > new Date() ? admin.lockedUntil.getTime() : null;
      return { isSuperAdmin: Boolean(admin), lockedUntil };
    },

    isSuperAdmin: async (userId: number) => Boolean(await repo.findSuperAdmin(db, userId)),

    /**
     * Passes a super admin with the right code. While locked even the right code is refused; the
     * attempt that makes `maxAttempts` wrong codes in a row answers with the lock itself.
     */
    async check(userId: number, code: string | undefined): Promise<void> {
      const admin = await repo.findSuperAdmin(db, userId);
      if (!admin) throw new AppError("noPermission");
      if (admin.lockedUntil && admin.lockedUntil > new Date()) throw locked(admin.lockedUntil);
      if (!code) throw new AppError("securityCodeRequired", { status: 401 });
      if (await matches(admin.securityCodeHash, code)) {
        if (admin.failedAttempts > 0 || admin.lockedUntil) await repo.resetWrongCodes(db, userId);
        return;
      }
      const lockUntil = new Date(Date.now() + SECURITY_CODE_RULES.lockMinutes * MINUTE_MS);
      const after = await repo.countWrongCode(db, userId, SECURITY_CODE_RULES.maxAttempts, lockUntil);
      if (after?.lockedUntil && after.lockedUntil > new Date()) throw locked(after.lockedUntil);
      const attemptsLeft = SECURITY_CODE_RULES.maxAttempts - (after?.failedAttempts ?? 0);
      throw new AppError("securityCodeWrong", { status: 403, data: { attemptsLeft } });
    },
  };
}
