import {
  envelope,
  groupAdminConfigSchema,
  groupAdminParamsSchema,
  groupAdminSetBodySchema,
  groupParamsSchema,
} from "@courtside/protocol";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ok } from "../../http/envelope.js";
import { currentUser } from "../auth/plugin.js";

const tags = ["groups"];
const config = { 200: envelope(groupAdminConfigSchema) };

/** `groupAdminConfig`: admins and their rights, one by one (the owner appoints; at most 50). */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { admins } = app.services.group;
  const signedIn = { preHandler: app.requireUser };
  const me = (req: Parameters<typeof currentUser>[0]) => currentUser(req).id;

  app.get(
    "/chat/groupAdminConfig/getOne/:groupId/:userId",
    {
      ...signedIn,
      schema: {
        tags,
        summary: "A member's role and rights in a group",
        params: groupAdminParamsSchema,
        response: config,
      },
    },
    async (req) => ok(await admins.getOne(me(req), req.params.groupId, req.params.userId)),
  );

  app.get(
    "/chat/groupAdminConfig/getMyConfig/:id",
    {
      ...signedIn,
      schema: { tags, summary: "My role and rights in a group", params: groupParamsSchema, response: config },
    },
    async (req) => ok(await admins.getMine(me(req), req.params.id)),
  );

  app.post(
    "/chat/groupAdminConfig/add",
    {
      ...signedIn,
      schema: {
        tags,
        summary: "Make a member an admin with these rights (owner; 4013 past 50 admins)",
        body: groupAdminSetBodySchema,
        response: config,
      },
    },
    async (req) => ok(await admins.add(me(req), req.body.groupId, req.body.userId, req.body.rights)),
  );

  app.post(
    "/chat/groupAdminConfig/edit",
    {
      ...signedIn,
      schema: { tags, summary: "Change an admin's rights (owner)", body: groupAdminSetBodySchema, response: config },
    },
    async (req) => ok(await admins.edit(me(req), req.body.groupId, req.body.userId, req.body.rights)),
  );

  app.post(
    "/chat/groupAdminConfig/remove/:groupId/:userId",
    {
      ...signedIn,
      schema: {
        tags,
        summary: "Make an admin a plain member again (owner; the owner cannot be demoted)",
        params: groupAdminParamsSchema,
        response: config,
      },
    },
    async (req) => ok(await admins.remove(me(req), req.params.groupId, req.params.userId)),
  );
};
