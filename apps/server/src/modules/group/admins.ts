import { GROUP_LIMITS, GROUP_ROLE, type GroupAdminConfig, type GroupRight, groupRightsOf } from "@courtside/protocol";
import type { Db } from "../../db/client.js";
import { AppError } from "../../http/app-error.js";
import * as adminRepo from "./admin-repo.js";
import { actorIn, type GroupContext, requireAction, rightsOf } from "./context.js";
import * as repo from "./repo.js";

/**
 * Admins and their rights (`groupAdminConfig`): the owner appoints up to 50 admins, gives each
 * rights one by one, changes them and demotes admins; nobody else grants anything, so no admin
 * holds a right the owner did not give. The owner holds every right and cannot be demoted.
 */
export function createAdmins(ctx: GroupContext) {
  const { db } = ctx;

  async function configOf(groupId: number, userId: number): Promise<GroupAdminConfig> {
    const member = await repo.findMember(db, groupId, userId);
    if (!member || member.leftAt) throw new AppError("notGroupMember");
    return { groupId, userId, role: member.role, rights: groupRightsOf(member.role, rightsOf(member.rights)) };
  }

  /** Changes someone's admin standing under the group's lock (the admin limit holds when owners race). */
  async function change(
    userId: number,
    groupId: number,
    targetId: number,
    apply: (role: number, tx: Db) => Promise<void>,
  ) {
    const actor = await actorIn(ctx, groupId, userId);
    requireAction(actor, "manageAdmins");
    await db.transaction(async (tx) => {
      await repo.findGroup(tx, groupId, true);
      const target = await repo.findMember(tx, groupId, targetId);
      if (!target || target.leftAt) throw new AppError("notGroupMember");
      if (target.role === GROUP_ROLE.owner) throw new AppError("groupCannotActOn");
      await apply(target.role, tx);
    });
    return { actor, config: await configOf(groupId, targetId) };
  }

  return {
    async getOne(userId: number, groupId: number, targetId: number) {
      await actorIn(ctx, groupId, userId, { dissolvedOk: true });
      return configOf(groupId, targetId);
    },

    async getMine(userId: number, groupId: number) {
      await actorIn(ctx, groupId, userId, { dissolvedOk: true });
      return configOf(groupId, userId);
    },

    async add(userId: number, groupId: number, targetId: number, rights: readonly GroupRight[]) {
      const { actor, config } = await change(userId, groupId, targetId, async (role, tx) => {
        if (role === GROUP_ROLE.admin) throw new AppError("alreadyGroupAdmin");
        if ((await adminRepo.adminCount(tx, groupId)) >= GROUP_LIMITS.adminsMax) throw new AppError("adminLimit");
        await adminRepo.setAdmin(tx, groupId, targetId, [...new Set(rights)], userId);
      });
      await ctx.tips.tell(actor.group, { kind: "admin", actorId: userId, users: [targetId], on: true });
      return config;
    },

    async edit(userId: number, groupId: number, targetId: number, rights: readonly GroupRight[]) {
      const { config } = await change(userId, groupId, targetId, async (role, tx) => {
        if (role !== GROUP_ROLE.admin) throw new AppError("notGroupAdmin");
        await adminRepo.setAdmin(tx, groupId, targetId, [...new Set(rights)], userId);
      });
      return config;
    },

    async remove(userId: number, groupId: number, targetId: number) {
      const { actor, config } = await change(userId, groupId, targetId, async (role, tx) => {
        if (role !== GROUP_ROLE.admin) throw new AppError("notGroupAdmin");
        await adminRepo.dropAdmin(tx, groupId, targetId);
      });
      await ctx.tips.tell(actor.group, { kind: "admin", actorId: userId, users: [targetId], on: false });
      return config;
    },
  };
}
