import {
  domainSchema,
  envelope,
  findAllSchema,
  globalConfigSchema,
  healthSchema,
  livenessSchema,
  ossUrlSchema,
  readinessSchema,
  toVantArea,
  vantAreaSchema,
} from "@courtside/protocol";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ok } from "../../http/envelope.js";
import { sendSerialised, serialise, toJson } from "../../http/list-cache.js";

const tags = ["system"];

export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  const system = app.services.system;
  // Constant for the life of the process: checked against its schema, serialised and compressed once.
  const findAllResponse = envelope(findAllSchema);
  const findAll = serialise(
    toJson(findAllResponse, ok(findAllSchema.parse(system.findAll())), true, "/web/systemEnums/findAll"),
  );
  const vantAreaResponse = envelope(vantAreaSchema);
  const vantArea = serialise(toJson(vantAreaResponse, ok(toVantArea()), true, "/web/static/vant_addr.json"));

  app.get(
    "/health",
    { schema: { tags, summary: "Liveness and database check", response: { 200: envelope(healthSchema) } } },
    async () => ok(await system.health()),
  );

  // For orchestrators: live = restart me if this fails; ready = send me traffic.
  let closing = false;
  app.addHook("preClose", async () => {
    closing = true;
  });
  app.get(
    "/health/live",
    {
      config: { rateLimit: false },
      schema: { tags, summary: "Liveness: the process answers", response: { 200: envelope(livenessSchema) } },
    },
    async () => ok({ status: "ok" as const }),
  );
  app.get(
    "/health/ready",
    {
      config: { rateLimit: false },
      schema: {
        tags,
        summary: "Readiness: the database and Redis answer and the node is not closing (503 otherwise)",
        response: { 200: envelope(readinessSchema), 503: envelope(readinessSchema) },
      },
    },
    async (_req, reply) => {
      const state = await system.readiness(closing);
      return reply.code(state.ready ? 200 : 503).send(ok(state));
    },
  );

  app.get("/openapi.json", { schema: { hide: true }, config: { rateLimit: false } }, async () => app.swagger());

  app.get(
    "/systemEnums/findAll",
    {
      schema: {
        tags,
        summary: "Every enumeration, the languages and the limits",
        response: { 200: findAllResponse },
      },
    },
    async (req, reply) => sendSerialised(req, reply, findAll, "public, max-age=300"),
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

  app.get(
    "/static/vant_addr.json",
    {
      schema: {
        tags,
        summary: "The region tree of the profile's region picker (Vant area format)",
        response: { 200: vantAreaResponse },
      },
    },
    async (req, reply) => sendSerialised(req, reply, vantArea, "public, max-age=3600"),
  );
};
