import { GROUP_RIGHTS, GROUP_ROLE, type GroupRight } from "./schemas/group.js";

/**
 * What each member of a group may do (spec section 6; DECISIONS 18): the one table the server
 * checks every group call against and the screens read to show or hide a control. A right
 * (`info`, `mute`, …) is held by the owner and by the admins it was given to; `member` is any
 * member; `admin` the owner and every admin; `owner` the owner alone.
 */
export const GROUP_ACTIONS = {
  /** Settings, members, admins' rights, the latest seq, read receipts. */
  view: "member",
  /** My own nickname in the group. */
  setNickname: "member",
  /** Invite people; with join verification on, the invitation becomes an application for review. */
  invite: "member",
  /** Name, avatar, announcement, join verification. */
  editInfo: "info",
  muteAll: "mute",
  muteMember: "mute",
  removeMember: "remove",
  deleteMemberMessages: "deleteMessages",
  reviewJoin: "review",
  /** Invite without review, and make, change or show the invite link and its QR code. */
  inviteDirect: "invite",
  /** @everyone in a message. */
  mentionAll: "admin",
  setMemberLimit: "owner",
  /** Appoint admins, change their rights, demote them. */
  manageAdmins: "owner",
  /** Clear every message for everyone. */
  clearAll: "owner",
  dissolve: "owner",
} as const satisfies Record<string, GroupRight | "member" | "admin" | "owner">;
export type GroupAction = keyof typeof GROUP_ACTIONS;

const ACTIONS = Object.keys(GROUP_ACTIONS) as GroupAction[];
const RIGHTS: ReadonlySet<string> = new Set(GROUP_RIGHTS);

/** Whether a member of `role` holding `rights` (admins) may take `action`. */
export function groupMayDo(role: number, rights: readonly GroupRight[], action: GroupAction): boolean {
  if (role === GROUP_ROLE.owner) return true;
  const need: string = GROUP_ACTIONS[action];
  if (need === "member") return role === GROUP_ROLE.admin || role === GROUP_ROLE.member;
  if (role !== GROUP_ROLE.admin) return false;
  if (need === "admin") return true;
  return RIGHTS.has(need) && rights.some((right) => right === need);
}

/** Every action a member may take, for screens (and `config/group`). */
export function groupActionsOf(role: number, rights: readonly GroupRight[]): GroupAction[] {
  return ACTIONS.filter((action) => groupMayDo(role, rights, action));
}

/**
 * Whom a member may act on (mute, remove, delete the messages of): the owner on anyone else, an
 * admin on plain members only, a plain member on no one. The owner is never acted on.
 */
export function groupMayActOn(actorRole: number, targetRole: number): boolean {
  if (actorRole === GROUP_ROLE.owner) return targetRole !== GROUP_ROLE.owner;
  if (actorRole === GROUP_ROLE.admin) return targetRole === GROUP_ROLE.member;
  return false;
}

/** The rights a role holds: every one for the owner, the given ones for an admin, none otherwise. */
export function groupRightsOf(role: number, rights: readonly GroupRight[]): GroupRight[] {
  if (role === GROUP_ROLE.owner) return [...GROUP_RIGHTS];
  return role === GROUP_ROLE.admin ? GROUP_RIGHTS.filter((right) => rights.includes(right)) : [];
}
