import { envelope, matchSourcesSchema, saveMatchSourcesBodySchema } from "@courtside/protocol";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ok } from "../../http/envelope.js";
import { requireSuperAdmin } from "../admin/guard.js";
import { currentUser } from "../auth/plugin.js";

/** `/web/admin/match_sources/save`: a super admin links a match to its broadcasts on outside platforms. */
export const matchSourceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/admin/match_sources/save",
    {
      preHandler: requireSuperAdmin,
      schema: {
        tags: ["admin"],
        description:
          "Needs the token and the security code in the `X-Security-Code` header. Replaces the match's list " +
          "(one https address per platform: 365, tencent, ali); an empty list removes them. Served in " +
          "`web_match/web_match_details` as `sources`.",
        summary: "Link a match to its broadcasts on outside platforms",
        body: saveMatchSourcesBodySchema,
        response: { 200: envelope(matchSourcesSchema) },
      },
    },
    async (req) => ok(await app.services.matchSources.save(currentUser(req).id, req.body.matchId, req.body.sources)),
  );
};
