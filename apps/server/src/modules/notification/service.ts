import { randomUUID } from "node:crypto";
import type { AdminNoticeBody, Lang, Notification } from "@courtside/protocol";
import { PUSH_TYPE, REGIONS, resolveLang } from "@courtside/protocol";
import type { Db } from "../../db/client.js";
import type { Deps } from "../../deps.js";
import { AppError } from "../../http/app-error.js";
import type { PushService } from "../push/service.js";
import { adminNoticeDraft } from "./admin-notice.js";
import { messageNoticeDraft } from "./message-notice.js";
import * as repo from "./repo.js";

export interface NoticeDraft {
  type: number;
  /** Texts in the recipient's language. */
  text(lang: Lang): { title: string; body: string };
  /** The push payload (spec section 3), kept as the notification's data; names in the recipient's language. */
  data: Record<string, unknown> | ((lang: Lang) => Record<string, unknown>);
  /** Same key for the same event: a retried job notifies nobody twice. */
  dedupeKey: string;
  /** A newer notice with the same key replaces the earlier one, unread again (folded notices). */
  replace?: boolean;
}

export type StoredNotice = Notification & { userId: number };
/** How open pages hear of a notice: stored in the user's channel (resumed after a reconnect), or passing. */
type Live = "stored" | "passing";

const MESSAGE_NOTICE = "imNotice";
/** Messages read within this long (the conversation was open) call for no notice. */
const MESSAGE_GRACE_MS = 3000;
const RECIPIENTS_PER_BATCH = 1000;

/** The profile provinces a notice region covers: a country's, or the one province named. */
function provincesInRegionTree(region: string): string[] {
  const country = REGIONS.find((each) => each.name === region);
  if (country) return (country.children ?? []).map((province) => province.name);
  const known = REGIONS.some((each) => each.children?.some((province) => province.name === region));
  if (!known) throw new AppError("invalidOption", { params: { field: "region" } });
  return [region];
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
 * Notifications are stored per recipient in their language, with their browser pushes queued in
 * the same transaction (the push module sends them); open pages hear of them through `onStored`.
 */
export function createNotificationService({ db, scheduler, log }: Deps, push: PushService) {
  const listeners: ((notice: StoredNotice, live: Live) => void)[] = [];

  async function store(userIds: number[], draft: NoticeDraft, live: Live): Promise<number> {
    const recipients = await repo.recipientLangs(db, [...new Set(userIds)]);
    const rows = recipients.map(({ id, lang }) => {
      const language = resolveLang(lang) ?? "en";
      return {
        userId: id,
        type: draft.type,
        data: typeof draft.data === "function" ? draft.data(language) : draft.data,
        dedupeKey: draft.dedupeKey,
        ...draft.text(language),
      };
    });
    const stored = await db.transaction(async (tx: Db) => {
      const inserted = draft.replace ? await repo.upsertMany(tx, rows) : await repo.insertMany(tx, rows);
      await push.enqueue(
        tx,
        inserted.map((row) => row.id),
      );
      return inserted;
    });
    if (stored.length > 0) push.kick();
    for (const row of stored)
      for (const listener of listeners) listener({ ...toNotification(row), userId: row.userId }, live);
    return stored.length;
  }

  scheduler.register(MESSAGE_NOTICE, async (payload) => {
    const conversationId = Number(payload.conversationId);
    // Passing notices to open pages: after a reconnect the chat reloads its own counts anyway.
    for (const member of await repo.unreadMembers(db, conversationId)) {
      await store([member.userId], messageNoticeDraft(conversationId, member), "passing");
    }
    return undefined;
  });

  return {
    onStored(listener: (notice: StoredNotice, live: Live) => void) {
      listeners.push(listener);
    },

    async notify(userIds: number[], draft: NoticeDraft): Promise<number> {
      let total = 0;
      for (let i = 0; i < userIds.length; i += RECIPIENTS_PER_BATCH) {
        total += await store(userIds.slice(i, i + RECIPIENTS_PER_BATCH), draft, "stored");
      }
      return total;
    },

    /**
     * Messages were stored in conversations (type 8). Its members who have not read it a few
     * seconds later (so not those with the conversation open) get one notice per conversation,
     * folded: the latest message and how many are unread. Bursts share one run of the job.
     */
    messagesStored: (conversationIds: readonly number[]) => {
      const runAt = new Date(Date.now() + MESSAGE_GRACE_MS);
      return scheduler.scheduleGathered(
        MESSAGE_NOTICE,
        conversationIds.map((conversationId) => ({
          key: `im-notice:${conversationId}`,
          runAt,
          payload: { conversationId },
        })),
      );
    },

    /** A super-admin notice (type 4) to one user, a region or everyone; returns how many it reached. */
    async adminNotice(body: AdminNoticeBody): Promise<number> {
      const draft = adminNoticeDraft(body, `admin:${randomUUID()}`);
      if (body.userId !== undefined) {
        if (!(await repo.userExists(db, body.userId))) throw new AppError("userNotFound", { status: 404 });
        return store([body.userId], draft, "stored");
      }
      // To everyone (or a region): open pages hear of it as a passing notice rather than one stored
      // event per user.
      const provinces = body.region === undefined ? undefined : provincesInRegionTree(body.region);
      let total = 0;
      for (let ids = await repo.userIdsAfter(db, 0, RECIPIENTS_PER_BATCH, provinces); ids.length > 0; ) {
        total += await store(ids, draft, "passing");
        const last = ids.at(-1) ?? 0;
        ids = await repo.userIdsAfter(db, last, RECIPIENTS_PER_BATCH, provinces);
      }
      log.info({ recipients: total, region: body.region ?? "everyone" }, "notice sent to many");
      return total;
    },

    async list(userId: number, limit = 20, before?: number) {
      const [rows, unread] = await Promise.all([
        repo.listForUser(db, userId, PUSH_TYPE.instantMessage, limit + 1, before),
        repo.unreadCount(db, userId, PUSH_TYPE.instantMessage),
      ]);
      return { unread, list: rows.slice(0, limit).map(toNotification), more: rows.length > limit };
    },

    unread: async (userId: number) => ({ unread: await repo.unreadCount(db, userId, PUSH_TYPE.instantMessage) }),

    markRead: (userId: number, ids?: number[]) => repo.markRead(db, userId, ids),
    markAllRead: (userId: number) => repo.markRead(db, userId),
  };
}
export type NotificationService = ReturnType<typeof createNotificationService>;
