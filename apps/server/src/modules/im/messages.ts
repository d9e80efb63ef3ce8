import { randomUUID } from "node:crypto";
import {
  CONVERSATION_TYPE,
  GROUP_LIMITS,
  IM_MESSAGE_TYPE,
  type ImMessage,
  type ImMessageBody,
  type ImSendContent,
  type MessagesAfter,
  type MessagesBefore,
} from "@courtside/protocol";
import type { Db } from "../../db/client.js";
import { AppError } from "../../http/app-error.js";
import { createTurns, type Turn } from "../../realtime/turns.js";
import { createSendBatches, type Sending } from "./batch.js";
import { prepareContent, searchTextOf, withoutMentions } from "./content.js";
import { checkMayMessage, type GroupSend, type ImContext, requireMember } from "./context.js";
import { convChannel } from "./notify.js";
import { messageEventData, presentMessage, revokedEventData } from "./presenter.js";
import * as repo from "./repo.js";

/** A revoke that found the message already revoked (by a request on another device or node). */
class AlreadyRevoked extends Error {}

/**
 * Sending, history and revoking. A message is one event of the conversation's stream: the event
 * (for delivery and resume) and the `im_messages` row (the record) are written in one transaction
 * that the realtime service commits before the event is published, so what was acknowledged is
 * stored, and what is stored reaches every member's devices.
 */
