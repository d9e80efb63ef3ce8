import {
  adminNoticeBodySchema,
  adminNoticeResultSchema,
  envelope,
  notificationListQuerySchema,
  notificationListSchema,
  notificationReadBodySchema,
  notificationUnreadSchema,
} from "@courtside/protocol";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ok } from "../../http/envelope.js";
import { requireSuperAdmin } from "../admin/guard.js";
import { currentUser } from "../auth/plugin.js";

const tags = ["notification"];

/** The notification centre (list, unread count, mark read) and the super admin's notices. */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const notices = app.services.notification;
  app.get(
    "/notifications",
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: "My notifications, newest first (instant messages are counted by the chat instead)",
        querystring: notificationListQuerySchema,
        response: { 200: envelope(notificationListSchema) },
      },
    },
    async (req) => ok(await notices.list(currentUser(req).id, req.query.limit, req.query.before)),
  );
  app.get(
    "/notifications/unread",
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: "How many of my notifications are unread",
        response: { 200: envelope(notificationUnreadSchema) },
      },
    },
    async (req) => ok(await notices.unread(currentUser(req).id)),
  );
  app.post(
    "/notifications/read",
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: "Mark notifications read: those in `ids`, or all of them",
        body: notificationReadBodySchema,
        response: { 200: envelope(notificationUnreadSchema) },
      },
    },
    async (req) => {
      const userId = currentUser(req).id;
      await notices.markRead(userId, req.body.ids);
      return ok(await notices.unread(userId));
    },
  );
  app.post(
    "/admin/notices",
    {
      preHandler: requireSuperAdmin,
      schema: {
        tags: ["admin"],
        summary: "Send a notice (push type 4) to one user, or to everyone without `userId`",
        description: "Needs the token and the security code in the `X-Security-Code` header.",
        body: adminNoticeBodySchema,
        response: { 200: envelope(adminNoticeResultSchema) },
      },
    },
    async (req) => ok({ recipients: await notices.adminNotice(req.body) }),
  );
};
