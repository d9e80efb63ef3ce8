import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Redis } from "ioredis";
import { AppError } from "./app-error.js";
import { securityHeaders } from "./security-headers.js";

export interface SecurityOptions {
  redis: Redis | undefined;
  rateLimitMax: number;
}

export const security = fp(async (app: FastifyInstance, opts: SecurityOptions) => {
  const headers = securityHeaders();
  app.addHook("onRequest", async (_req, reply) => {
    reply.headers(headers);
  });
  await app.register(rateLimit, {
    global: true,
    max: opts.rateLimitMax,
    timeWindow: 60_000,
    ...(opts.redis ? { redis: opts.redis, nameSpace: "courtside:rl:" } : {}),
    errorResponseBuilder: (_req, context) =>
      new AppError("rateLimited", {
        params: { seconds: Math.max(1, Math.ceil(context.ttl / 1000)) },
        data: { retryAfterMs: context.ttl },
      }),
  });
});
