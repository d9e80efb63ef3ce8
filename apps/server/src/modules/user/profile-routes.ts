import { editUserBodySchema, envelope, userInfoSchema } from "@courtside/protocol";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ok } from "../../http/envelope.js";
import { currentUser } from "../auth/plugin.js";

const tags = ["user"];

/** Profile read and update for the personal centre, at their section-7 paths. */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const users = app.services.user;
  const uploads = app.services.upload;

  app.post(
    "/web_anchor/anchor_user",
    {
      preHandler: app.requireUser,
      schema: { tags, summary: "The signed-in user's profile", response: { 200: envelope(userInfoSchema) } },
    },
    async (req) => ok(await users.profile(currentUser(req))),
  );

  app.post(
    "/web_anchor/edit_user",
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: "Update profile fields; absent fields are kept",
        body: editUserBodySchema,
        response: { 200: envelope(userInfoSchema) },
      },
    },
    async (req) =>
      ok(await users.editProfile(currentUser(req), req.body, (url) => uploads.isOwnFile(currentUser(req).id, url))),
  );
};
