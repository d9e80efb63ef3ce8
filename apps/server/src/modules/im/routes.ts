import {
  conversationBodySchema,
  conversationMuteBodySchema,
  conversationOpenBodySchema,
  conversationPinBodySchema,
  conversationReadBodySchema,
  envelope,
  imConversationListSchema,
  imConversationSchema,
  imForwardBodySchema,
  imForwardResultSchema,
  imSearchBodySchema,
  imSearchPageSchema,
  imSendRequestSchema,
  imSendResultSchema,
  imUnreadSchema,
  imUserNoticeData,
  messageRefBodySchema,
  messagesAfterBodySchema,
  messagesAfterSchema,
  messagesBeforeBodySchema,
  messagesBeforeSchema,
  messagesDeleteBodySchema,
} from "@courtside/protocol";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ok } from "../../http/envelope.js";
import { currentUser } from "../auth/plugin.js";
import { presentForward } from "./presenter.js";

const tags = ["chat"];
const conversation = envelope(imConversationSchema);

/** Private messaging under the chat base `/web/chat` (DECISIONS 4): conversations and messages. */
export const imRoutes: FastifyPluginAsyncZod = async (app) => {
  const { conversations, messages, forward, search } = app.services.im;
  const signedIn = { preHandler: app.requireUser };

  app.post(
    "/chat/conversation/list",
    {
      ...signedIn,
      schema: {
        tags,
        summary: "My conversations with their last seq, unread and settings, and the unread total",
        description:
          "A device that comes back asks each conversation for what came after its own last seq (`message/after`).",
        response: { 200: envelope(imConversationListSchema) },
      },
    },
    async (req) => ok(await conversations.list(currentUser(req).id)),
  );

  app.post(
    "/chat/conversation/open",
    {
      ...signedIn,
      schema: {
        tags,
        summary: "The single conversation with a person, created on first use",
        body: conversationOpenBodySchema,
        response: { 200: conversation },
      },
    },
    async (req) => ok(await conversations.open(currentUser(req).id, req.body.userId)),
  );

  app.post(
    "/chat/conversation/get",
    {
      ...signedIn,
      schema: {
        tags,
        summary: "One conversation of mine",
        body: conversationBodySchema,
        response: { 200: conversation },
      },
    },
    async (req) => ok(await conversations.get(currentUser(req).id, req.body.conversationId)),
  );

  app.post(
    "/chat/conversation/pin",
    {
      ...signedIn,
      schema: {
        tags,
        summary: "Pin or unpin a conversation",
        body: conversationPinBodySchema,
        response: { 200: conversation },
      },
    },
    async (req) =>
      ok(await conversations.settings(currentUser(req).id, req.body.conversationId, { pinned: req.body.pinned })),
  );

  app.post(
    "/chat/conversation/mute",
    {
      ...signedIn,
      schema: {
        tags,
        summary: "Mute or unmute a conversation's notifications",
        body: conversationMuteBodySchema,
        response: { 200: conversation },
      },
    },
    async (req) =>
      ok(await conversations.settings(currentUser(req).id, req.body.conversationId, { muted: req.body.muted })),
  );

  app.post(
    "/chat/conversation/read",
    {
      ...signedIn,
      schema: {
        tags,
        summary: "Mark read up to a seq (read receipts; never moves back)",
        body: conversationReadBodySchema,
        response: { 200: conversation },
      },
    },
    async (req) => ok(await conversations.read(currentUser(req).id, req.body.conversationId, req.body.seq)),
  );

  app.post(
    "/chat/conversation/readAll",
    {
      ...signedIn,
      schema: {
        tags,
        summary: "Mark every conversation read (888, unread clearing)",
        response: { 200: envelope(imUserNoticeData.unreadClear) },
      },
    },
    async (req) => ok(await conversations.readAll(currentUser(req).id)),
  );

  app.post(
    "/chat/conversation/clear",
    {
      ...signedIn,
      schema: {
        tags,
        summary: "Clear a conversation's records for me",
        body: conversationBodySchema,
        response: { 200: conversation },
      },
    },
    async (req) => ok(await conversations.clear(currentUser(req).id, req.body.conversationId)),
  );

  app.post(
    "/chat/conversation/delete",
    {
      ...signedIn,
      schema: {
        tags,
        summary: "Delete a conversation from my list, with its records for me",
        body: conversationBodySchema,
        response: { 200: envelope(z.null()) },
      },
    },
    async (req) => {
      await conversations.remove(currentUser(req).id, req.body.conversationId);
      return ok(null);
    },
  );

  app.post(
    "/chat/unread",
    {
      ...signedIn,
      schema: {
        tags,
        summary: "My unread total and the system messages' unread",
        response: { 200: envelope(imUnreadSchema) },
      },
    },
    async (req) => ok(await app.services.im.unread(currentUser(req).id)),
  );

  app.post(
    "/chat/message/send",
    {
      ...signedIn,
      schema: {
        tags,
        summary: "Send a message (stored before the answer; a retried clientMsgId returns the stored one)",
        body: imSendRequestSchema,
        response: { 200: envelope(imSendResultSchema) },
      },
    },
    async (req) => {
      const { conversationId, clientMsgId, ...sent } = req.body;
      return ok({ message: await messages.send(currentUser(req).id, conversationId, clientMsgId, sent) });
    },
  );

  app.post(
    "/chat/message/after",
    {
      ...signedIn,
      schema: {
        tags,
        summary: "Catch up: messages after a seq, in pages without gaps or duplicates",
        body: messagesAfterBodySchema,
        response: { 200: envelope(messagesAfterSchema) },
      },
    },
    async (req) => {
      const { conversationId, afterSeq, limit } = req.body;
      return ok(await messages.after(currentUser(req).id, conversationId, afterSeq, limit));
    },
  );

  app.post(
    "/chat/message/before",
    {
      ...signedIn,
      schema: {
        tags,
        summary: "Scroll up: messages before a seq (or the latest)",
        body: messagesBeforeBodySchema,
        response: { 200: envelope(messagesBeforeSchema) },
      },
    },
    async (req) => {
      const { conversationId, beforeSeq, limit } = req.body;
      return ok(await messages.before(currentUser(req).id, conversationId, beforeSeq, limit));
    },
  );

  app.post(
    "/chat/message/revoke",
    {
      ...signedIn,
      schema: {
        tags,
        summary: "Revoke my message within the revoke window (then 6003 message expired)",
        body: messageRefBodySchema,
        response: { 200: envelope(imSendResultSchema) },
      },
    },
    async (req) => ok({ message: await messages.revoke(currentUser(req).id, req.body.conversationId, req.body.seq) }),
  );

  app.post(
    "/chat/message/delete",
    {
      ...signedIn,
      schema: {
        tags,
        summary: "Delete messages for me only",
        body: messagesDeleteBodySchema,
        response: { 200: envelope(imUserNoticeData.messagesHidden) },
      },
    },
    async (req) => ok(await messages.hide(currentUser(req).id, req.body.conversationId, req.body.seqs)),
  );

  app.post(
    "/chat/message/search",
    {
      ...signedIn,
      schema: {
        tags,
        summary: "Search chat records in one conversation or all of mine, with highlights",
        body: imSearchBodySchema,
        response: { 200: envelope(imSearchPageSchema) },
      },
    },
    async (req) => ok(await search(currentUser(req).id, req.body)),
  );

  app.post(
    "/chat/message/forward",
    {
      ...signedIn,
      schema: {
        tags,
        summary: "Forward messages to up to 50 chats, one by one or merged into one",
        body: imForwardBodySchema,
        response: { 200: envelope(imForwardResultSchema) },
      },
    },
    async (req) => ok(presentForward(await forward(currentUser(req).id, req.body), req.lang)),
  );
};
