import { ROOM_ROLE } from "./schemas/chatroom.js";

/** What a role may do in a live room (spec section 6); the server checks it, the web shows it. */
export type RoomPower = "mute" | "clear" | "delete" | "muteAll" | "ban" | "grant";

const POWERS: Record<number, ReadonlySet<RoomPower>> = {
  [ROOM_ROLE.anchor]: new Set<RoomPower>(["mute", "clear", "delete", "muteAll", "ban", "grant"]),
  // Little assistant: clear screen, mute all, mute or blacklist users (and remove one message).
  [ROOM_ROLE.assistant]: new Set<RoomPower>(["mute", "clear", "delete", "muteAll", "ban"]),
  // Room admin: mute and clear (removing one message is a partial clear).
  [ROOM_ROLE.admin]: new Set<RoomPower>(["mute", "clear", "delete"]),
};

export function mayDo(role: number, power: RoomPower): boolean {
  return POWERS[role]?.has(power) ?? false;
}

/** Moderators act on ordinary viewers only; the anchor on anyone but itself. */
export function mayActOn(actorRole: number, targetRole: number): boolean {
  if (actorRole === ROOM_ROLE.anchor) return targetRole !== ROOM_ROLE.anchor;
  return targetRole === ROOM_ROLE.viewer;
}

/** The anchor and the room's moderators are not held to the interval between messages. */
export const keepsInterval = (role: number) => role < ROOM_ROLE.admin;

/** The chat user string of spec section 3: `zb=1` for the anchor, `userType=4` for a visitor. */
export function chatFlags(role: number): string {
  if (role === ROOM_ROLE.anchor) return "zb=1";
  if (role === ROOM_ROLE.visitor) return "userType=4";
  return "";
}
