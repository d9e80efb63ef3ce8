import { gzipSync } from "node:zlib";
import type { FastifyInstance, FastifyReply } from "fastify";
import fp from "fastify-plugin";

/**
 * Below this many bytes a JSON answer goes as it is: it fits in the first TCP packets anyway, and
 * compressing it would cost more time than the bytes it saves.
 */
export const COMPRESS_MIN_BYTES = 1024;

/**
 * Whether an Accept-Encoding header takes gzip (by name or `*`, and not refused with `q=0`).
 * gzip rather than brotli for answers made on the fly: on our JSON (a 13 kB match page, the 2 kB
 * enumerations) brotli at the qualities fast enough per request saves no more bytes than gzip.
 */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  const weights = new Map<string, number>();
  for (const part of header.toLowerCase().split(",")) {
    const [name = "", ...params] = part.split(";").map((piece) => piece.trim());
    const q = params.find((param) => param.startsWith("q="))?.slice(2);
    weights.set(name, q === undefined ? 1 : Number(q));
  }
  return (weights.get("gzip") ?? weights.get("*") ?? 0) > 0;
}

/** Adds Accept-Encoding to the reply's Vary, keeping whatever else it varies by. */
function varyByEncoding(reply: FastifyReply): void {
  const current = reply.getHeader("vary");
  const list = typeof current === "string" && current ? `${current}, accept-encoding` : "accept-encoding";
  if (!/accept-encoding/i.test(String(current ?? ""))) reply.header("vary", list);
}

/**
 * Compresses JSON answers (the API's envelopes) of at least COMPRESS_MIN_BYTES for clients that
 * accept gzip. Files and streams (the web app, video) are left to their own handlers.
 */
export const apiCompression = fp(async (app: FastifyInstance) => {
  app.addHook("onSend", (request, reply, payload, done) => {
    if (typeof payload !== "string") return done(null, payload);
    const type = reply.getHeader("content-type");
    if (typeof type !== "string" || !type.startsWith("application/json")) return done(null, payload);
    if (reply.hasHeader("content-encoding")) return done(null, payload);
    varyByEncoding(reply);
    if (payload.length < COMPRESS_MIN_BYTES || !acceptsGzip(request.headers["accept-encoding"])) {
      return done(null, payload);
    }
    reply.header("content-encoding", "gzip");
    reply.removeHeader("content-length");
    done(null, gzipSync(payload));
  });
});
