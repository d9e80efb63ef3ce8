import {
  ERRORS,
  type ErrorKey,
  errorMessage,
  GROUP_APPLICATION_STATUS,
  GROUP_LIMITS,
  type GroupApplication,
  type GroupCard,
  type GroupConfig,
  type GroupInfo,
  type GroupInviteOutcome,
  type GroupLink,
  type GroupMember,
  groupActionsOf,
  groupRightsOf,
  type Lang,
} from "@courtside/protocol";
import type { ApplicationListRow } from "./application-repo.js";
import { type Actor, rightsOf } from "./context.js";
import type { LinkRow } from "./link-repo.js";
import type { GroupRow, MemberListRow } from "./repo.js";

const DAY_MS = 86_400_000;

export function presentCard(group: GroupRow): GroupCard {
  return {
    id: group.id,
    name: group.name,
    avatar: group.avatar,
    memberCount: group.memberCount,
    memberLimit: group.memberLimit,
    joinVerification: group.joinVerification,
    state: group.state,
  };
}

export function presentInfo(group: GroupRow, adminCount: number): GroupInfo {
  return {
    ...presentCard(group),
    announcement: group.announcement,
    announcementBy: group.announcementBy,
    announcementAt: group.announcementAt?.getTime() ?? null,
    ownerId: group.ownerId,
    muteAll: group.muteAll,
    adminCount,
    createdAt: group.createdAt.getTime(),
  };
}

/** The address a link (and its QR code) opens: the web app's join page. */
export const linkUrl = (publicUrl: string, code: string) => `${publicUrl}/#/chat/join/${code}`;
/** The address a link's QR code encodes: the link marked, so a join opened from it records source QR. */
export const qrUrl = (publicUrl: string, code: string) => `${linkUrl(publicUrl, code)}?via=qr`;

export function presentLink(link: LinkRow, publicUrl: string): GroupLink {
  return {
    code: link.code,
    url: linkUrl(publicUrl, link.code),
    expiresAt: link.expiresAt.getTime(),
    maxUses: link.maxUses,
    uses: link.uses,
  };
}

export function presentMe(actor: Actor): GroupConfig["me"] {
  return {
    role: actor.role,
    rights: groupRightsOf(actor.role, actor.rights),
    actions: groupActionsOf(actor.role, actor.rights),
    nickname: actor.nickname,
    mutedUntil: actor.mutedUntil && actor.mutedUntil.getTime() > Date.now() ? actor.mutedUntil.getTime() : null,
    joinedAt: actor.joinedAt.getTime(),
  };
}

export function presentMember(row: MemberListRow): GroupMember {
  const { member } = row;
  const muted = member.mutedUntil && member.mutedUntil.getTime() > Date.now() ? member.mutedUntil.getTime() : null;
  return {
    userId: member.userId,
    nickname: row.nickname,
    groupNickname: member.nickname,
    avatar: row.avatar,
    role: member.role,
    rights: groupRightsOf(member.role, rightsOf(row.rights ?? [])),
    joinedAt: member.joinedAt.getTime(),
    source: member.source,
    inviterId: member.inviterId,
    mutedUntil: muted,
  };
}

/** A pending application older than the time to live reads as expired. */
export function statusOf(status: number, createdAt: Date): number {
  const expired = Date.now() - createdAt.getTime() > GROUP_LIMITS.applicationTtlDays * DAY_MS;
  return status === GROUP_APPLICATION_STATUS.pending && expired ? GROUP_APPLICATION_STATUS.expired : status;
}

export function presentApplication(row: ApplicationListRow): GroupApplication {
  const { application } = row;
  return {
    id: application.id,
    groupId: application.groupId,
    groupName: row.groupName,
    user: row.user,
    inviter:
      row.inviter && row.inviter.id !== null
        ? { id: row.inviter.id, nickname: row.inviter.nickname ?? "", avatar: row.inviter.avatar ?? null }
        : null,
    source: application.source,
    reason: application.reason,
    status: statusOf(application.status, application.createdAt),
    createdAt: application.createdAt.getTime(),
    handledAt: application.handledAt?.getTime() ?? null,
    handledBy: application.handledBy,
  };
}

/** One person's outcome of an invitation, the refusal in the reader's language. */
export function outcome(
  userId: number,
  status: GroupInviteOutcome["status"],
  lang: Lang,
  refusal?: ErrorKey,
): GroupInviteOutcome {
  if (refusal) return { userId, status: "refused", code: ERRORS[refusal], msg: errorMessage(lang, refusal) };
  const note: ErrorKey | undefined = status === "applied" ? "groupNeedsReview" : undefined;
  return { userId, status, code: 0, msg: note ? errorMessage(lang, note) : "ok" };
}
