import { randomUUID } from "node:crypto";
import type { ImMessage, ImMessageBody } from "@courtside/protocol";
import { insertMessages, type NewMessage, plainSingleSends, type SendKey } from "./batch-repo.js";
import { searchTextOf, withoutMentions } from "./content.js";
import type { ImContext } from "./context.js";
import { convChannel } from "./notify.js";
import { messageEventData } from "./presenter.js";

/** At most this many sends share one batch. */
const BATCH_MAX = 200;

export interface Sending extends SendKey {
  body: ImMessageBody;
}

interface Queued extends Sending {
  resolve: (message: ImMessage) => void;
  reject: (error: unknown) => void;
}

/**
 * Sends stored together (group commit across conversations). Sends queue while a batch is being
 * stored; the next batch takes everything that queued: its checks run as one query for the whole
 * batch (resends, membership, the speaking ban and the friend rules with the peer), and the
 * plain sends among them — new, single chat, allowed — are stored in one transaction of two
 * statements, whatever the number of conversations. Every other send (a resend, a group, a
 * refusal) goes the single-send path, which answers it as it answers any send; so does every send
 * of a batch that could not be stored whole (two sends with one client id, say).
 *
 * One batch is stored at a time on this node, and sends join in the order they were queued, so
 * a sender's messages to a conversation keep their order.
 */
export function createSendBatches(ctx: ImContext, single: (send: Sending) => Promise<ImMessage>) {
  const { db, realtime, notifier } = ctx;
  const queue: Queued[] = [];
  let running = false;

  const alone = (send: Queued) => single(send).then(send.resolve, send.reject);

  /** Which sends of the batch are plain: new, a member of a single chat, not banned, allowed. */
  async function plainOf(batch: readonly Queued[]): Promise<Queued[]> {
    const plain = await plainSingleSends(db, batch, ctx.plainSend);
    return batch.filter((_, i) => plain.has(i));
  }

  async function storeTogether(sends: readonly Queued[]) {
    const at = new Date();
    const drafts = sends.map((send) => ({
      conversationId: send.conversationId,
      seq: 0,
      id: randomUUID(),
      senderId: send.senderId,
      clientMsgId: send.clientMsgId,
      createdAt: at.getTime(),
      revoked: false,
      ...withoutMentions(send.body),
    }));
    const items = drafts.map((draft) => ({
      channel: convChannel(draft.conversationId),
      kind: "message",
      data: messageEventData(draft),
    }));
    const { events } = await realtime.publishMany(items, async (stored, tx) => {
      const rows: NewMessage[] = drafts.map((draft, i) => ({
        conversationId: draft.conversationId,
        seq: stored[i]?.seq ?? 0,
        id: draft.id,
        senderId: draft.senderId,
        clientMsgId: draft.clientMsgId,
        type: draft.type,
        content: draft.content,
        searchText: searchTextOf(draft),
      }));
      await insertMessages(tx, rows, at);
    });
    return drafts.map((draft, i): ImMessage => ({ ...draft, seq: events[i]?.seq ?? 0 }));
  }

  async function store(batch: Queued[]) {
    let plain: Queued[] = [];
    try {
      plain = await plainOf(batch);
    } catch (error) {
      ctx.log.warn({ err: error }, "batch checks failed; sending one by one");
    }
    const together = new Set(plain);
    for (const send of batch) if (!together.has(send)) void alone(send);
    if (plain.length === 0) return;
    let messages: ImMessage[];
    try {
      messages = await storeTogether(plain);
    } catch {
      for (const send of plain) await alone(send);
      return;
    }
    const conversations = [...new Set(plain.map((send) => send.conversationId))];
    for (const conversationId of conversations) notifier.conversationChanged(conversationId, "all");
    ctx.onMessages?.(conversations);
    for (const [i, send] of plain.entries()) send.resolve(messages[i] as ImMessage);
  }

  async function run() {
    try {
      for (let batch = queue.splice(0, BATCH_MAX); batch.length > 0; batch = queue.splice(0, BATCH_MAX)) {
        await store(batch);
      }
    } finally {
      running = false;
    }
  }

  return {
    /** Queues a send (its content prepared) and resolves with the stored message. */
    send(send: Sending): Promise<ImMessage> {
      return new Promise((resolve, reject) => {
        queue.push({ ...send, resolve, reject });
        if (running) return;
        running = true;
        // Sends of this turn of the event loop join the first batch.
        setImmediate(() => void run());
      });
    },
  };
}
