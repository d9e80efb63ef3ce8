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

/** The refusal while locked; `retryAfter` (seconds) as in every other back-off answer. */
function locked(until: Date): AppError {
  const ms = Math.max(0, until.getTime() - Date.now());
  return new AppError("securityCodeLocked", {
    status: 403,
    params: { minutes: Math.max(1, Math.ceil(ms / MINUTE_MS)) },
    data: { lockedUntil: until.getTime(), retryAfter: Math.max(1, Math.ceil(ms / 1000)), retryAfterMs: ms },
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
     * Passes a super admin with the right code. The count is per admin, in the database, so it
     * holds whatever addresses and nodes the guesses come through; each check is counted before
     * the code is compared, so parallel guesses cannot all be compared before the lock lands.
     * While locked even the right code is refused; the attempt that makes `maxAttempts` wrong
     * codes in a row answers with the lock itself.
     */
    async check(userId: number, code: string | undefined): Promise<void> {
      const admin = await repo.findSuperAdmin(db, userId);
      if (!admin) throw new AppError("noPermission");
      if (admin.lockedUntil && admin.lockedUntil > new Date()) throw locked(admin.lockedUntil);
      if (!code) throw new AppError("securityCodeRequired", { status: 401 });
      const now = new Date();
      const lockUntil = new Date(now.getTime() + SECURITY_CODE_RULES.lockMinutes * MINUTE_MS);
      const taken = await repo.takeCodeAttempt(db, userId, SECURITY_CODE_RULES.maxAttempts, lockUntil, now);
      if (!taken) {
        const current = await repo.findSuperAdmin(db, userId);
        throw locked(current?.lockedUntil ?? lockUntil);
      }
      if (await matches(admin.securityCodeHash, code)) {
        await repo.resetWrongCodes(db, userId);
        return;
      }
      if (taken.lockedUntil && taken.lockedUntil > new Date()) throw locked(taken.lockedUntil);
      const attemptsLeft = SECURITY_CODE_RULES.maxAttempts - taken.failedAttempts;
      throw new AppError("securityCodeWrong", { status: 403, data: { attemptsLeft } });
    },
  };
}
