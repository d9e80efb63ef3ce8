import { create } from "zustand";
import { readItem, STORAGE_KEYS, writeItem } from "./storage";

/** Why the notification prompt is shown: after booking a match or following an anchor. */
export type PromptReason = "match" | "anchor";

/** After "Not now", the prompt waits this long before it is offered again. */
const PROMPT_PAUSE_MS = 7 * 86_400_000;

/** The chat notification state (spec section 2): the message a clicked type-8 notice was about. */
export interface ChatNotice {
  conversationId: number | null;
  /** Spec section 3 `openIMContentDTO`, as the notice carried it. */
  content: Record<string, unknown>;
}

interface NotifyState {
  /** Unread notices of the notification centre (the bell's count). */
  unread: number;
  setUnread: (unread: number) => void;
  prompt: PromptReason | null;
  closePrompt: (putOff: boolean) => void;
  chatNotice: ChatNotice | null;
  setChatNotice: (notice: ChatNotice | null) => void;
}

export const useNotifyStore = create<NotifyState>()((set) => ({
  unread: 0,
  setUnread: (unread) => set({ unread: Math.max(0, unread) }),
  prompt: null,
  closePrompt: (putOff) => {
    if (putOff) writeItem(STORAGE_KEYS.notifyPromptAt, String(Date.now()));
    set({ prompt: null });
  },
  chatNotice: null,
  setChatNotice: (chatNotice) => set({ chatNotice }),
}));

/**
 * Offers browser notifications at a moment they make sense (after booking a match or following
 * an anchor), never on load: only when the browser can show them, nobody decided yet, and the
 * offer was not put off lately.
 */
export function offerNotifications(reason: PromptReason): void {
  if (typeof window === "undefined" || !("Notification" in window) || !("serviceWorker" in navigator)) return;
  if (Notification.permission !== "default") return;
  const putOffAt = Number(readItem(STORAGE_KEYS.notifyPromptAt) ?? 0);
  if (Date.now() - putOffAt < PROMPT_PAUSE_MS) return;
  useNotifyStore.setState({ prompt: reason });
}
