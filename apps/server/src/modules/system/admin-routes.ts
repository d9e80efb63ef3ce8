import { adminConfigSchema, appUpdateSchema, envelope, setAdminConfigBodySchema } from "@courtside/protocol";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ok } from "../../http/envelope.js";
import { requireSuperAdmin } from "../admin/guard.js";
import { currentUser } from "../auth/plugin.js";

const description = "Needs the token and the security code in the `X-Security-Code` header.";

/** The run-time configuration: read and changed by a super admin; the app update read by anyone. */
export const configRoutes: FastifyPluginAsyncZod = async (app) => {
  const configAdmin = app.services.configAdmin;

  app.get(
    "/manage/app_update/android",
    {
      schema: {
        tags: ["system"],
        summary: "The newest Android app: version, notes, download address, whether updating is required",
        description: "`data` is null while no update is offered.",
        response: { 200: envelope(appUpdateSchema.nullable()) },
      },
    },
    async () => ok(await app.services.system.appUpdate()),
  );

  app.post(
    "/admin/config",
    {
      preHandler: requireSuperAdmin,
      schema: {
        tags: ["admin"],
        description,
        summary: "The run-time configuration",
        body: z.object({}).passthrough().optional(),
        response: { 200: envelope(adminConfigSchema) },
      },
    },
    async () => ok(await configAdmin.read()),
  );

  app.post(
    "/admin/config/set",
    {
      preHandler: requireSuperAdmin,
      schema: {
        tags: ["admin"],
        description: `${description} Only the fields sent change; every node applies them within a second.`,
        summary: "Change the chat interval, enter notices, room banners or the app update",
        body: setAdminConfigBodySchema,
        response: { 200: envelope(adminConfigSchema) },
      },
    },
    async (req) => ok(await configAdmin.set(currentUser(req).id, req.body)),
  );
};
