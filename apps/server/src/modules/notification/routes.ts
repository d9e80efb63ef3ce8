import { envelope, notificationListSchema } from "@courtside/protocol";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ok } from "../../http/envelope.js";
import { currentUser } from "../auth/plugin.js";

const tags = ["notification"];

export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const notices = app.services.notification;
  app.get(
    "/notifications",
    {
      preHandler: app.requireUser,
      schema: { tags, summary: "My notifications, newest first", response: { 200: envelope(notificationListSchema) } },
    },
    async (req) => ok(await notices.list(currentUser(req).id)),
  );
  app.post(
    "/notifications/read",
    {
      preHandler: app.requireUser,
      schema: { tags, summary: "Mark all my notifications read", response: { 200: envelope(z.null()) } },
    },
    async (req) => {
      await notices.markAllRead(currentUser(req).id);
      return ok(null);
    },
  );
};
