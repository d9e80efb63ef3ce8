import {
  domainSchema,
  envelope,
  findAllSchema,
  globalConfigSchema,
  healthSchema,
  ossUrlSchema,
} from "@courtside/protocol";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { memoSerializerCompiler, ok } from "../../http/envelope.js";

const tags = ["system"];

export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  const system = app.services.system;
  // Constant for the life of the process: checked against its schema once, serialised once.
  const findAll = ok(findAllSchema.parse(system.findAll()));

  app.get(
    "/health",
    { schema: { tags, summary: "Liveness and database check", response: { 200: envelope(healthSchema) } } },
    async () => ok(await system.health()),
  );

  app.get("/openapi.json", { schema: { hide: true }, config: { rateLimit: false } }, async () => app.swagger());

  app.get(
    "/systemEnums/findAll",
    {
      schema: {
        tags,
        summary: "Every enumeration, the languages and the limits",
        response: { 200: envelope(findAllSchema) },
      },
      serializerCompiler: memoSerializerCompiler(),
    },
    async (_req, reply) => {
      reply.header("cache-control", "public, max-age=300");
      return findAll;
    },
  );

  app.get(
    "/systemEnums/globalConfig",
    {
      schema: {
        tags,
        summary: "Run-time settings; the web polls this every 60 s",
        response: { 200: envelope(globalConfigSchema) },
      },
    },
    async () => ok(await system.globalConfig()),
  );

  app.get(
    "/system/domain",
    {
      schema: {
        tags,
        summary: "Where the chat base and realtime gateway are",
        response: { 200: envelope(domainSchema) },
      },
    },
    async () => ok(system.domain()),
  );

  app.post(
    "/static/ossUrl",
    {
      schema: {
        tags,
        summary: "Base address of stored files",
        body: z.object({}).passthrough().optional(),
        response: { 200: envelope(ossUrlSchema) },
      },
    },
    async () => ok(system.ossUrl()),
  );
};
