import helmet from "@fastify/helmet";
import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Redis } from "ioredis";
import { AppError } from "./app-error.js";

export interface SecurityOptions {
  redis: Redis | undefined;
  rateLimitMax: number;
}

/**
 * Content Security Policy the web app works under: antd injects its CSS-in-JS as <style> tags
 * (so inline styles are allowed), the player feeds media from blob: URLs and a worker, and the
 * realtime client opens a websocket to this origin.
 */
const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", "data:", "blob:", "https:"],
  mediaSrc: ["'self'", "blob:", "https:"],
  connectSrc: ["'self'", "ws:", "wss:", "https:"],
  workerSrc: ["'self'", "blob:"],
  fontSrc: ["'self'", "data:"],
  objectSrc: ["'none'"],
  frameAncestors: ["'self'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  // Sites are also reached over plain http on a LAN address; forcing https there breaks them.
  upgradeInsecureRequests: null,
};

export const security = fp(async (app: FastifyInstance, opts: SecurityOptions) => {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
    crossOriginEmbedderPolicy: false,
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
