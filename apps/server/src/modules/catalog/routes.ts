import { columnListSchema, envelope } from "@courtside/protocol";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ok } from "../../http/envelope.js";

const response = { 200: envelope(columnListSchema) };

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const catalog = app.services.catalog;

  app.post(
    "/web_race/web_race_column",
    { schema: { tags: ["match"], summary: "Match columns with names in every language", response } },
    async () => ok(await catalog.columns("match")),
  );

  app.post(
    "/web_anchor/anchor_column",
    { schema: { tags: ["anchor"], summary: "Anchor columns with names in every language", response } },
    async () => ok(await catalog.columns("anchor")),
  );
};
