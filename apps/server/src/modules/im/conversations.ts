import {
  CONVERSATION_TYPE,
  GROUP_LIMITS,
  IM_UNREAD_CLEAR,
  type ImConversation,
  type ImConversationList,
  type ImUserNotice,
} from "@courtside/protocol";
import { AppError } from "../../http/app-error.js";
import { type ImContext, requireMember } from "./context.js";
import { presentConversation } from "./presenter.js";
import * as repo from "./repo.js";

/** Two people share one single conversation, found by this key whichever of them opens it. */
export const pairKeyOf = (a: number, b: number) => (a < b ? `${a}:${b}` : `${b}:${a}`);

/** The conversation list and each member's own settings: read seq, pins, mutes, clearing. */
export function createConversations(ctx: ImContext) {
  const { db, notifier } = ctx;

  async function item(userId: number, conversationId: number): Promise<ImConversation> {
    const [row] = await repo.conversationRows(db, { conversationId, userIds: [userId] });
    if (!row) throw new AppError("conversationNotFound", { status: 404 });
    return presentConversation(row);
  }

  /** The single conversation with a person, created (and listed for the opener) on first use. */
  async function open(userId: number, peerId: number): Promise<ImConversation> {
    if (peerId === userId) throw new AppError("chatWithSelf");
    const [peer] = await repo.findUsers(db, [peerId]);
    if (!peer) throw new AppError("userNotFound");
    const id = await repo.openSingle(db, pairKeyOf(userId, peerId), userId, peerId);
    return item(userId, id);
  }

  return {
    item,
    open,

    async list(userId: number): Promise<ImConversationList> {
      const [rows, unreadTotal] = await Promise.all([
        repo.conversationRows(db, { userId }),
        notifier.unreadTotal(userId),
      ]);
      return { list: rows.map(presentConversation), unreadTotal };
    },

    async get(userId: number, conversationId: number) {
      await requireMember(ctx, conversationId, userId);
      return item(userId, conversationId);
    },

    async settings(userId: number, conversationId: number, set: { pinned?: boolean; muted?: boolean }) {
      await requireMember(ctx, conversationId, userId);
      await repo.updateMember(db, conversationId, userId, set);
      notifier.conversationChanged(conversationId, [userId]);
      return item(userId, conversationId);
    },

    /**
     * Marks read up to `seq`. My other devices learn the new unread; in a single chat the peer's
     * devices learn it too (the read receipts of their messages). In a big group the receipt is
     * not sent to everyone following it: "read by N" there is asked for (`group/msg/readCount`).
     */
    async read(userId: number, conversationId: number, seq: number) {
      const member = await requireMember(ctx, conversationId, userId);
      const moved = await repo.moveRead(db, conversationId, userId, seq);
      if (moved !== undefined) {
        const big = member.groupMembers !== null && member.groupMembers > GROUP_LIMITS.smallGroupMax;
        if (!big) notifier.read(conversationId, userId, moved);
        notifier.conversationChanged(conversationId, member.type === CONVERSATION_TYPE.single ? "all" : [userId]);
      }
      return item(userId, conversationId);
    },

    /** 888: every conversation read to its head; my devices clear their badges at once. */
    async readAll(userId: number): Promise<ImUserNotice<"unreadClear">> {
      const moved = await repo.readAll(db, userId);
      for (const { conversationId, readSeq } of moved) notifier.read(conversationId, userId, readSeq);
      const notice = { type: IM_UNREAD_CLEAR, readSeqs: moved, unreadTotal: await notifier.unreadTotal(userId) };
      if (moved.length > 0) notifier.toUser(userId, "unreadClear", notice);
      return notice;
    },

    /** Clears the records for me (others keep theirs). */
    async clear(userId: number, conversationId: number) {
      await requireMember(ctx, conversationId, userId);
      await repo.clearFor(db, conversationId, userId, false);
      notifier.conversationChanged(conversationId, [userId]);
      return item(userId, conversationId);
    },

    /** Deletes it from my list, with its records for me; a new message brings it back. */
    async remove(userId: number, conversationId: number) {
      await requireMember(ctx, conversationId, userId);
      await repo.clearFor(db, conversationId, userId, true);
      notifier.toUser(userId, "conversationRemoved", {
        conversationId,
        unreadTotal: await notifier.unreadTotal(userId),
      });
    },
  };
}
export type Conversations = ReturnType<typeof createConversations>;
