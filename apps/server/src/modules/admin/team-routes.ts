import {
  addSuperAdminBodySchema,
  bindUserBodySchema,
  changeSecurityCodeBodySchema,
  envelope,
  removeSuperAdminBodySchema,
  superAdminListSchema,
} from "@courtside/protocol";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ok } from "../../http/envelope.js";
import { currentUser } from "../auth/plugin.js";
import { requireSuperAdmin } from "./guard.js";

const tags = ["admin"];
const description = "Needs the token and the security code in the `X-Security-Code` header.";

/** The super admins, their codes, and the users each looks after. */
export const adminTeamRoutes: FastifyPluginAsyncZod = async (app) => {
  const team = app.services.adminTeam;
  const guarded = { preHandler: requireSuperAdmin };
  const done = envelope(z.null());

  app.post(
    "/admin/admins",
    {
      ...guarded,
      schema: { tags, description, summary: "Every super admin", response: { 200: envelope(superAdminListSchema) } },
    },
    async () => ok({ list: await team.list() }),
  );
  app.post(
    "/admin/admins/add",
    {
      ...guarded,
      schema: {
        tags,
        description,
        summary: "Make a user a super admin with a first security code",
        body: addSuperAdminBodySchema,
        response: { 200: done },
      },
    },
    async (req) => ok(await team.add(currentUser(req).id, req.body.userId, req.body.securityCode).then(() => null)),
  );
  app.post(
    "/admin/admins/remove",
    {
      ...guarded,
      schema: {
        tags,
        description,
        summary: "Take a super admin's rights away (never one's own)",
        body: removeSuperAdminBodySchema,
        response: { 200: done },
      },
    },
    async (req) => ok(await team.remove(currentUser(req).id, req.body.userId).then(() => null)),
  );
  app.post(
    "/admin/code/change",
    {
      ...guarded,
      schema: {
        tags,
        description: `${description} The header carries the current code.`,
        summary: "Change one's own security code",
        body: changeSecurityCodeBodySchema,
        response: { 200: done },
      },
    },
    async (req) => ok(await team.changeCode(currentUser(req).id, req.body.newCode).then(() => null)),
  );
  app.post(
    "/admin/users/bind",
    {
      ...guarded,
      schema: {
        tags,
        description,
        summary: "Look after a user (4015 when another super admin already does)",
        body: bindUserBodySchema,
        response: { 200: done },
      },
    },
    async (req) => ok(await team.bind(currentUser(req).id, req.body.userId).then(() => null)),
  );
  app.post(
    "/admin/users/unbind",
    {
      ...guarded,
      schema: { tags, description, summary: "Release a user", body: bindUserBodySchema, response: { 200: done } },
    },
    async (req) => ok(await team.unbind(currentUser(req).id, req.body.userId).then(() => null)),
  );
};
