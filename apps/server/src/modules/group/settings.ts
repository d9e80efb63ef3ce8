import {
  GROUP_EXIT_REASONS,
  type GroupAction,
  type GroupConfig,
  type GroupSetInfoBody,
  groupMayDo,
  groupText,
  type Lang,
} from "@courtside/protocol";
import { AppError } from "../../http/app-error.js";
import * as adminRepo from "./admin-repo.js";
import { type Actor, actorIn, type GroupContext, requireAction } from "./context.js";
import * as convRepo from "./conv-repo.js";
import * as linkRepo from "./link-repo.js";
import { presentCard, presentInfo, presentLink, presentMe, presentMember } from "./presenter.js";
import * as repo from "./repo.js";

/** The actions a settings change needs, field by field (GROUP_ACTIONS). */
function actionsFor(body: GroupSetInfoBody): GroupAction[] {
  const needs: GroupAction[] = [];
  if (body.name !== undefined || body.avatar !== undefined || body.announcement !== undefined) needs.push("editInfo");
  if (body.joinVerification !== undefined) needs.push("editInfo");
  if (body.muteAll !== undefined) needs.push("muteAll");
  if (body.memberLimit !== undefined) needs.push("setMemberLimit");
  if (body.nickname !== undefined) needs.push("setNickname");
  return needs;
}

/** A group's settings and the views every member reads: config, members, my groups, the latest seq. */
export function createSettings(ctx: GroupContext) {
  const { db } = ctx;

  async function config(actor: Actor): Promise<GroupConfig> {
    const group = (await repo.findGroup(db, actor.group.id)) ?? actor.group;
    const showLink = groupMayDo(actor.role, actor.rights, "inviteDirect");
    const link = showLink ? await linkRepo.currentLink(db, group.id) : undefined;
    return {
      group: presentInfo(group, await adminRepo.adminCount(db, group.id)),
      me: presentMe(actor),
      link: link ? presentLink(link, ctx.publicUrl) : null,
    };
  }

  return {
    async config(userId: number, groupId: number) {
      return config(await actorIn(ctx, groupId, userId, { dissolvedOk: true }));
    },

    /**
     * Changes settings; each field needs its own right (name, avatar, announcement and join
     * verification: modify info; mute-all: mute; the member limit: the owner; my nickname: any
     * member). Nothing changes unless every field is allowed. Members see a tip for each change.
     */
    async setInfo(userId: number, body: GroupSetInfoBody) {
      const actor = await actorIn(ctx, body.groupId, userId);
      for (const action of actionsFor(body)) requireAction(actor, action);
      const { group } = actor;
      if (body.avatar && !(await ctx.isOwnFile(userId, body.avatar))) throw new AppError("imageNotUploaded");
      if (body.memberLimit !== undefined) {
        if (body.memberLimit > ctx.memberLimit)
          throw new AppError("memberLimitTooHigh", { params: { max: ctx.memberLimit } });
        if (body.memberLimit < group.memberCount) {
          throw new AppError("memberLimitTooLow", { params: { count: group.memberCount } });
        }
      }
      const renamed = body.name !== undefined && body.name !== group.name;
      const newAvatar = body.avatar !== undefined && body.avatar !== group.avatar;
      const announced = body.announcement !== undefined && body.announcement !== group.announcement;
      const muteAll = body.muteAll !== undefined && body.muteAll !== group.muteAll;
      const changes = {
        ...(renamed ? { name: body.name } : {}),
        ...(newAvatar ? { avatar: body.avatar ?? null } : {}),
        ...(announced ? { announcement: body.announcement, announcementBy: userId, announcementAt: new Date() } : {}),
        ...(muteAll ? { muteAll: body.muteAll } : {}),
        ...(body.joinVerification === undefined ? {} : { joinVerification: body.joinVerification }),
        ...(body.memberLimit === undefined ? {} : { memberLimit: body.memberLimit }),
      };
      const updated = Object.keys(changes).length > 0 ? await repo.updateGroup(db, group.id, changes) : group;
      if (body.nickname !== undefined) await repo.setNickname(db, group.id, userId, body.nickname);
      const now = updated ?? group;
      if (renamed || newAvatar) {
        await ctx.tips.tell(now, {
          kind: "info",
          actorId: userId,
          ...(renamed ? { name: now.name } : {}),
          ...(newAvatar ? { avatar: now.avatar } : {}),
        });
      }
      if (announced)
        await ctx.tips.tell(now, { kind: "announcement", actorId: userId, announcement: now.announcement });
      if (muteAll) await ctx.tips.tell(now, { kind: "muteAll", actorId: userId, on: now.muteAll });
      return config(await actorIn(ctx, group.id, userId));
    },

    async members(userId: number, body: { groupId: number; page: number; pageSize: number; q?: string | undefined }) {
      await actorIn(ctx, body.groupId, userId, { dissolvedOk: true });
      const { rows, total } = await repo.memberPage(db, body.groupId, {
        offset: (body.page - 1) * body.pageSize,
        limit: body.pageSize,
        ...(body.q ? { q: body.q } : {}),
      });
      return { total, page: body.page, pageSize: body.pageSize, list: rows.map(presentMember) };
    },

    async mine(userId: number) {
      const rows = await repo.groupsOf(db, userId);
      return { list: rows.map((row) => ({ group: presentCard(row.group), role: row.role })) };
    },

    /** The latest seq of the group's stream (`msg/max`). */
    async maxSeq(userId: number, groupId: number) {
      await actorIn(ctx, groupId, userId, { dissolvedOk: true });
      return { seq: await convRepo.headSeq(db, groupId) };
    },

    exitReasons(lang: Lang) {
      return {
        list: GROUP_EXIT_REASONS.map((id) => ({ id, text: groupText(lang, `exitReason${id}`) })),
      };
    },
  };
}
