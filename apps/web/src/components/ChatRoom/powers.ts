import { type ChatUser, ROOM_ROLE } from "@courtside/protocol";

/**
 * What a role may do in a live room (spec section 6), so the panel shows only the actions the
 * server will accept. The server checks every action again.
 */
export type Power = "mute" | "clear" | "delete" | "muteAll" | "ban" | "grant";

const POWERS: Record<number, ReadonlySet<Power>> = {
  [ROOM_ROLE.anchor]: new Set<Power>(["mute", "clear", "delete", "muteAll", "ban", "grant"]),
  [ROOM_ROLE.assistant]: new Set<Power>(["mute", "clear", "delete", "muteAll", "ban"]),
  [ROOM_ROLE.admin]: new Set<Power>(["mute", "clear", "delete"]),
};

export function mayDo(role: number, power: Power): boolean {
  return POWERS[role]?.has(power) ?? false;
}

/** Moderators act on ordinary viewers only; the anchor on anyone but itself. */
export function mayActOn(actorRole: number, targetRole: number): boolean {
  if (actorRole === ROOM_ROLE.anchor) return targetRole !== ROOM_ROLE.anchor;
  return targetRole === ROOM_ROLE.viewer;
}

/** The anchor and the room's moderators are not held to the interval between messages. */
export const keepsInterval = (role: number) => role < ROOM_ROLE.admin;

/** Chat user string of spec section 3: `zb=1` marks the anchor, `userType=4` a visitor. */
export const isAnchor = (user: ChatUser) => /(^|[;&,\s])zb=1($|[;&,\s])/.test(user.flags);
export const isVisitor = (user: ChatUser) => /(^|[;&,\s])userType=4($|[;&,\s])/.test(user.flags);
