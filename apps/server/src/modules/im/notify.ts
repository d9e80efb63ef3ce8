import type { ImUserNotice, ImUserNoticeKind } from "@courtside/protocol";
import type { Deps } from "../../deps.js";
import type { RealtimeService } from "../../realtime/service.js";
import { presentConversation } from "./presenter.js";
import * as repo from "./repo.js";

export const convChannel = (conversationId: number) => `conv:${conversationId}`;
export const userChannel = (userId: number) => `user:${userId}`;

/**
 * Conversations whose list items one query computes at most: few, so that on the embedded engine,
 * where one statement runs at a time, a send never waits long behind a flush's query.
 */
const BATCH_CONVERSATIONS = 10;

/**
 * Passing notices to members' own channels, sent after the change committed. Updates are computed
 * by one flush at a time on this node and coalesced: while a flush runs, further changes only mark
 * their conversations dirty, and the next flush covers them all — the list items of every dirty
 * conversation in one query and their members' unread totals in another — so a burst of messages,
 * in one conversation or across many, costs a few queries and every device ends with the latest
 * state.
 */
export function createNotifier(
  { db, background, log }: Pick<Deps, "db" | "background" | "log">,
  realtime: RealtimeService,
) {
  /** Conversation → members to tell ("all" or some), for the next flush. */
  const dirty = new Map<number, Set<number> | "all">();
  let flushing = false;

  function toUser<K extends ImUserNoticeKind>(userId: number, kind: K, data: ImUserNotice<K>) {
    realtime.notice(userChannel(userId), kind, data);
  }

  async function compute(batch: [number, Set<number> | "all"][]) {
    const scopes = batch.map(([conversationId, who]) =>
      who === "all" ? { conversationId } : { conversationId, userIds: [...who] },
    );
    // No one waits on these: on the embedded engine they yield the thread to sends and requests.
    const rows = (await repo.conversationRows(background, scopes)).filter((row) => row.listed);
    const totals = await repo.unreadTotals(background, [...new Set(rows.map((row) => row.userId))]);
    for (const row of rows) {
      toUser(row.userId, "conversation", {
        conversation: presentConversation(row),
        unreadTotal: totals.get(row.userId) ?? 0,
      });
    }
  }

  async function flush() {
    try {
      while (dirty.size > 0) {
        const batch = [...dirty].slice(0, BATCH_CONVERSATIONS);
        for (const [conversationId] of batch) dirty.delete(conversationId);
        await compute(batch).catch((error: unknown) =>
          log.error({ err: error, conversations: batch.map(([id]) => id) }, "conversation update not sent"),
        );
      }
    } finally {
      flushing = false;
    }
  }

  return {
    toUser,
    /** Tells members (all, or the given ones) their view of a conversation changed. */
    conversationChanged(conversationId: number, userIds: readonly number[] | "all" = "all") {
      const before = dirty.get(conversationId);
      if (before === "all" || userIds === "all") dirty.set(conversationId, "all");
      else dirty.set(conversationId, new Set([...(before ?? []), ...userIds]));
      // After this turn: the event that caused it goes out to the sockets first (the fan-out is
      // scheduled with setImmediate too, and an embedded database blocks while it queries).
      if (!flushing) {
        flushing = true;
        setImmediate(() => void flush());
      }
    },
    /** Read receipts for whoever has the conversation open. */
    read(conversationId: number, userId: number, readSeq: number) {
      realtime.notice(convChannel(conversationId), "read", { conversationId, userId, readSeq });
    },
    async unreadTotal(userId: number) {
      return (await repo.unreadTotals(db, [userId])).get(userId) ?? 0;
    },
  };
}
export type Notifier = ReturnType<typeof createNotifier>;
