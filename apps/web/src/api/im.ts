import {
  type ImForwardBody,
  type ImSendRequest,
  imConversationListSchema,
  imConversationSchema,
  imForwardResultSchema,
  imSearchPageSchema,
  imSendResultSchema,
  imUnreadSchema,
  imUserNoticeData,
  messagesAfterSchema,
  messagesBeforeSchema,
  openImUrlSchema,
  systemCountSchema,
  systemMessageSchema,
  systemPageSchema,
} from "@courtside/protocol";
import { z } from "zod";
import { get, post } from "./client";

/** Private messaging under the chat base `/web/chat` (DECISIONS 4): conversations, messages, system messages. */

const done = z.null();

/** Quiet: the list shows its own "could not load" with a retry. */
export const fetchConversations = (signal?: AbortSignal) =>
  post("/chat/conversation/list", {}, { schema: imConversationListSchema, signal, silent: true });

/** The single chat with a person, created on first use. */
export const openConversation = (userId: number) =>
  post("/chat/conversation/open", { userId }, { schema: imConversationSchema });

export const fetchConversation = (conversationId: number, signal?: AbortSignal) =>
  post("/chat/conversation/get", { conversationId }, { schema: imConversationSchema, signal });

export const pinConversation = (conversationId: number, pinned: boolean) =>
  post("/chat/conversation/pin", { conversationId, pinned }, { schema: imConversationSchema });

export const muteConversation = (conversationId: number, muted: boolean) =>
  post("/chat/conversation/mute", { conversationId, muted }, { schema: imConversationSchema });

/** Bookkeeping the reader did not ask for: a failure stays quiet, the next read covers it. */
export const readConversation = (conversationId: number, seq: number) =>
  post("/chat/conversation/read", { conversationId, seq }, { schema: imConversationSchema, silent: true });

export const readAllConversations = () =>
  post("/chat/conversation/readAll", {}, { schema: imUserNoticeData.unreadClear });

export const clearConversation = (conversationId: number) =>
  post("/chat/conversation/clear", { conversationId }, { schema: imConversationSchema });

export const deleteConversation = (conversationId: number) =>
  post("/chat/conversation/delete", { conversationId }, { schema: done });

export const fetchUnread = (signal?: AbortSignal) =>
  post("/chat/unread", {}, { schema: imUnreadSchema, signal, silent: true });

/** Quiet: a failed send is marked on its bubble, with the reason and a retry. */
export const sendMessage = (request: ImSendRequest) =>
  post("/chat/message/send", request, { schema: imSendResultSchema, silent: true });

export const fetchMessagesAfter = (conversationId: number, afterSeq: number, limit?: number) =>
  post("/chat/message/after", { conversationId, afterSeq, limit }, { schema: messagesAfterSchema, silent: true });

export const fetchMessagesBefore = (conversationId: number, beforeSeq?: number, limit?: number) =>
  post("/chat/message/before", { conversationId, beforeSeq, limit }, { schema: messagesBeforeSchema, silent: true });

export const revokeMessage = (conversationId: number, seq: number) =>
  post("/chat/message/revoke", { conversationId, seq }, { schema: imSendResultSchema });

export const deleteMessages = (conversationId: number, seqs: number[]) =>
  post("/chat/message/delete", { conversationId, seqs }, { schema: imUserNoticeData.messagesHidden });

export const searchMessages = (
  body: { q: string; conversationId?: number; page: number; pageSize: number },
  signal?: AbortSignal,
) => post("/chat/message/search", body, { schema: imSearchPageSchema, signal });

export const forwardMessages = (body: ImForwardBody) =>
  post("/chat/message/forward", body, { schema: imForwardResultSchema });

export const fetchSystemCount = (signal?: AbortSignal) =>
  post("/chat/messageManagement/count", {}, { schema: systemCountSchema, signal, silent: true });

/** The page shown counts as read on the server. */
export const fetchSystemMessages = (page: number, pageSize: number, signal?: AbortSignal) =>
  post("/chat/messageManagement/message/list", { page, pageSize }, { schema: systemPageSchema, signal });

export const fetchSystemMessage = (id: number) =>
  post("/chat/messageManagement/detail", { id }, { schema: systemMessageSchema });

export const deleteSystemMessage = (id: number) => post("/chat/messageManagement/delete", { id }, { schema: done });

/** Where the gateway is and the chat identity (DECISIONS 4 and 16). */
export const fetchOpenImUrl = (signal?: AbortSignal) =>
  get("/openim-url/get", { schema: openImUrlSchema, signal, silent: true });
