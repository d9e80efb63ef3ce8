import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Redis } from "ioredis";
import { AppError } from "./app-error.js";
import { apiSecurityHeaders, securityHeaders } from "./security-headers.js";

/** Where the JSON API answers; the rest (the app, its files, uploads) are pages and files. */
const API_PREFIX = "/web/";

export interface SecurityOptions {
  redis: Redis | undefined;
  rateLimitMax: number;
  /** CSP sources of the app page's inline scripts (inline-scripts.ts). */
  inlineScripts?: readonly string[];
}

export const security = fp(async (app: FastifyInstance, opts: SecurityOptions) => {
  const documents = securityHeaders(opts.inlineScripts);
  const api = apiSecurityHeaders();
  app.addHook("onRequest", (req, reply, done) => {
    reply.headers(req.url.startsWith(API_PREFIX) ? api : documents);
    done();
  });
  await app.register(rateLimit, {
    global: true,
    // The budget is for the API and for writes. Reading the app's own files and uploaded images is
    // not counted: a first visit to one page fetches 40 to 100 files, so visitors sharing one address
    // (a carrier's NAT, a venue's Wi-Fi) would otherwise be refused the app's scripts within a few
    // page loads. Those files are served precompressed from disk, never touching the database.
    allowList: (req) => (req.method === "GET" || req.method === "HEAD") && !req.url.startsWith(API_PREFIX),
    max: opts.rateLimitMax,
    timeWindow: 60_000,
    // The budget's headers go with a refusal (with retry-after), not on every answer: no client reads
    // them before then, and every call would carry three more header lines.
    addHeadersOnExceeding: { "x-ratelimit-limit": false, "x-ratelimit-remaining": false, "x-ratelimit-reset": false },
    ...(opts.redis ? { redis: opts.redis, nameSpace: "courtside:rl:" } : {}),
    errorResponseBuilder: (_req, context) =>
      new AppError("rateLimited", {
        params: { seconds: Math.max(1, Math.ceil(context.ttl / 1000)) },
        data: { retryAfterMs: context.ttl },
      }),
  });
});
