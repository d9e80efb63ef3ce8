import type { Deps } from "../../deps.js";
import type { RealtimeService } from "../../realtime/service.js";
import type { CanMessage, ImService } from "../im/service.js";
import { createAdmins } from "./admins.js";
import { createApplications } from "./applications.js";
import { actorIn, type GroupContext, requireAction } from "./context.js";
import { createGroupEvents } from "./events.js";
import { createGroupGate } from "./gate.js";
import { createJoin } from "./join.js";
import { createMembership } from "./membership.js";
import { createModeration } from "./moderation.js";
import { createReceipts } from "./receipts.js";
import { createSettings } from "./settings.js";
import { createTips } from "./tips.js";

export interface GroupServiceDeps {
  realtime: RealtimeService;
  im: ImService;
  /** Whether an address is an image this user uploaded here (the upload service). */
  isOwnFile(userId: number, url: string): Promise<boolean>;
  canMessage: CanMessage;
}

/**
 * Group chat (spec sections 2–8): groups on the messaging service's conversations and streams,
 * with owners, admins holding rights one by one, join review, invite links and QR codes, mutes,
 * read receipts and mentions. It gives the messaging service its rules for group sends.
 */
export function createGroupService(
  { db, log, config, scheduler }: Pick<Deps, "db" | "log" | "config" | "scheduler">,
  { realtime, im, isOwnFile, canMessage }: GroupServiceDeps,
) {
  const ctx: GroupContext = {
    db,
    log,
    realtime,
    scheduler,
    im,
    isOwnFile,
    canMessage,
    memberLimit: config.groups.memberLimit,
    publicUrl: config.publicUrl,
    tips: createTips(db, im, log),
    events: createGroupEvents(realtime, log),
  };
  im.useGroups(createGroupGate(db));
  const membership = createMembership(ctx);
  const moderation = createModeration(ctx);
  const settings = createSettings(ctx);
  return {
    create: membership.create,
    inviteToGroups: membership.inviteToGroups,
    ableFor: membership.ableFor,
    /** Invites people into a group I am in (every member may; see GROUP_ACTIONS.invite). */
    async invite(userId: number, groupId: number, userIds: readonly number[]) {
      const actor = await actorIn(ctx, groupId, userId);
      requireAction(actor, "invite");
      return membership.invite(actor, userIds);
    },
    /** Whether I can bring each of these people into a group now. */
    async filterInvite(userId: number, groupId: number, userIds: readonly number[]) {
      const actor = await actorIn(ctx, groupId, userId);
      requireAction(actor, "invite");
      return membership.abilities(actor, userIds);
    },
    ...createJoin(ctx, membership),
    applications: createApplications(ctx, membership),
    ...moderation,
    ...settings,
    admins: createAdmins(ctx),
    receipts: createReceipts(ctx),
  };
}
export type GroupService = ReturnType<typeof createGroupService>;
