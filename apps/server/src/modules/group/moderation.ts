import { GROUP_LEAVE, GROUP_ROLE, GROUP_STATE } from "@courtside/protocol";
import { AppError } from "../../http/app-error.js";
import { type Actor, actorIn, type GroupContext, requireAction, targetOf } from "./context.js";
import * as convRepo from "./conv-repo.js";
import * as repo from "./repo.js";

const UNMUTE = "group.unmute";
const HOUR_MS = 3_600_000;
const muteKey = (groupId: number, userId: number) => `${UNMUTE}:${groupId}:${userId}`;
const channelOf = (groupId: number) => `conv:${groupId}`;

/**
 * Keeping order in a group: removing members, muting one for a while (lifted by a durable job, so
 * a restart or another node still lifts it), leaving with a reason, dissolving, clearing every
 * message and deleting one member's messages.
 */
export function createModeration(ctx: GroupContext) {
  const { db, scheduler, realtime } = ctx;

  ctx.scheduler.register(UNMUTE, async (payload) => {
    const groupId = Number(payload.groupId);
    const userId = Number(payload.userId);
    const until = new Date(Number(payload.until));
    if (!(await repo.liftMute(db, groupId, userId, until))) return undefined;
    const group = await repo.findGroup(db, groupId);
    if (group) await ctx.tips.post(group, { kind: "unmuted", actorId: null, senderId: userId, users: [userId] });
    return undefined;
  });

  /** After people stopped being members: their devices stop following the group and are told. */
  async function gone(groupId: number, userIds: readonly number[], removed: boolean) {
    for (const userId of userIds) await realtime.evict(channelOf(groupId), userId);
    await ctx.events.emit(userIds, { type: "left", groupId, removed });
  }

  return {
    async kick(userId: number, groupId: number, userIds: readonly number[]) {
      const actor = await actorIn(ctx, groupId, userId);
      requireAction(actor, "removeMember");
      for (const target of new Set(userIds)) await targetOf(ctx, actor, target);
      const removed = await db.transaction(async (tx) => {
        await repo.findGroup(tx, groupId, true);
        return repo.removeMembers(tx, groupId, [...new Set(userIds)], { leftHow: GROUP_LEAVE.removed });
      });
      await gone(groupId, removed, true);
      await ctx.tips.tell(await groupNow(actor), { kind: "removed", actorId: userId, users: removed });
      return { removed };
    },

    /** Mutes a member for 1 h, 12 h, 1 day, 7 days or 30 days; 0 hours lifts the mute. */
    async mute(userId: number, groupId: number, targetId: number, hours: number) {
      const actor = await actorIn(ctx, groupId, userId);
      requireAction(actor, "muteMember");
      await targetOf(ctx, actor, targetId);
      if (hours === 0) {
        await repo.setMute(db, groupId, targetId, null);
        await scheduler.cancel(muteKey(groupId, targetId));
        await ctx.tips.tell(actor.group, { kind: "unmuted", actorId: userId, users: [targetId] });
        return { userId: targetId, mutedUntil: null };
      }
      const until = new Date(Date.now() + hours * HOUR_MS);
      await repo.setMute(db, groupId, targetId, until);
      await scheduler.schedule(UNMUTE, muteKey(groupId, targetId), until, {
        groupId,
        userId: targetId,
        until: until.getTime(),
      });
      await ctx.tips.tell(actor.group, {
        kind: "muted",
        actorId: userId,
        users: [targetId],
        hours,
        until: until.getTime(),
      });
      return { userId: targetId, mutedUntil: until.getTime() };
    },

    /** Leaves with a reason. The owner cannot leave a group that still runs: they dissolve it. */
    async exit(userId: number, groupId: number, reason: { reasonId: number; note?: string | undefined }) {
      const actor = await actorIn(ctx, groupId, userId, { dissolvedOk: true });
      const running = actor.group.state !== GROUP_STATE.dissolved;
      if (running && actor.role === GROUP_ROLE.owner) throw new AppError("ownerCannotExit");
      const left = await db.transaction(async (tx) => {
        await repo.findGroup(tx, groupId, true);
        return repo.removeMembers(tx, groupId, [userId], {
          leftHow: GROUP_LEAVE.exited,
          leftReason: reason.reasonId,
          leftNote: reason.note ?? "",
        });
      });
      await gone(groupId, left, false);
      if (running && left.length > 0) {
        await ctx.tips.tell(await groupNow(actor), { kind: "left", actorId: userId, users: [userId] });
      }
    },

    /** Dissolves the group: nobody can send any more; members keep its history. */
    async dismiss(userId: number, groupId: number) {
      const actor = await actorIn(ctx, groupId, userId);
      requireAction(actor, "dissolve");
      const group = await repo.updateGroup(db, groupId, { state: GROUP_STATE.dissolved, dissolvedAt: new Date() });
      await ctx.tips.tell(group ?? actor.group, { kind: "dissolved", actorId: userId });
    },

    /** Clears every message for everyone; the tip that says so is the first one left. */
    async clearAll(userId: number, groupId: number) {
      const actor = await actorIn(ctx, groupId, userId);
      requireAction(actor, "clearAll");
      const tip = await ctx.tips.post(actor.group, { kind: "cleared", actorId: userId }, (seq, tx) =>
        convRepo.clearAll(tx, groupId, seq - 1, channelOf(groupId)),
      );
      return { seq: tip.seq - 1 };
    },

    /** Deletes every message of one member (current or former): each reads as revoked. */
    async deleteMessagesOf(userId: number, groupId: number, targetId: number) {
      const actor = await actorIn(ctx, groupId, userId);
      requireAction(actor, "deleteMemberMessages");
      await targetOf(ctx, actor, targetId, { formerOk: true });
      let deleted = 0;
      const tip = await ctx.tips.post(
        actor.group,
        { kind: "messagesDeleted", actorId: userId, users: [targetId] },
        async (seq, tx) => {
          deleted = await convRepo.deleteMessagesOf(tx, groupId, targetId, seq, channelOf(groupId));
        },
      );
      return { deleted, seq: tip.seq };
    },
  };

  async function groupNow(actor: Actor) {
    return (await repo.findGroup(db, actor.group.id)) ?? actor.group;
  }
}
