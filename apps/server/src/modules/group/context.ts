import {
  GROUP_STATE,
  type GroupAction,
  type GroupRight,
  groupMayActOn,
  groupMayDo,
  groupRightSchema,
} from "@courtside/protocol";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client.js";
import { AppError } from "../../http/app-error.js";
import type { Scheduler } from "../../jobs/scheduler.js";
import type { RealtimeService } from "../../realtime/service.js";
import type { CanMessage, ImService } from "../im/service.js";
import type { GroupEvents } from "./events.js";
import * as repo from "./repo.js";
import type { Tips } from "./tips.js";

/** What the parts of the group service share. */
export interface GroupContext {
  db: Db;
  log: FastifyBaseLogger;
  realtime: RealtimeService;
  scheduler: Scheduler;
  im: ImService;
  /** Whether the address is an image this user uploaded here (group avatars). */
  isOwnFile(userId: number, url: string): Promise<boolean>;
  /** The friend module's answer to "may A reach B" (blacklist, privacy), for invitations. */
  canMessage: CanMessage;
  /** GROUP_MEMBER_LIMIT: the most members a group may hold. */
  memberLimit: number;
  /** Where invite links point. */
  publicUrl: string;
  tips: Tips;
  events: GroupEvents;
}

/** A current member acting in a group, with the group as it was read. */
export interface Actor {
  group: repo.GroupRow;
  userId: number;
  role: number;
  rights: GroupRight[];
  nickname: string;
  mutedUntil: Date | null;
  joinedAt: Date;
}

/** Rights read back from the database: only the names the protocol knows. */
export function rightsOf(stored: readonly string[]): GroupRight[] {
  return stored.flatMap((name) => {
    const parsed = groupRightSchema.safeParse(name);
    return parsed.success ? [parsed.data] : [];
  });
}

/**
 * The caller as a member of a group. Spec section 8: no such group (or never a member of it) is
 * "group not found"; a former member, or a dissolved group where something would change, is
 * "dissolved or exited".
 */
export async function actorIn(
  ctx: Pick<GroupContext, "db">,
  groupId: number,
  userId: number,
  options: { dissolvedOk?: boolean; tx?: Db; lock?: boolean } = {},
): Promise<Actor> {
  const db = options.tx ?? ctx.db;
  const group = await repo.findGroup(db, groupId, options.lock ?? false);
  if (!group) throw new AppError("groupNotFound");
  const member = await repo.findMember(db, groupId, userId);
  if (!member) throw new AppError("groupNotFound");
  if (member.leftAt) throw new AppError("groupGone");
  if (group.state === GROUP_STATE.dissolved && !options.dissolvedOk) throw new AppError("groupGone");
  return {
    group,
    userId,
    role: member.role,
    rights: rightsOf(member.rights),
    nickname: member.nickname,
    mutedUntil: member.mutedUntil,
    joinedAt: member.joinedAt,
  };
}

/** Refuses unless the actor may take the action (GROUP_ACTIONS). */
export function requireAction(actor: Actor, action: GroupAction) {
  if (groupMayDo(actor.role, actor.rights, action)) return;
  throw new AppError(action === "reviewJoin" ? "noReviewPermission" : "noPermission");
}

/**
 * A member the actor may act on (mute, remove, delete the messages of): a current one, or with
 * `formerOk` someone who was one (their messages stay after they leave).
 */
export async function targetOf(
  ctx: Pick<GroupContext, "db">,
  actor: Actor,
  userId: number,
  options: { formerOk?: boolean } = {},
) {
  const member = await repo.findMember(ctx.db, actor.group.id, userId);
  if (!member || (member.leftAt && !options.formerOk)) throw new AppError("notGroupMember");
  if (!groupMayActOn(actor.role, member.role)) throw new AppError("groupCannotActOn");
  return member;
}
