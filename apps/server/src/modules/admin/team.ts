import type { SuperAdmin } from "@courtside/protocol";
import type { Db } from "../../db/client.js";
import type { Deps } from "../../deps.js";
import { AppError } from "../../http/app-error.js";
import * as repo from "./repo.js";
import { hashSecurityCode } from "./security.js";
import * as team from "./team-repo.js";

/**
 * The super admins themselves: several, each with an own security code (added by another admin,
 * changed by its holder), and the users each one looks after. Every change is audited in its own
 * transaction.
 */
export function createAdminTeam({ db }: Pick<Deps, "db">) {
  const audited = <T>(draft: repo.AuditDraft, action: (tx: Db) => Promise<T>) => repo.audited(db, draft, action);

  return {
    async list(): Promise<SuperAdmin[]> {
      return (await team.listSuperAdmins(db)).map(({ admin, user, bound }) => ({
        uid: user.id,
        username: user.username,
        nickname: user.nickname,
        since: admin.createdAt.getTime(),
        lockedUntil: admin.lockedUntil && admin.lockedUntil.getTime() > Date.now() ? admin.lockedUntil.getTime() : null,
        bound,
      }));
    },

    /** Makes an existing account a super admin with a first code, which its holder then changes. */
    async add(actorId: number, userId: number, securityCode: string): Promise<void> {
      const user = await repo.findUser(db, userId);
      if (!user) throw new AppError("userNotFound");
      if (await repo.findSuperAdmin(db, userId)) throw new AppError("alreadySuperAdmin");
      const codeHash = await hashSecurityCode(securityCode);
      await audited({ actorId, action: "admin.add", targetType: "user", targetId: userId }, (tx) =>
        repo.upsertSuperAdmin(tx, userId, codeHash),
      );
    },

    /** Takes the rights away (never one's own); those the admin looked after are released. */
    async remove(actorId: number, userId: number): Promise<void> {
      if (userId === actorId) throw new AppError("cannotRemoveSelf");
      await audited({ actorId, action: "admin.remove", targetType: "user", targetId: userId }, async (tx) => {
        if (!(await team.removeSuperAdmin(tx, userId))) throw new AppError("userNotFound");
        await team.releaseAll(tx, userId);
      });
    },

    /** The holder's new code; the old one was checked by the guard (the request's header). */
    async changeCode(actorId: number, newCode: string): Promise<void> {
      const codeHash = await hashSecurityCode(newCode);
      await audited({ actorId, action: "admin.code.change", targetType: "user", targetId: actorId }, (tx) =>
        repo.upsertSuperAdmin(tx, actorId, codeHash),
      );
    },

    /** The acting admin looks after the user from now on; refused when another admin already does. */
    async bind(actorId: number, userId: number): Promise<void> {
      if (!(await repo.findUser(db, userId))) throw new AppError("userNotFound");
      const existing = await team.findBinding(db, userId);
      if (existing?.adminId === actorId) return;
      if (existing) throw new AppError("alreadyBoundToOtherAdmin");
      await audited({ actorId, action: "user.bind", targetType: "user", targetId: userId }, async (tx) => {
        // Two admins binding at once: the first insert wins, the other is told who has the user.
        if ((await team.bind(tx, userId, actorId)) !== actorId) throw new AppError("alreadyBoundToOtherAdmin");
      });
    },

    async unbind(actorId: number, userId: number): Promise<void> {
      const existing = await team.findBinding(db, userId);
      if (!existing) return;
      await audited(
        {
          actorId,
          action: "user.unbind",
          targetType: "user",
          targetId: userId,
          details: { adminId: existing.adminId },
        },
        (tx) => team.unbind(tx, userId),
      );
    },

    /** Who looks after each of these users. */
    bindingsOf: (userIds: number[]) => team.bindingsOf(db, userIds),
  };
}
export type AdminTeam = ReturnType<typeof createAdminTeam>;
