import {
  applicationListBodySchema,
  applicationListSchema,
  applyFriendBodySchema,
  applyFriendResultSchema,
  blacklistSchema,
  cardCodeBodySchema,
  cardCodeSchema,
  envelope,
  friendApplicationIdBodySchema,
  friendApplicationSchema,
  friendListSchema,
  friendStatusBodySchema,
  friendStatusSchema,
  isFriendParamsSchema,
  isFriendSchema,
  privacyBodySchema,
  privacySchema,
  remarkBodySchema,
  resolveCardBodySchema,
  searchFriendParamsSchema,
  searchFriendQuerySchema,
  searchFriendResultSchema,
  sendAbleBatchBodySchema,
  sendAbleBatchSchema,
  sendAbleSchema,
  userCardSchema,
  userIdBodySchema,
} from "@courtside/protocol";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ok } from "../../http/envelope.js";
import { currentUser } from "../auth/plugin.js";

const tags = ["friends"];
const done = envelope(z.null());

/** Friends at the chat base (DECISIONS 4: `/web/chat`): the section-7 calls, then the address book's own. */
export const friendRoutes: FastifyPluginAsyncZod = async (app) => {
  const friends = app.services.friend;
  const signedIn = { preHandler: app.requireUser };
  const me = (req: Parameters<typeof currentUser>[0]) => currentUser(req).id;

  app.get(
    "/chat/manage/userSearch/searchFriend/:q",
    {
      ...signedIn,
      schema: {
        tags,
        summary: "Find people by ID, username, phone or email (exact match; counts against the daily search limit)",
        params: searchFriendParamsSchema,
        querystring: searchFriendQuerySchema,
        response: { 200: envelope(searchFriendResultSchema) },
      },
    },
    async (req) => ok(await friends.search(me(req), req.params.q, req.query.source, app.presence)),
  );

  app.post(
    "/chat/applyFriend",
    {
      ...signedIn,
      schema: {
        tags,
        summary: "Ask someone to be friends (again: updates the note); if they asked me too, we are friends at once",
        body: applyFriendBodySchema,
        response: { 200: envelope(applyFriendResultSchema) },
      },
    },
    async (req) => ok(await friends.apply(me(req), req.body)),
  );

  app.post(
    "/chat/send/able",
    {
      ...signedIn,
      schema: {
        tags,
        summary: "May I message this user (their blacklist and privacy setting, and mine)?",
        body: userIdBodySchema,
        response: { 200: envelope(sendAbleSchema) },
      },
    },
    async (req) => {
      const [verdict] = await friends.rights(me(req), [req.body.userId]);
      return ok(verdict ?? { userId: req.body.userId, able: false, reason: "userNotFound" as const });
    },
  );

  app.post(
    "/chat/send/able/batch",
    {
      ...signedIn,
      schema: {
        tags,
        summary: "May I message each of these users?",
        body: sendAbleBatchBodySchema,
        response: { 200: envelope(sendAbleBatchSchema) },
      },
    },
    async (req) => ok({ list: await friends.rights(me(req), req.body.userIds) }),
  );

  app.get(
    "/chat/isFriend/:id",
    {
      ...signedIn,
      schema: {
        tags,
        summary: "Is this user my friend?",
        params: isFriendParamsSchema,
        response: { 200: envelope(isFriendSchema) },
      },
    },
    async (req) => ok({ isFriend: await friends.isFriend(me(req), req.params.id) }),
  );

  app.post(
    "/chat/online/friend_status",
    {
      ...signedIn,
      schema: {
        tags,
        summary: "My friends' online status: online now on any node, else when last seen",
        body: friendStatusBodySchema,
        response: { 200: envelope(friendStatusSchema) },
      },
    },
    async (req) => ok(await friends.status(me(req), app.presence, req.body.userIds)),
  );

  app.post(
    "/chat/friend/list",
    {
      ...signedIn,
      schema: {
        tags,
        summary: "My friends with remarks and online status",
        response: { 200: envelope(friendListSchema) },
      },
    },
    async (req) => ok(await friends.friends(me(req), app.presence)),
  );

  app.post(
    "/chat/friend/applications",
    {
      ...signedIn,
      schema: {
        tags,
        summary: "Applications I received or sent, newest first, with the count still waiting for me",
        body: applicationListBodySchema,
        response: { 200: envelope(applicationListSchema) },
      },
    },
    async (req) => ok(await friends.applications(me(req), req.body)),
  );

  for (const [path, summary, act] of [
    ["/chat/friend/accept", "Accept an application sent to me (within 7 days)", friends.accept],
    ["/chat/friend/reject", "Reject an application sent to me", friends.reject],
  ] as const) {
    app.post(
      path,
      {
        ...signedIn,
        schema: {
          tags,
          summary,
          body: friendApplicationIdBodySchema,
          response: { 200: envelope(friendApplicationSchema) },
        },
      },
      async (req) => ok(await act(me(req), req.body.id)),
    );
  }

  app.post(
    "/chat/friend/remark",
    {
      ...signedIn,
      schema: {
        tags,
        summary: "Name a friend for myself (empty clears it)",
        body: remarkBodySchema,
        response: { 200: done },
      },
    },
    async (req) => {
      await friends.remark(me(req), req.body.userId, req.body.remark);
      return ok(null);
    },
  );

  for (const [path, summary, act] of [
    ["/chat/friend/delete", "End a friendship, on both sides", friends.remove],
    [
      "/chat/friend/blacklist/add",
      "Blacklist a user: ends any friendship; they can no longer message or apply",
      friends.block,
    ],
    ["/chat/friend/blacklist/remove", "Take a user off my blacklist", friends.unblock],
  ] as const) {
    app.post(
      path,
      { ...signedIn, schema: { tags, summary, body: userIdBodySchema, response: { 200: done } } },
      async (req) => {
        await act(me(req), req.body.userId);
        return ok(null);
      },
    );
  }

  app.post(
    "/chat/friend/blacklist",
    {
      ...signedIn,
      schema: { tags, summary: "My blacklist, newest first", response: { 200: envelope(blacklistSchema) } },
    },
    async (req) => ok(await friends.blacklist(me(req))),
  );

  app.get(
    "/chat/friend/privacy",
    {
      ...signedIn,
      schema: {
        tags,
        summary: "Who may message me, and the email others can find me by",
        response: { 200: envelope(privacySchema) },
      },
    },
    async (req) => ok(await friends.privacy(me(req))),
  );

  app.post(
    "/chat/friend/privacy",
    {
      ...signedIn,
      schema: {
        tags,
        summary: "Change who may message me (everyone or friends only) or my findable email",
        body: privacyBodySchema,
        response: { 200: envelope(privacySchema) },
      },
    },
    async (req) => ok(await friends.savePrivacy(me(req), req.body)),
  );

  app.post(
    "/chat/friend/card",
    {
      ...signedIn,
      schema: {
        tags,
        summary: "The signed code of my QR card, or of a friend's card to share",
        body: cardCodeBodySchema,
        response: { 200: envelope(cardCodeSchema) },
      },
    },
    async (req) => ok(await friends.cardCode(me(req), req.body.userId)),
  );

  app.post(
    "/chat/friend/card/resolve",
    {
      ...signedIn,
      schema: {
        tags,
        summary: "Who a scanned QR code (source 5) or shared card (6) names; a forged code is refused",
        body: resolveCardBodySchema,
        response: { 200: envelope(userCardSchema) },
      },
    },
    async (req) => ok(await friends.resolveCard(me(req), req.body.code, req.body.source, app.presence)),
  );
};
