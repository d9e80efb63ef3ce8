import { z } from "zod";
import { ROOM_MUTE_MINUTES } from "../constants.js";
import { INT32_MAX, idSchema, idTextSchema, intIn, lineText } from "./primitives.js";

/** A person's standing in one live room (spec section 6); higher outranks lower. */
export const ROOM_ROLE = { visitor: -1, viewer: 0, admin: 1, assistant: 2, anchor: 3 } as const;
export type RoomRole = (typeof ROOM_ROLE)[keyof typeof ROOM_ROLE];

/** Roles an anchor can give in their room with `anchor_user_auth`. */
export const GRANTABLE_ROLE = { admin: 1, assistant: 2 } as const;

/** Longest chat message, in characters. */
export const CHAT_TEXT_MAX = 200;

/** A room (its anchor's user id) or a match chat room; taken as a number or as digits. */
export const roomIdSchema = idTextSchema;

/**
 * Who wrote or did something in a room. `flags` is the chat user string of spec section 3:
 * it contains `zb=1` for the anchor and `userType=4` for a visitor.
 */
export const chatUserSchema = z.object({
  id: z.number().int().nullable().describe("user id; null for a visitor"),
  nickname: z.string(),
  avatar: z.string().nullable(),
  role: z.number().int().describe("ROOM_ROLE"),
  flags: z.string(),
});
export type ChatUser = z.infer<typeof chatUserSchema>;

/** Data of the room events, by `kind`. */
export const roomEventData = {
  chat: z.object({ text: z.string(), sender: chatUserSchema, clientMsgId: z.string() }),
  enter: z.object({ user: chatUserSchema }),
  cleared: z.object({ by: chatUserSchema }),
  deleted: z.object({ seq: z.number().int(), by: chatUserSchema }),
  muted: z.object({
    user: chatUserSchema,
    until: z.number().int().nullable().describe("ms since the epoch; null while a match mute lasts"),
    matchId: z.number().int().nullable(),
    by: chatUserSchema,
  }),
  unmuted: z.object({ userId: z.number().int(), user: chatUserSchema, by: chatUserSchema.nullable() }),
  muteAll: z.object({ on: z.boolean(), by: chatUserSchema }),
  banned: z.object({ user: chatUserSchema, on: z.boolean(), by: chatUserSchema }),
  role: z.object({ user: chatUserSchema, role: z.number().int() }),
  online: z.object({ count: z.number().int() }),
} as const;
export type RoomEventKind = keyof typeof roomEventData;
export type RoomEventData<K extends RoomEventKind> = z.infer<(typeof roomEventData)[K]>;

/** The client's own standing in a room. */
export const roomMeSchema = z.object({
  role: z.number().int(),
  mutedUntil: z.number().int().nullable().describe("ms since the epoch"),
  mutedForMatch: z.boolean(),
  banned: z.boolean(),
});
export type RoomMe = z.infer<typeof roomMeSchema>;

export const roomHistoryBodySchema = z.object({ roomId: roomIdSchema });
export const roomHistorySchema = z.object({
  channel: z.string(),
  seq: z.number().int().describe("subscribe with this lastSeq to continue without a gap"),
  events: z.array(z.object({ seq: z.number().int(), kind: z.string(), data: z.unknown(), at: z.number().int() })),
  announcement: z.string(),
  muteAll: z.boolean(),
  online: z.number().int(),
  imMsgTimeout: z.number().int(),
  me: roomMeSchema,
});
export type RoomHistory = z.infer<typeof roomHistorySchema>;

export const imInfoSchema = z.object({
  channel: z.string(),
  wsUrl: z.string(),
  imMsgTimeout: z.number().int(),
});
export type ImInfo = z.infer<typeof imInfoSchema>;

export const muteDurationSchema = z.union([
  z.literal(ROOM_MUTE_MINUTES[0]),
  z.literal(ROOM_MUTE_MINUTES[1]),
  z.literal(ROOM_MUTE_MINUTES[2]),
  z.literal("match"),
]);
export type MuteDuration = z.infer<typeof muteDurationSchema>;

export const roomUserBodySchema = z.object({ roomId: roomIdSchema, userId: idSchema });
export const muteBodySchema = roomUserBodySchema.extend({ duration: muteDurationSchema });
export const muteAllBodySchema = z.object({ roomId: roomIdSchema, on: z.boolean() });
export const stopChatBodySchema = roomUserBodySchema.extend({
  flag: z.union([z.literal(1), z.literal(2)]).describe("1 ban from the room's chat, 2 lift the ban"),
});
export const deleteMessageBodySchema = z.object({ roomId: roomIdSchema, seq: intIn(1, INT32_MAX) });
export const userAuthBodySchema = z.object({
  userId: idSchema,
  role: z.union([z.literal(GRANTABLE_ROLE.admin), z.literal(GRANTABLE_ROLE.assistant)]),
  flag: z.union([z.literal(1), z.literal(2)]).describe("1 grant, 2 revoke"),
});

/** The room's moderators, muted and banned users (for the anchor's management lists). */
export const roomPeopleSchema = z.object({
  moderators: z.array(chatUserSchema),
  muted: z.array(
    z.object({ user: chatUserSchema, until: z.number().int().nullable(), matchId: z.number().int().nullable() }),
  ),
  banned: z.array(chatUserSchema),
});
export type RoomPeople = z.infer<typeof roomPeopleSchema>;

export const onlineCountSchema = z.object({ count: z.number().int() });
export const roomAdvSchema = z.object({
  items: z.array(z.object({ image: z.string().nullable(), text: z.string(), link: z.string().nullable() })),
});
export type RoomAdv = z.infer<typeof roomAdvSchema>;

/** Common phrases (spec section 5: at most 10). */
export const PHRASES_MAX = 10;
export const phraseSchema = z.object({ id: z.number().int(), text: z.string(), sort: z.number().int() });
export type Phrase = z.infer<typeof phraseSchema>;
export const phraseTextSchema = lineText().trim().min(1).max(CHAT_TEXT_MAX, "textTooLong");
export const phraseAddBodySchema = z.object({ text: phraseTextSchema });
export const phraseEditBodySchema = z.object({ id: idSchema, text: phraseTextSchema });
export const phraseDeleteBodySchema = z.object({ id: idSchema });
export const phraseSortBodySchema = z.object({ ids: z.array(idSchema).max(PHRASES_MAX) });
