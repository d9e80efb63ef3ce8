import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

/**
 * JSON request bodies, with one leniency: an empty body reads as `{}`. The web's request client
 * (like many others) sends `Content-Type: application/json` on every call, bodiless ones included,
 * and Fastify's own parser refuses those as unreadable. Anything else is parsed exactly as before,
 * prototype-poisoning checks included.
 */
export const jsonBody = fp(async (app: FastifyInstance) => {
  const parse = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (req, body, done) => {
    if (body.length === 0) {
      done(null, {});
      return;
    }
    parse(req, body.toString(), done);
  });
});