export function createMessages(ctx: ImContext) {
  const { db, realtime, notifier } = ctx;
  const turns = createTurns();

  type Member = Awaited<ReturnType<typeof requireMember>>;

  /**
   * Tells members' devices their list changed. In a big group only the sender's own devices are
   * told: everyone else learns from the event on `conv:<id>` (or the list, when they come back),
   * so a message costs no query or notice per member.
   */
  function changed(conversationId: number, groupMembers: number | null, actorId: number) {
    const big = groupMembers !== null && groupMembers > GROUP_LIMITS.smallGroupMax;
    notifier.conversationChanged(conversationId, big ? [actorId] : "all");
  }

  /** A group's say on the send (refusals, mentions); single chats drop mentions. */
  async function gate(tx: Db, member: Member & { conversationId: number }, senderId: number, body: ImMessageBody) {
    const groups = ctx.groups();
    if (member.type === CONVERSATION_TYPE.group && groups) {
      return groups.checkSend(tx, member.conversationId, senderId, body);
    }
    const plain: GroupSend = { body: withoutMentions(body), mentions: [] };
    return plain;
  }

  /** Stores a prepared message of a member (whose client id is new) and returns it. */
  async function store(
    senderId: number,
    member: Member & { conversationId: number },
    clientMsgId: string,
    body: ImMessageBody,
    turn?: Turn,
  ): Promise<ImMessage> {
    const { conversationId } = member;
    if (member.type === CONVERSATION_TYPE.single && member.peerId !== null) {
      await checkMayMessage(ctx, senderId, member.peerId);
    }
    const id = randomUUID();
    const createdAt = new Date();
    const draft = { conversationId, seq: 0, id, senderId, clientMsgId, createdAt: createdAt.getTime(), revoked: false };
    let sent = body;
    try {
      await turn?.ready();
      const published = realtime.publishWith(convChannel(conversationId), "message", async (tx) => {
        const checked = await gate(tx, member, senderId, body);
        sent = checked.body;
        return {
          data: messageEventData({ ...draft, ...sent }),
          after: async (stored, inTx) => {
            await repo.insertMessage(inTx, {
              conversationId,
              seq: stored.seq,
              id,
              senderId,
              clientMsgId,
              type: sent.type,
              content: sent.content,
              searchText: searchTextOf(sent),
              createdAt,
            });
            if (checked.mentions.length > 0) {
              await ctx.groups()?.recordMentions(inTx, conversationId, stored.seq, checked.mentions);
            }
          },
        };
      });
      turn?.pass();
      const { event } = await published;
      changed(conversationId, member.groupMembers, senderId);
      ctx.onMessages?.([conversationId]);
      return { ...draft, ...sent, seq: event.seq };
    } catch (error) {
      // The same client id sent twice at once: one was stored, this one answers with it.
      const stored = repo.isUniqueViolation(error) ? await repo.findByClientId(db, senderId, clientMsgId) : undefined;
      if (stored) return presentMessage(stored);
      throw error;
    }
  }

  /** Stores a prepared message once per client message id and returns it (the stored one on a retry). */
  async function deliver(senderId: number, conversationId: number, clientMsgId: string, body: ImMessageBody) {
    const earlier = await repo.findByClientId(db, senderId, clientMsgId);
    if (earlier) return presentMessage(earlier);
    const member = await requireMember(ctx, conversationId, senderId);
    return store(senderId, { ...member, conversationId }, clientMsgId, body);
  }

  /** A send of a batch that is not stored with it: checked and stored alone. */
  async function sendAlone(send: Sending) {
    const earlier = await repo.findByClientId(db, send.senderId, send.clientMsgId);
    if (earlier) return presentMessage(earlier);
    await ctx.mayspeak(send.senderId);
    const member = await requireMember(ctx, send.conversationId, send.senderId);
    return store(send.senderId, { ...member, conversationId: send.conversationId }, send.clientMsgId, send.body);
  }
  const batches = createSendBatches(ctx, sendAlone);

  return {
    deliver,

    /**
     * A message of the service itself (a group tip), in the name of `senderId`: no membership or
     * group-state check. `inTx` runs in the transaction that stores it, with its seq (e.g. to
     * delete what the tip announces). `tell` says whose lists to update: every member's, or the
     * actor's only (big groups).
     */
    async post(
      conversationId: number,
      senderId: number,
      body: ImMessageBody,
      options: { tell: "all" | readonly number[]; inTx?: (seq: number, tx: Db) => Promise<void> },
    ): Promise<ImMessage> {
      const id = randomUUID();
      const clientMsgId = `sys:${id}`;
      const createdAt = new Date();
      const draft = {
        conversationId,
        seq: 0,
        id,
        senderId,
        clientMsgId,
        createdAt: createdAt.getTime(),
        revoked: false,
      };
      const { event } = await realtime.publishWith(convChannel(conversationId), "message", async () => ({
        data: messageEventData({ ...draft, ...body }),
        after: async (stored, tx) => {
          await repo.insertMessage(tx, {
            conversationId,
            seq: stored.seq,
            id,
            senderId,
            clientMsgId,
            type: body.type,
            content: body.content,
            searchText: searchTextOf(body),
            createdAt,
          });
          await options.inTx?.(stored.seq, tx);
        },
      }));
      notifier.conversationChanged(conversationId, options.tell);
      return { ...draft, ...body, seq: event.seq };
    },

    /**
     * Sends what a client wrote, after checking its media and filling in a card. A text joins the
     * next batch of sends (see `createSendBatches`); other messages are checked and stored alone.
     */
    async send(senderId: number, conversationId: number, clientMsgId: string, sent: ImSendContent) {
      // One sender's messages keep the order they arrived in, whichever checks finish first.
      const turn = turns.take(`${conversationId}|${senderId}`);
      try {
        if (sent.type === IM_MESSAGE_TYPE.text) {
          await turn.ready();
          return await batches.send({ senderId, conversationId, clientMsgId, body: sent });
        }
        const earlier = await repo.findByClientId(db, senderId, clientMsgId);
        if (earlier) return presentMessage(earlier);
        await ctx.mayspeak(senderId);
        const member = await requireMember(ctx, conversationId, senderId);
        const body = await prepareContent(ctx.content, senderId, sent);
        return await store(senderId, { ...member, conversationId }, clientMsgId, body, turn);
      } finally {
        turn.pass();
      }
    },

    /**
     * Catch-up: visible messages after `afterSeq`, oldest first. The head is read before the
     * messages and bounds them, and everything at or below it has committed (seqs are taken under
     * a row lock held until commit), so `seq` = the head means nothing up to it was skipped.
     */
    async after(userId: number, conversationId: number, afterSeq: number, limit: number): Promise<MessagesAfter> {
      const member = await requireMember(ctx, conversationId, userId);
      const range = { after: afterSeq, upTo: member.lastSeq, hiddenBefore: member.hiddenBeforeSeq };
      const rows = await repo.messagesAfter(db, conversationId, userId, range, limit + 1);
      const more = rows.length > limit;
      const page = rows.slice(0, limit);
      const covered = more ? (page.at(-1)?.seq ?? afterSeq) : Math.max(afterSeq, member.lastSeq);
      const revoked = await repo.revokedBetween(db, conversationId, userId, { ...range, upTo: covered });
      return {
        messages: page.map(presentMessage),
        revoked: revoked.map((row) => ({ seq: row.seq, at: row.revokedAt?.getTime() ?? 0 })),
        seq: covered,
        more,
      };
    },

    /** Scrolling up: visible messages before `beforeSeq` (or the latest), oldest first. */
    async before(userId: number, conversationId: number, beforeSeq: number | undefined, limit: number) {
      const member = await requireMember(ctx, conversationId, userId);
      const range = { before: beforeSeq, hiddenBefore: member.hiddenBeforeSeq };
      const rows = await repo.messagesBefore(db, conversationId, userId, range, limit + 1);
      const result: MessagesBefore = {
        messages: rows.slice(0, limit).reverse().map(presentMessage),
        more: rows.length > limit,
        lastSeq: member.lastSeq,
      };
      return result;
    },

    /**
     * Revokes one's own message within the window. The `revoked` event takes a seq (devices that
     * have the message mark it), and the stored message event loses its content.
     */
    async revoke(userId: number, conversationId: number, seq: number): Promise<ImMessage> {
      const member = await requireMember(ctx, conversationId, userId);
      const row = await repo.findMessage(db, conversationId, seq);
      if (!row || row.seq <= member.hiddenBeforeSeq) throw new AppError("messageNotFound", { status: 404 });
      if (row.senderId !== userId) throw new AppError("revokeOwnOnly", { status: 403 });
      if (row.revokedAt) return presentMessage(row);
      if (Date.now() - row.createdAt.getTime() > ctx.revokeSeconds * 1000) throw new AppError("messageExpired");
      const channel = convChannel(conversationId);
      try {
        await realtime.publishWith(channel, "revoked", async (tx) => {
          const locked = await repo.findMessage(tx, conversationId, seq, true);
          if (!locked || locked.revokedAt) throw new AlreadyRevoked();
          return {
            data: { seq, by: userId, at: Date.now() },
            after: (event, inTx) =>
              repo.revoke(inTx, {
                conversationId,
                seq,
                revokedSeq: event.seq,
                channel,
                stub: revokedEventData(locked),
              }),
          };
        });
        changed(conversationId, member.groupMembers, userId);
      } catch (error) {
        if (!(error instanceof AlreadyRevoked)) throw error;
      }
      const revoked = await repo.findMessage(db, conversationId, seq);
      if (!revoked) throw new AppError("messageNotFound", { status: 404 });
      return presentMessage(revoked);
    },

    /** Deletes messages for me only; my other devices drop them too. */
    async hide(userId: number, conversationId: number, seqs: readonly number[]) {
      const member = await requireMember(ctx, conversationId, userId);
      const hidden = await repo.hide(db, conversationId, userId, seqs, member.lastSeq);
      if (hidden.length > 0) {
        notifier.toUser(userId, "messagesHidden", { conversationId, seqs: hidden });
        notifier.conversationChanged(conversationId, [userId]);
      }
      return { conversationId, seqs: hidden };
    },
  };
}
export type Messages = ReturnType<typeof createMessages>;
