import {
  GROUP_MUTE_HOURS,
  GROUP_ROLE,
  type GroupAction,
  type GroupRight,
  groupMayActOn,
  groupMayDo,
} from "@courtside/protocol";

/** Where I stand in a group, as `config/group` gives it. */
export interface GroupSeat {
  role: number;
  rights: readonly GroupRight[];
}

export const mayDo = (seat: GroupSeat | null, action: GroupAction) =>
  seat !== null && groupMayDo(seat.role, seat.rights, action);

export type MemberMenuKey = "unmute" | "remove" | "deleteMessages" | `mute:${number}`;

/**
 * The menu a member's row offers me, from the one table of group powers: mute (each duration, or
 * lift it), delete their messages and remove, only on those my role may act on (an admin on plain
 * members, the owner on all).
 */
export function memberMenu(
  seat: GroupSeat | null,
  target: { role: number; mutedUntil: number | null },
  now: number,
): MemberMenuKey[] {
  if (seat === null || !groupMayActOn(seat.role, target.role)) return [];
  const keys: MemberMenuKey[] = [];
  if (mayDo(seat, "muteMember")) {
    keys.push(...GROUP_MUTE_HOURS.map((hours): MemberMenuKey => `mute:${hours}`));
    if (target.mutedUntil !== null && target.mutedUntil > now) keys.push("unmute");
  }
  if (mayDo(seat, "deleteMemberMessages")) keys.push("deleteMessages");
  if (mayDo(seat, "removeMember")) keys.push("remove");
  return keys;
}

/** The tabs of the settings drawer this member sees. */
export function drawerTabs(seat: GroupSeat | null) {
  return {
    admins: mayDo(seat, "manageAdmins"),
    applications: mayDo(seat, "reviewJoin"),
    invite: mayDo(seat, "inviteDirect"),
  };
}

/** Whether I may write now: not when muted, nor when everyone is muted and I am a plain member. */
export function mayWrite(seat: GroupSeat | null, muteAll: boolean, mutedUntil: number | null, now: number): boolean {
  if (seat === null) return false;
  if (mutedUntil !== null && mutedUntil > now) return false;
  return !(muteAll && seat.role === GROUP_ROLE.member);
}

/**
 * The name being typed after an `@` right before the caret (the mention picker's filter), or null
 * when the caret is not in a mention. An `@` counts at the start or after a space, not in an address.
 */
export function mentionQuery(text: string, caret: number): string | null {
  const before = text.slice(0, caret);
  const at = before.lastIndexOf("@");
  if (at < 0) return null;
  if (at > 0 && !/\s/.test(before.charAt(at - 1))) return null;
  const query = before.slice(at + 1);
  return /\s/.test(query) ? null : query;
}

/** Replaces the `@query` before the caret with `@name ` and gives the new text and caret. */
export function insertMention(text: string, caret: number, name: string): { text: string; caret: number } {
  const at = text.slice(0, caret).lastIndexOf("@");
  const start = at < 0 ? caret : at;
  const piece = `@${name} `;
  return { text: `${text.slice(0, start)}${piece}${text.slice(caret)}`, caret: start + piece.length };
}

export interface PickedMention {
  /** null: everyone. */
  userId: number | null;
  name: string;
}

/** The mentions still written in the text when it is sent (a deleted `@name` mentions no one). */
export function mentionsOf(text: string, picked: readonly PickedMention[]): { userIds: number[]; all: boolean } {
  const present = picked.filter((mention) => text.includes(`@${mention.name}`));
  const userIds = [...new Set(present.flatMap((mention) => (mention.userId === null ? [] : [mention.userId])))];
  return { userIds, all: present.some((mention) => mention.userId === null) };
}
