import type {
  MuteDuration,
  onlineCountSchema,
  phraseSchema,
  roomAdvSchema,
  roomHistorySchema,
  roomPeopleSchema,
} from "@courtside/protocol";
import { type Data, get, post } from "./client";

/** Live-room chat calls (spec section 7, Chat room): joining, moderation and common phrases. */

/** Quiet: the chat panel shows its own "could not load" with a retry. */
export const fetchRoomHistory = (roomId: number, signal?: AbortSignal) =>
  post<Data<typeof roomHistorySchema>>("/chat-room/history", { roomId }, { signal, silent: true });

export const fetchMatchHistory = (matchId: number, signal?: AbortSignal) =>
  post<Data<typeof roomHistorySchema>>("/chat-room/match-history", { matchId }, { signal, silent: true });

export const fetchRoomAdv = (roomId: number, signal?: AbortSignal) =>
  get<Data<typeof roomAdvSchema>>(`/chat-room/adv/${roomId}`, { signal, silent: true });

export const fetchChatBanner = (roomId: number, signal?: AbortSignal) =>
  get<Data<typeof roomAdvSchema>>(`/chat/anchor/room/chat/banner?roomId=${roomId}`, { signal, silent: true });

/** Polled in the background, so a failure stays quiet. */
export const fetchOnlineCount = (roomId: number, signal?: AbortSignal) =>
  post<Data<typeof onlineCountSchema>>("/chat/anchor/onlineCount", { roomId }, { signal, silent: true });

/** `until`: when the mute ends (null: for good); `matchId`: the match it is limited to, if any. */
type MuteResult = { until: number | null; matchId: number | null };

export const muteUser = (roomId: number, userId: number, duration: MuteDuration) =>
  post<MuteResult>("/chat-room/mute", { roomId, userId, duration });

export const unmuteUser = (roomId: number, userId: number) => post<null>("/chat-room/unmute", { roomId, userId });

export const setMuteAll = (roomId: number, on: boolean) => post<null>("/chat-room/mute_all", { roomId, on });

export const clearScreen = (roomId: number) => post<null>("/web_anchor/clear_msg", { roomId });

export const deleteMessage = (roomId: number, seq: number) => post<null>("/chat-room/message/delete", { roomId, seq });

/** Bars a user from the room's chat (`on`), or lifts the bar. */
export const banUser = (roomId: number, userId: number, on: boolean) =>
  post<null>("/web_anchor/stop_chat", { roomId, userId, flag: on ? 1 : 2 });

/** The anchor gives (`on`) or takes back a room role (1 admin, 2 assistant) in their own room. */
export const setRoomRole = (userId: number, role: 1 | 2, on: boolean) =>
  post<null>("/web_anchor/anchor_user_auth", { userId, role, flag: on ? 1 : 2 });

export const fetchRoomPeople = (roomId: number, signal?: AbortSignal) =>
  post<Data<typeof roomPeopleSchema>>("/chat-room/people", { roomId }, { signal });

export const fetchPhrases = (signal?: AbortSignal) =>
  post<Data<typeof phraseSchema>[]>("/chat/appUserFrequently/listAll", {}, { signal });

/** Quiet: the limit message is shown in the phrase manager itself. */
export const addPhrase = (text: string) =>
  post<Data<typeof phraseSchema>>("/chat/appUserFrequently/add", { text }, { silent: true });

export const editPhrase = (id: number, text: string) => post<null>("/chat/appUserFrequently/edit", { id, text });

export const deletePhrase = (id: number) => post<null>("/chat/appUserFrequently/delete", { id });

export const sortPhrases = (ids: number[]) => post<null>("/chat/appUserFrequently/batchEditSort", { ids });
