import {
  type MuteDuration,
  onlineCountSchema,
  phraseSchema,
  roomAdvSchema,
  roomHistorySchema,
  roomPeopleSchema,
} from "@courtside/protocol";
import { z } from "zod";
import { get, post } from "./client";

/** Live-room chat calls (spec section 7, Chat room): joining, moderation and common phrases. */

const done = z.null();

/** Quiet: the chat panel shows its own "could not load" with a retry. */
export const fetchRoomHistory = (roomId: number, signal?: AbortSignal) =>
  post("/chat-room/history", { roomId }, { schema: roomHistorySchema, signal, silent: true });

export const fetchRoomAdv = (roomId: number, signal?: AbortSignal) =>
  get(`/chat-room/adv/${roomId}`, { schema: roomAdvSchema, signal, silent: true });

/** Polled in the background, so a failure stays quiet. */
export const fetchOnlineCount = (roomId: number, signal?: AbortSignal) =>
  post("/chat/anchor/onlineCount", { roomId }, { schema: onlineCountSchema, signal, silent: true });

export const muteUser = (roomId: number, userId: number, duration: MuteDuration) =>
  post(
    "/chat-room/mute",
    { roomId, userId, duration },
    { schema: z.object({ until: z.number().nullable(), matchId: z.number().nullable() }) },
  );

export const unmuteUser = (roomId: number, userId: number) =>
  post("/chat-room/unmute", { roomId, userId }, { schema: done });

export const setMuteAll = (roomId: number, on: boolean) =>
  post("/chat-room/mute_all", { roomId, on }, { schema: done });

export const clearScreen = (roomId: number) => post("/web_anchor/clear_msg", { roomId }, { schema: done });

export const deleteMessage = (roomId: number, seq: number) =>
  post("/chat-room/message/delete", { roomId, seq }, { schema: done });

/** Bars a user from the room's chat (`on`), or lifts the bar. */
export const banUser = (roomId: number, userId: number, on: boolean) =>
  post("/web_anchor/stop_chat", { roomId, userId, flag: on ? 1 : 2 }, { schema: done });

/** The anchor gives (`on`) or takes back a room role (1 admin, 2 assistant) in their own room. */
export const setRoomRole = (userId: number, role: 1 | 2, on: boolean) =>
  post("/web_anchor/anchor_user_auth", { userId, role, flag: on ? 1 : 2 }, { schema: done });

export const fetchRoomPeople = (roomId: number, signal?: AbortSignal) =>
  post("/chat-room/people", { roomId }, { schema: roomPeopleSchema, signal });

export const fetchPhrases = (signal?: AbortSignal) =>
  post("/chat/appUserFrequently/listAll", {}, { schema: phraseSchema.array(), signal });

/** Quiet: the limit message is shown in the phrase manager itself. */
export const addPhrase = (text: string) =>
  post("/chat/appUserFrequently/add", { text }, { schema: phraseSchema, silent: true });

export const editPhrase = (id: number, text: string) =>
  post("/chat/appUserFrequently/edit", { id, text }, { schema: done });

export const deletePhrase = (id: number) => post("/chat/appUserFrequently/delete", { id }, { schema: done });

export const sortPhrases = (ids: number[]) => post("/chat/appUserFrequently/batchEditSort", { ids }, { schema: done });
