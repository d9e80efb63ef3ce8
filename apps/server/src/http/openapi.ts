import swagger from "@fastify/swagger";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { jsonSchemaTransform } from "fastify-type-provider-zod";

/** Collects every route's zod schemas; the document is served by the system module. */
export const openapi = fp(async (app: FastifyInstance, opts: { version: string }) => {
  await app.register(swagger, {
    openapi: {
      openapi: "3.0.3",
      info: {
        title: "Courtside API",
        description:
          "Every response is the envelope {success, code, msg, data}; code 0 is success. " +
          "Failures carry a code of the error catalogue and a message in the language of the " +
          "`language-config` header.",
        version: opts.version,
      },
      components: {
        securitySchemes: { token: { type: "apiKey", in: "header", name: "Authorization" } },
      },
    },
    transform: jsonSchemaTransform,
  });
});
