import {
  deleteMessageBodySchema,
  envelope,
  imInfoSchema,
  matchIdBodySchema,
  muteAllBodySchema,
  muteBodySchema,
  onlineCountSchema,
  phraseAddBodySchema,
  phraseDeleteBodySchema,
  phraseEditBodySchema,
  phraseSchema,
  phraseSortBodySchema,
  roomAdvSchema,
  roomHistoryBodySchema,
  roomHistorySchema,
  roomIdSchema,
  roomPeopleSchema,
  roomUserBodySchema,
  stopChatBodySchema,
  userAuthBodySchema,
} from "@courtside/protocol";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ok } from "../../http/envelope.js";
import { currentUser } from "../auth/plugin.js";

const tags = ["chat room"];
const done = envelope(z.null());

/** Live-room chat: joining, moderation by role and common phrases, at their section-7 paths. */
export const chatRoomRoutes: FastifyPluginAsyncZod = async (app) => {
  const chat = app.services.chatroom;
  const { system } = app.services;

  const imInfo = (channel: string) => async () => ({
    channel,
    wsUrl: system.domain().wsUrl,
    imMsgTimeout: (await system.globalConfig()).imMsgTimeout,
  });

  app.post(
    "/web_anchor/web_im_info",
    {
      schema: {
        tags,
        summary: "Where a live room's chat is: its channel on the realtime gateway",
        body: z.object({ anchorId: roomIdSchema }),
        response: { 200: envelope(imInfoSchema) },
      },
    },
    async (req) => ok(await imInfo(`room:${req.body.anchorId}`)()),
  );

  app.post(
    "/web_race/race_im_info",
    {
      schema: {
        tags,
        summary: "Where a match's chat room is: its channel on the realtime gateway",
        body: z.object({ matchId: roomIdSchema }),
        response: { 200: envelope(imInfoSchema) },
      },
    },
    async (req) => ok(await imInfo(`match:${req.body.matchId}`)()),
  );

  app.post(
    "/chat-room/history",
    {
      preHandler: app.optionalUser,
      schema: {
        tags,
        summary: "Joining a room: recent messages, announcement, online count and one's own standing",
        description: "Subscribe to `channel` with `lastSeq: seq` to continue without a gap.",
        body: roomHistoryBodySchema,
        response: { 200: envelope(roomHistorySchema) },
      },
    },
    async (req) => {
      const { roomId } = req.body;
      const online = await chat.onlineCount(roomId, app.presence);
      return ok(await chat.history(roomId, req.user?.id ?? null, online));
    },
  );

  app.post(
    "/chat-room/match-history",
    {
      preHandler: app.optionalUser,
      schema: {
        tags,
        summary: "Joining a match's chat room: recent messages, how many follow it and one's own standing",
        description: "Subscribe to `channel` (`match:<id>`) with `lastSeq: seq` to continue without a gap.",
        body: matchIdBodySchema,
        response: { 200: envelope(roomHistorySchema) },
      },
    },
    async (req) => {
      const { matchId } = req.body;
      const online = await chat.matchOnline(matchId, app.presence);
      return ok(await chat.matchHistory(matchId, req.user?.id ?? null, online));
    },
  );

  app.get(
    "/chat-room/adv/:id",
    {
      schema: {
        tags,
        summary: "Banners shown above a room's chat",
        params: z.object({ id: roomIdSchema }),
        response: { 200: envelope(roomAdvSchema) },
      },
    },
    async (req) => ok(await system.roomAdv(req.params.id, req.lang)),
  );

  app.get(
    "/chat/anchor/room/chat/banner",
    {
      schema: {
        tags,
        summary: "Banners pinned in a room's chat",
        querystring: z.object({ roomId: roomIdSchema }),
        response: { 200: envelope(roomAdvSchema) },
      },
    },
    async (req) => ok(await system.roomAdv(req.query.roomId, req.lang, "chat")),
  );

  app.post(
    "/chat/anchor/onlineCount",
    {
      schema: {
        tags,
        summary: "People in a live room now, across every node",
        body: z.object({ roomId: roomIdSchema }),
        response: { 200: envelope(onlineCountSchema) },
      },
    },
    async (req) => ok({ count: await chat.onlineCount(req.body.roomId, app.presence) }),
  );

  const moderation = { preHandler: app.requireUser };

  app.post(
    "/chat-room/mute",
    {
      ...moderation,
      schema: {
        tags,
        summary: "Mute a user for 10, 30 or 60 minutes or for the room's current match",
        body: muteBodySchema,
        response: {
          200: envelope(z.object({ until: z.number().int().nullable(), matchId: z.number().int().nullable() })),
        },
      },
    },
    async (req) => ok(await chat.mute(currentUser(req).id, req.body.roomId, req.body.userId, req.body.duration)),
  );

  app.post(
    "/chat-room/unmute",
    {
      ...moderation,
      schema: { tags, summary: "Lift a user's mute", body: roomUserBodySchema, response: { 200: done } },
    },
    async (req) => {
      await chat.unmute(currentUser(req).id, req.body.roomId, req.body.userId);
      return ok(null);
    },
  );

  app.post(
    "/chat-room/mute_all",
    {
      ...moderation,
      schema: {
        tags,
        summary: "Mute or unmute everyone but the moderators",
        body: muteAllBodySchema,
        response: { 200: done },
      },
    },
    async (req) => {
      await chat.muteAll(currentUser(req).id, req.body.roomId, req.body.on);
      return ok(null);
    },
  );

  app.post(
    "/web_anchor/clear_msg",
    {
      ...moderation,
      schema: {
        tags,
        summary: "Clear the room's chat screen for everyone",
        body: z.object({ roomId: roomIdSchema }),
        response: { 200: done },
      },
    },
    async (req) => {
      await chat.clear(currentUser(req).id, req.body.roomId);
      return ok(null);
    },
  );

  app.post(
    "/chat-room/message/delete",
    {
      ...moderation,
      schema: {
        tags,
        summary: "Remove one message from the room",
        body: deleteMessageBodySchema,
        response: { 200: done },
      },
    },
    async (req) => {
      await chat.deleteMessage(currentUser(req).id, req.body.roomId, req.body.seq);
      return ok(null);
    },
  );

  app.post(
    "/web_anchor/stop_chat",
    {
      ...moderation,
      schema: {
        tags,
        summary: "Bar a user from the room's chat, or lift the bar",
        body: stopChatBodySchema,
        response: { 200: done },
      },
    },
    async (req) => {
      await chat.ban(currentUser(req).id, req.body.roomId, req.body.userId, req.body.flag === 1);
      return ok(null);
    },
  );

  app.post(
    "/web_anchor/anchor_user_auth",
    {
      ...moderation,
      schema: {
        tags,
        summary: "The anchor makes a user a room admin or little assistant, or revokes it",
        body: userAuthBodySchema,
        response: { 200: done },
      },
    },
    async (req) => {
      await chat.grant(currentUser(req).id, req.body.userId, req.body.role, req.body.flag === 1);
      return ok(null);
    },
  );

  app.post(
    "/chat-room/people",
    {
      ...moderation,
      schema: {
        tags,
        summary: "The room's moderators, muted and barred users (for moderators)",
        body: z.object({ roomId: roomIdSchema }),
        response: { 200: envelope(roomPeopleSchema) },
      },
    },
    async (req) => ok(await chat.people(currentUser(req).id, req.body.roomId)),
  );

  const phrases = { preHandler: app.requireUser };

  app.post(
    "/chat/appUserFrequently/listAll",
    {
      ...phrases,
      schema: { tags, summary: "My common phrases, in order", response: { 200: envelope(z.array(phraseSchema)) } },
    },
    async (req) => ok(await chat.phrases(currentUser(req).id)),
  );

  app.post(
    "/chat/appUserFrequently/add",
    {
      ...phrases,
      schema: {
        tags,
        summary: "Add a common phrase (at most 10)",
        body: phraseAddBodySchema,
        response: { 200: envelope(phraseSchema) },
      },
    },
    async (req) => ok(await chat.addPhrase(currentUser(req).id, req.body.text)),
  );

  app.post(
    "/chat/appUserFrequently/edit",
    {
      ...phrases,
      schema: { tags, summary: "Change a common phrase", body: phraseEditBodySchema, response: { 200: done } },
    },
    async (req) => {
      await chat.editPhrase(currentUser(req).id, req.body.id, req.body.text);
      return ok(null);
    },
  );

  app.post(
    "/chat/appUserFrequently/delete",
    {
      ...phrases,
      schema: { tags, summary: "Remove a common phrase", body: phraseDeleteBodySchema, response: { 200: done } },
    },
    async (req) => {
      await chat.deletePhrase(currentUser(req).id, req.body.id);
      return ok(null);
    },
  );

  app.post(
    "/chat/appUserFrequently/batchEditSort",
    {
      ...phrases,
      schema: {
        tags,
        summary: "Put the common phrases in this order",
        body: phraseSortBodySchema,
        response: { 200: done },
      },
    },
    async (req) => {
      await chat.sortPhrases(currentUser(req).id, req.body.ids);
      return ok(null);
    },
  );
};
