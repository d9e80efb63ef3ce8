import {
  chatUserIdsBodySchema,
  envelope,
  filterTouristSchema,
  openImUrlSchema,
  systemCountSchema,
  systemListBodySchema,
  systemMessageIdBodySchema,
  systemMessageSchema,
  systemPageSchema,
  userFlagSchema,
} from "@courtside/protocol";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ok } from "../../http/envelope.js";
import { currentUser } from "../auth/plugin.js";

const tags = ["chat"];

/**
 * The system-messages conversation (DECISIONS 15: `messageManagement/count`, then `message/list`,
 * `detail` and `delete` under the same prefix), the chat identity and the chat user flags.
 */
export const imSystemRoutes: FastifyPluginAsyncZod = async (app) => {
  const { system, identity } = app.services.im;
  const signedIn = { preHandler: app.requireUser };

  app.post(
    "/chat/messageManagement/count",
    {
      ...signedIn,
      schema: {
        tags,
        summary: "Unread and total of my system messages",
        response: { 200: envelope(systemCountSchema) },
      },
    },
    async (req) => ok(await system.counts(currentUser(req).id)),
  );

  app.post(
    "/chat/messageManagement/message/list",
    {
      ...signedIn,
      schema: {
        tags,
        summary: "My system messages, newest first; the page shown counts as read",
        body: systemListBodySchema,
        response: { 200: envelope(systemPageSchema) },
      },
    },
    async (req) => ok(await system.list(currentUser(req).id, req.body.page, req.body.pageSize)),
  );

  app.post(
    "/chat/messageManagement/detail",
    {
      ...signedIn,
      schema: {
        tags,
        summary: "One system message (marks it read)",
        body: systemMessageIdBodySchema,
        response: { 200: envelope(systemMessageSchema) },
      },
    },
    async (req) => ok(await system.detail(currentUser(req).id, req.body.id)),
  );

  app.post(
    "/chat/messageManagement/delete",
    {
      ...signedIn,
      schema: {
        tags,
        summary: "Delete one system message",
        body: systemMessageIdBodySchema,
        response: { 200: envelope(z.null()) },
      },
    },
    async (req) => {
      await system.remove(currentUser(req).id, req.body.id);
      return ok(null);
    },
  );

  app.get(
    "/openim-url/get",
    {
      preHandler: app.optionalUser,
      schema: {
        tags,
        summary: "Where the realtime gateway is and the chat identity (a read-only visitor one without sign-in)",
        response: { 200: envelope(openImUrlSchema) },
      },
    },
    async (req) => ok(await identity.openImUrl(req.user?.id ?? null)),
  );

  app.post(
    "/chat/user/filterTouristUser",
    {
      schema: {
        tags,
        summary: "The given chat user ids without the visitors",
        body: chatUserIdsBodySchema,
        response: { 200: envelope(filterTouristSchema) },
      },
    },
    async (req) => ok({ userIds: await identity.filterTourists(req.body.userIds) }),
  );

  app.post(
    "/chat/user/userFlag",
    {
      schema: {
        tags,
        summary: "Chat user flags: zb=1 for an anchor, userType=4 for a visitor",
        body: chatUserIdsBodySchema,
        response: { 200: envelope(userFlagSchema) },
      },
    },
    async (req) => ok(await identity.flags(req.body.userIds)),
  );
};
