import type { FriendEvent, ImConversation, SystemMessage } from "@courtside/protocol";
import { create } from "zustand";
import {
  addFriendEvent,
  addSystemMessage,
  applyPeerRead,
  applyReadSeqs,
  type GroupRequest,
  removeConversation,
  sortConversations,
  totalUnread,
  upsertConversation,
  withGroupRequests,
} from "./imState";
import { useUnreadStore } from "./unread";

export type ImLoadStatus = "idle" | "loading" | "ready" | "error";

interface ImState {
  /** Pinned first, then the latest first. */
  conversations: ImConversation[];
  status: ImLoadStatus;
  /** Unread of every conversation, as the server counts it. */
  unreadTotal: number;
  /** Unread and total of the system-messages conversation. */
  systemUnread: number;
  systemTotal: number;
  /** Received friend applications still waiting for me (the "new friends" badge). */
  pendingApplications: number;
  /** Join requests waiting for my review in the groups where I review them (the requests badge). */
  groupRequests: GroupRequest[];
  /** Live friend events and system messages of this session, newest first. */
  friendEvents: FriendEvent[];
  systemMessages: SystemMessage[];
  /** The conversation on screen: its new messages are read at once, without a sound. */
  activeConversationId: number | null;

  setLoading: () => void;
  setFailed: () => void;
  setConversations: (list: ImConversation[], unreadTotal: number) => void;
  upsert: (conversation: ImConversation, unreadTotal?: number) => void;
  remove: (conversationId: number, unreadTotal: number) => void;
  readSeqs: (readSeqs: { conversationId: number; readSeq: number }[], unreadTotal: number) => void;
  peerRead: (conversationId: number, readSeq: number) => void;
  setUnreadTotal: (unreadTotal: number) => void;
  setSystemCount: (counts: { unread: number; total?: number }) => void;
  systemMessage: (message: SystemMessage, unread: number) => void;
  friendEvent: (event: FriendEvent) => void;
  setPendingApplications: (count: number) => void;
  groupRequestAdded: (request: GroupRequest) => void;
  /** The waiting requests as the server listed them: of one group, or (no `groupId`) of all. */
  setGroupRequests: (fresh: readonly GroupRequest[], groupId?: number) => void;
  setActive: (conversationId: number | null) => void;
  reset: () => void;
}

type ImData = Pick<
  ImState,
  | "conversations"
  | "status"
  | "unreadTotal"
  | "systemUnread"
  | "systemTotal"
  | "pendingApplications"
  | "groupRequests"
  | "friendEvents"
  | "systemMessages"
  | "activeConversationId"
>;

/** A signed-out (or just signed-in) user's store: nothing known yet. */
const empty = (): ImData => ({
  conversations: [],
  status: "idle",
  unreadTotal: 0,
  systemUnread: 0,
  systemTotal: 0,
  pendingApplications: 0,
  groupRequests: [],
  friendEvents: [],
  systemMessages: [],
  activeConversationId: null,
});

/** Conversations, unread counts, friend application events and system messages (spec section 3). */
export const useImStore = create<ImState>()((set) => ({
  ...empty(),
  setLoading: () => set((state) => ({ status: state.status === "ready" ? "ready" : "loading" })),
  setFailed: () => set((state) => ({ status: state.status === "ready" ? "ready" : "error" })),
  setConversations: (list, unreadTotal) =>
    set({ conversations: sortConversations(list), unreadTotal, status: "ready" }),
  upsert: (conversation, unreadTotal) =>
    set((state) => ({
      conversations: upsertConversation(state.conversations, conversation),
      unreadTotal: unreadTotal ?? state.unreadTotal,
    })),
  remove: (conversationId, unreadTotal) =>
    set((state) => ({ conversations: removeConversation(state.conversations, conversationId), unreadTotal })),
  readSeqs: (readSeqs, unreadTotal) =>
    set((state) => ({ conversations: applyReadSeqs(state.conversations, readSeqs), unreadTotal })),
  peerRead: (conversationId, readSeq) =>
    set((state) => ({ conversations: applyPeerRead(state.conversations, conversationId, readSeq) })),
  setUnreadTotal: (unreadTotal) => set({ unreadTotal }),
  setSystemCount: ({ unread, total }) =>
    set((state) => ({ systemUnread: unread, systemTotal: total ?? state.systemTotal })),
  systemMessage: (message, unread) =>
    set((state) => ({
      systemMessages: addSystemMessage(state.systemMessages, message),
      systemUnread: unread,
      systemTotal: state.systemMessages.some((held) => held.id === message.id)
        ? state.systemTotal
        : state.systemTotal + 1,
    })),
  friendEvent: (event) => set((state) => ({ friendEvents: addFriendEvent(state.friendEvents, event) })),
  setPendingApplications: (pendingApplications) => set({ pendingApplications }),
  groupRequestAdded: (added) => set((state) => ({ groupRequests: withGroupRequests(state.groupRequests, { added }) })),
  setGroupRequests: (fresh, groupId) =>
    set((state) => ({
      groupRequests: withGroupRequests(state.groupRequests, groupId === undefined ? { fresh } : { fresh, groupId }),
    })),
  setActive: (activeConversationId) => set({ activeConversationId }),
  reset: () => set(empty()),
}));

// The tab title's count follows this store's total.
useImStore.subscribe((state) => {
  const total = totalUnread(state);
  if (useUnreadStore.getState().total !== total) useUnreadStore.setState({ total });
});
