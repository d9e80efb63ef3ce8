import { envelope, searchBodySchema, searchResultSchema } from "@courtside/protocol";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { searchTerms } from "../../db/text-search.js";
import { ok } from "../../http/envelope.js";
import { viewerRegion } from "../anchor/context.js";

/**
 * The site search (`POST /web/search`): anchors and their rooms, matches, teams and leagues whose
 * names in any of the 8 languages hold every word, each kind in its own group.
 */
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  const { anchor, match } = app.services;

  app.post(
    "/search",
    {
      preHandler: app.optionalUser,
      schema: {
        tags: ["search"],
        summary: "Anchors and rooms, matches, teams and leagues named by the words, in any language",
        description:
          "A word matches the start of a word (full text) or any part of a name (trigram), so partial names and names in scripts without spaces (Chinese, Thai) are found.",
        body: searchBodySchema,
        response: { 200: envelope(searchResultSchema) },
      },
    },
    async (req) => {
      const terms = searchTerms(req.body.q);
      const [anchors, found] = await Promise.all([
        anchor.search(terms, await viewerRegion(app, req)),
        match.search(terms, req.lang),
      ]);
      return ok({ anchors, ...found });
    },
  );
};
