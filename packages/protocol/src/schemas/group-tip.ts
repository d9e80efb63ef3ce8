import { z } from "zod";

/**
 * Group tips: what happened in a group ("A invited B", "the announcement changed", "C was muted for
 * 1 hour"), stored as messages of type 110 in the group's conversation so every member sees them in
 * order with the chat, on any device, live or on catch-up. A tip never counts as unread. The web
 * words each kind in the reader's language from these fields. `cleared`: every message before the
 * tip is gone for everyone; `messagesDeleted`: every message of `users` before it reads as revoked.
 */
export const GROUP_TIP_KINDS = [
  "created",
  "joined",
  "left",
  "removed",
  "info",
  "announcement",
  "muteAll",
  "muted",
  "unmuted",
  "admin",
  "dissolved",
  "cleared",
  "messagesDeleted",
] as const;
export type GroupTipKind = (typeof GROUP_TIP_KINDS)[number];

const tipPersonSchema = z.object({ id: z.number().int(), nickname: z.string() });
export type GroupTipPerson = z.infer<typeof tipPersonSchema>;

export const groupTipContentSchema = z.object({
  kind: z.enum(GROUP_TIP_KINDS),
  /** Who did it; null when the service did (a mute that ran out). */
  by: tipPersonSchema.nullable(),
  /** Whom it is about: the members who joined, left, were removed, muted or made admins. */
  users: z.array(tipPersonSchema),
  /** info: the new name and/or avatar. */
  name: z.string().optional(),
  avatar: z.string().nullable().optional(),
  /** announcement: the new text ("" when it was removed). */
  announcement: z.string().optional(),
  /** muteAll and admin: switched on or off. */
  on: z.boolean().optional(),
  /** muted: for how many hours, and until when (ms since the epoch). */
  hours: z.number().int().optional(),
  until: z.number().int().optional(),
  /** joined: GROUP_JOIN_SOURCE. */
  source: z.number().int().optional(),
});
export type GroupTipContent = z.infer<typeof groupTipContentSchema>;
