import { createHash } from "node:crypto";
import { IM_LIMITS, IM_MESSAGE_TYPE, type ImForwardBody, type ImMessageBody } from "@courtside/protocol";
import { AppError } from "../../http/app-error.js";
import { checkMayMessage, type ImContext, requireMember } from "./context.js";
import type { Conversations } from "./conversations.js";
import type { Messages } from "./messages.js";
import { bodyOf } from "./presenter.js";
import * as repo from "./repo.js";

/** One target of a forward: what was stored there, or why that chat refused. */
export interface ForwardOutcome {
  conversationId: number | null;
  userId: number | null;
  seqs: number[];
  error: AppError | null;
}

/** The client id of one copy: derived, so a retried forward stores each copy once. */
function copyId(clientMsgId: string, target: string, index: number): string {
  return `fw:${createHash("sha256").update(`${clientMsgId}\n${target}\n${index}`).digest("base64url").slice(0, 32)}`;
}

/**
 * Forwards visible messages of one conversation to up to 50 chats (conversations, or people
 * without one yet), each copy as a new message of the forwarder, or all of them merged into one.
 * Each target is tried on its own: one that refuses (a blacklist, not friends) does not stop the rest.
 */
export function createForward(ctx: ImContext, conversations: Conversations, messages: Messages) {
  async function bodies(userId: number, body: ImForwardBody): Promise<ImMessageBody[]> {
    const member = await requireMember(ctx, body.conversationId, userId);
    const rows = await repo.visibleMessages(ctx.db, body.conversationId, userId, member.hiddenBeforeSeq, body.seqs);
    if (rows.length === 0) throw new AppError("messageNotFound", { status: 404 });
    if (!body.merged) return rows.map((row) => bodyOf(row.type, row.content, false));
    const senders = new Map(
      (await repo.findUsers(ctx.db, [...new Set(rows.map((row) => row.senderId))])).map((u) => [u.id, u.nickname]),
    );
    const items = rows.map((row) => {
      const copied = bodyOf(row.type, row.content, false);
      return {
        senderId: row.senderId,
        senderNickname: senders.get(row.senderId) ?? "",
        type: copied.type,
        content: copied.content ?? {},
        createdAt: row.createdAt.getTime(),
      };
    });
    return [{ type: IM_MESSAGE_TYPE.merged, content: { title: body.title ?? "", items } }];
  }

  return async function forward(userId: number, body: ImForwardBody): Promise<ForwardOutcome[]> {
    const conversationIds = [...new Set(body.conversationIds)];
    const userIds = [...new Set(body.userIds)];
    const count = conversationIds.length + userIds.length;
    if (count > IM_LIMITS.forwardTargetsMax) {
      throw new AppError("forwardLimit", { params: { max: IM_LIMITS.forwardTargetsMax } });
    }
    if (count === 0) throw new AppError("validation");
    await ctx.mayspeak(userId);
    const copies = await bodies(userId, body);
    const targets = [
      ...conversationIds.map((id) => ({ conversationId: id, userId: null })),
      ...userIds.map((id) => ({ conversationId: null, userId: id })),
    ];
    const outcomes: ForwardOutcome[] = [];
    for (const target of targets) {
      const key = target.conversationId === null ? `u${target.userId}` : `c${target.conversationId}`;
      try {
        let conversationId = target.conversationId;
        if (conversationId === null && target.userId !== null) {
          // Checked first so that a refused person does not get an empty conversation.
          if (target.userId !== userId) await checkMayMessage(ctx, userId, target.userId);
          conversationId = (await conversations.open(userId, target.userId)).id;
        }
        if (conversationId === null) continue;
        const seqs: number[] = [];
        for (const [index, copy] of copies.entries()) {
          seqs.push((await messages.deliver(userId, conversationId, copyId(body.clientMsgId, key, index), copy)).seq);
        }
        outcomes.push({ ...target, conversationId, seqs, error: null });
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        outcomes.push({ ...target, seqs: [], error });
      }
    }
    return outcomes;
  };
}
