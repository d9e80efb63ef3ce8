import type { Lang, Notification } from "@courtside/protocol";
import { resolveLang } from "@courtside/protocol";
import type { Deps } from "../../deps.js";
import * as repo from "./repo.js";

export interface NoticeDraft {
  type: number;
  /** Texts in the recipient's language. */
  text(lang: Lang): { title: string; body: string };
  /** The push payload (spec section 3), kept as the notification's data. */
  data: Record<string, unknown>;
  /** Same key for the same event: a retried job notifies nobody twice. */
  dedupeKey: string;
}

const toNotification = (row: repo.NotificationRow): Notification => ({
  id: row.id,
  type: row.type,
  title: row.title,
  body: row.body,
  data: row.data,
  createdAt: row.createdAt.getTime(),
  readAt: row.readAt?.getTime() ?? null,
});

/**
 * Notifications are stored per recipient in their language. Live delivery (websocket, browser push)
 * subscribes to `onStored`.
 */
export function createNotificationService({ db }: Deps) {
  const listeners: ((rows: Notification & { userId: number }) => void)[] = [];
  return {
    onStored(listener: (row: Notification & { userId: number }) => void) {
      listeners.push(listener);
    },

    async notify(userIds: number[], draft: NoticeDraft): Promise<number> {
      const recipients = await repo.recipientLangs(db, [...new Set(userIds)]);
      const rows = await repo.insertMany(
        db,
        recipients.map(({ id, lang }) => ({
          userId: id,
          type: draft.type,
          data: draft.data,
          dedupeKey: draft.dedupeKey,
          ...draft.text(resolveLang(lang) ?? "en"),
        })),
      );
      for (const row of rows)
        for (const listener of listeners) listener({ ...toNotification(row), userId: row.userId });
      return rows.length;
    },

    async list(userId: number, limit = 50) {
      const [rows, unread] = await Promise.all([repo.listForUser(db, userId, limit), repo.unreadCount(db, userId)]);
      return { unread, list: rows.map(toNotification) };
    },

    markAllRead: (userId: number) => repo.markAllRead(db, userId),
  };
}
export type NotificationService = ReturnType<typeof createNotificationService>;
