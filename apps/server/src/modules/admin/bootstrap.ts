import { passwordSchema, SECURITY_CODE_RULES, usernameSchema } from "@courtside/protocol";
import { z } from "zod";
import type { Db } from "../../db/client.js";
import { newAccount } from "../user/account.js";
import { hashPassword } from "../user/password.js";
import * as repo from "./repo.js";
import { hashSecurityCode } from "./security.js";

export const createSuperAdminInputSchema = z.object({
  username: usernameSchema,
  /** Required for a new account; for an existing one it replaces the password when given. */
  password: passwordSchema.optional(),
  securityCode: z
    .string()
    .min(SECURITY_CODE_RULES.minLength, `security code must be at least ${SECURITY_CODE_RULES.minLength} characters`)
    .max(SECURITY_CODE_RULES.maxLength, `security code must be at most ${SECURITY_CODE_RULES.maxLength} characters`),
});
export type CreateSuperAdminInput = z.infer<typeof createSuperAdminInputSchema>;

export class BootstrapError extends Error {}

/**
 * Makes a user a super admin with a security code (argon2-hashed): creates the account when the
 * username is free, otherwise promotes it. A new code also clears any lockout.
 */
export async function createSuperAdmin(db: Db, input: CreateSuperAdminInput) {
  const codeHash = await hashSecurityCode(input.securityCode);
  const existing = await repo.findUserByName(db, input.username);
  if (!existing && !input.password) throw new BootstrapError("a new account needs --password");
  const account = existing
    ? undefined
    : await newAccount({ username: input.username, password: input.password ?? "", lang: "en" });
  const passwordHash = existing && input.password ? await hashPassword(input.password) : undefined;
  return db.transaction(async (tx) => {
    const user = account ? await repo.insertUser(tx, account) : existing;
    if (!user) throw new BootstrapError("user vanished");
    if (passwordHash) await repo.updateUser(tx, user.id, { passwordHash });
    await repo.upsertSuperAdmin(tx, user.id, codeHash);
    await repo.insertAudit(tx, {
      actorId: user.id,
      action: account ? "superAdmin.create" : "superAdmin.promote",
      targetType: "user",
      targetId: user.id,
      details: { username: user.username, via: "cli" },
    });
    return { userId: user.id, username: user.username, created: Boolean(account) };
  });
}
