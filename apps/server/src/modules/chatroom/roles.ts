import { ROOM_ROLE } from "@courtside/protocol";

/** Moderation powers by role (spec section 6). */
export type Power = "mute" | "clear" | "delete" | "muteAll" | "ban" | "grant";

const POWERS: Record<number, ReadonlySet<Power>> = {
  [ROOM_ROLE.anchor]: new Set<Power>(["mute", "clear", "delete", "muteAll", "ban", "grant"]),
  // Little assistant: clear screen, mute all, mute or blacklist users (and remove one message).
  [ROOM_ROLE.assistant]: new Set<Power>(["mute", "clear", "delete", "muteAll", "ban"]),
  // Room admin: mute and clear (removing one message is a partial clear).
  [ROOM_ROLE.admin]: new Set<Power>(["mute", "clear", "delete"]),
};

export function mayDo(role: number, power: Power): boolean {
  return POWERS[role]?.has(power) ?? false;
}

/** Only the anchor acts on moderators; everyone else acts on ordinary viewers only. */
export function mayActOn(actorRole: number, targetRole: number): boolean {
  if (actorRole === ROOM_ROLE.anchor) return targetRole !== ROOM_ROLE.anchor;
  return targetRole === ROOM_ROLE.viewer;
}

/** The chat user string of spec section 3. */
export function flagsOf(role: number): string {
  if (role === ROOM_ROLE.anchor) return "zb=1";
  if (role === ROOM_ROLE.visitor) return "userType=4";
  return "";
}
