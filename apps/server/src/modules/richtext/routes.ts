import {
  envelope,
  findRichTextBodySchema,
  resetRichTextBodySchema,
  richTextSchema,
  saveRichTextBodySchema,
} from "@courtside/protocol";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ok } from "../../http/envelope.js";
import { requireSuperAdmin } from "../admin/guard.js";
import { currentUser } from "../auth/plugin.js";

const description = "Needs the token and the security code in the `X-Security-Code` header.";

/** The agreements, FAQ, tutorial and live rules: read by anyone, written by a super admin. */
export const richTextRoutes: FastifyPluginAsyncZod = async (app) => {
  const texts = app.services.richText;

  app.post(
    "/common_face/find_rich_text",
    {
      schema: {
        tags: ["system"],
        summary: "A long text (agreement, FAQ, tutorial, live rules) in a language",
        description:
          "`lang` defaults to the request's language. `html` is null while nothing is stored: show the built-in text.",
        body: findRichTextBodySchema,
        response: { 200: envelope(richTextSchema) },
      },
    },
    async (req) => ok(await texts.find(req.body.kind, req.body.lang ?? req.lang)),
  );

  app.post(
    "/admin/rich_text/save",
    {
      preHandler: requireSuperAdmin,
      schema: {
        tags: ["admin"],
        description,
        summary: "Store a text in a language, sanitised with the allow-list; answers what was stored",
        body: saveRichTextBodySchema,
        response: { 200: envelope(richTextSchema) },
      },
    },
    async (req) => ok(await texts.save(currentUser(req).id, req.body.kind, req.body.lang, req.body.html)),
  );

  app.post(
    "/admin/rich_text/reset",
    {
      preHandler: requireSuperAdmin,
      schema: {
        tags: ["admin"],
        description,
        summary: "Drop a stored text: the built-in one shows again",
        body: resetRichTextBodySchema,
        response: { 200: envelope(richTextSchema) },
      },
    },
    async (req) => ok(await texts.reset(currentUser(req).id, req.body.kind, req.body.lang)),
  );
};
