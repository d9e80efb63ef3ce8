import type { ImUserNotice, ImUserNoticeKind } from "@courtside/protocol";
import type { Deps } from "../../deps.js";
import type { RealtimeService } from "../../realtime/service.js";
import { presentConversation } from "./presenter.js";
import * as repo from "./repo.js";

export const convChannel = (conversationId: number) => `conv:${conversationId}`;
export const userChannel = (userId: number) => `user:${userId}`;

/**
 * Passing notices to members' own channels, sent after the change committed. A conversation's
 * updates are computed one at a time on this node and coalesced: while one is being computed,
 * further changes only mark it dirty, and one more computation then covers them all, so a burst
 * of messages costs a few queries and every device ends with the latest state.
 */
export function createNotifier({ db, log }: Pick<Deps, "db" | "log">, realtime: RealtimeService) {
  /** Conversation → members to tell ("all" or some), for work waiting behind a running one. */
  const dirty = new Map<number, Set<number> | "all">();
  const running = new Set<number>();

  function toUser<K extends ImUserNoticeKind>(userId: number, kind: K, data: ImUserNotice<K>) {
    realtime.notice(userChannel(userId), kind, data);
  }

  async function compute(conversationId: number, who: Set<number> | "all") {
    const scope = who === "all" ? { conversationId } : { conversationId, userIds: [...who] };
    const rows = (await repo.conversationRows(db, scope)).filter((row) => row.listed);
    const totals = await repo.unreadTotals(
      db,
      rows.map((row) => row.userId),
    );
    for (const row of rows) {
      toUser(row.userId, "conversation", {
        conversation: presentConversation(row),
        unreadTotal: totals.get(row.userId) ?? 0,
      });
    }
  }

  async function drain(conversationId: number) {
    running.add(conversationId);
    try {
      for (let who = dirty.get(conversationId); who !== undefined; who = dirty.get(conversationId)) {
        dirty.delete(conversationId);
        await compute(conversationId, who).catch((error: unknown) =>
          log.error({ err: error, conversationId }, "conversation update not sent"),
        );
      }
    } finally {
      running.delete(conversationId);
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
      if (!running.has(conversationId)) {
        running.add(conversationId);
        setImmediate(() => void drain(conversationId));
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
