import { create } from "zustand";

/**
 * Unread messages in total, for the tab title every page shows. The messaging store (loaded with
 * the chat badges and pages) keeps it current, so the shell does not carry that store itself.
 */
export const useUnreadStore = create<{ total: number }>()(() => ({ total: 0 }));
