import { randomUUID } from "node:crypto";
import { z } from "zod";
import { idOf, must, PRIVATE_TEXT } from "../request.js";
import type { Domain } from "./domain.js";

const sent = z.object({ message: z.object({ seq: z.number() }) });

/**
 * The victim's single conversation with their friend: a message from each (the friend's still
 * unread), pinned by the victim.
 */
export const chat: Domain<{ conversationId: number; theirs: number; mine: number }> = {
  name: "chat",
  async setUp(t, { victim, friend }) {
    const conversationId = idOf(await must(t, victim, { path: "chat/conversation/open", body: { userId: friend.id } }));
    const text = async (who: typeof victim, words: string) =>
      sent.parse(
        await must(t, who, {
          path: "chat/message/send",
          body: { conversationId, clientMsgId: randomUUID(), type: 101, content: { text: words } },
        }),
      ).message.seq;
    const mine = await text(victim, `Our ${PRIVATE_TEXT}`);
    const theirs = await text(friend, `Agreed: ${PRIVATE_TEXT}`);
    await must(t, victim, { path: "chat/conversation/pin", body: { conversationId, pinned: true } });
    return { conversationId, theirs, mine };
  },

  views: (_, { conversationId }) => [
    { path: "chat/conversation/list" },
    { path: "chat/unread" },
    { path: "chat/conversation/get", body: { conversationId } },
    { path: "chat/message/after", body: { conversationId, afterSeq: 0, limit: 100 } },
  ],

  refused: ({ bystander }, { conversationId, theirs, mine }) => {
    const refusal = "conversationNotFound" as const;
    return [
      // Reading the history, and writing into it.
      { path: "chat/conversation/get", body: { conversationId }, refusal },
      { path: "chat/message/after", body: { conversationId, afterSeq: 0 }, refusal },
      { path: "chat/message/before", body: { conversationId }, refusal },
      {
        path: "chat/message/send",
        body: { conversationId, clientMsgId: randomUUID(), type: 101, content: { text: "taken over" } },
        refusal,
      },
      {
        path: "chat/message/forward",
        body: { clientMsgId: randomUUID(), conversationId, seqs: [theirs], userIds: [bystander.id] },
        refusal,
      },
      // Recalling and deleting its messages.
      { path: "chat/message/revoke", body: { conversationId, seq: mine }, refusal },
      { path: "chat/message/delete", body: { conversationId, seqs: [theirs, mine] }, refusal },
      // Its read state, records and settings.
      { path: "chat/conversation/read", body: { conversationId, seq: theirs }, refusal },
      { path: "chat/conversation/clear", body: { conversationId }, refusal },
      { path: "chat/conversation/delete", body: { conversationId }, refusal },
      { path: "chat/conversation/pin", body: { conversationId, pinned: false }, refusal },
      { path: "chat/conversation/mute", body: { conversationId, muted: true }, refusal },
    ];
  },

  // Search covers the caller's own conversations: another's finds nothing (the reply is searched
  // for the private text).
  scoped: (_, { conversationId }) => [
    {
      path: "chat/message/search",
      body: { q: PRIVATE_TEXT.split(" ")[0], conversationId, page: 1, pageSize: 20 },
    },
  ],
};
