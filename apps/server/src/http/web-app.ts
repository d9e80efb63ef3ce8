import { existsSync } from "node:fs";
import { join, sep } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

/**
 * Caching of the built web app. Files under `assets/` carry a content hash in their names, so a
 * new build gives new names and the old ones may be kept for good. Everything else (index.html,
 * the manifest, icons, a service worker) keeps its name across builds and is revalidated on each
 * use, so a deploy reaches every open browser at its next load.
 */
export function cacheControlFor(root: string, path: string): string {
  return path.startsWith(join(root, "assets") + sep) ? "public, max-age=31536000, immutable" : "no-cache";
}

/**
 * Serves the built web app at `/`. The build writes brotli and gzip copies beside each text file
 * (apps/web/build/precompress.ts); the copy the browser accepts is sent with its Content-Encoding,
 * and every answer says it varies by Accept-Encoding so shared caches keep the copies apart.
 */
export const webApp = fp(async (app: FastifyInstance, opts: { root: string }) => {
  if (!existsSync(join(opts.root, "index.html"))) {
    app.log.warn({ root: opts.root }, "web app not built; run `npm run build` to serve it at /");
    return;
  }
  await app.register(fastifyStatic, {
    root: opts.root,
    prefix: "/",
    wildcard: true,
    preCompressed: true,
    // Off, because @fastify/static would write its own `max-age=0` over the header set below.
    cacheControl: false,
    setHeaders(res, path) {
      res.setHeader("cache-control", cacheControlFor(opts.root, path));
      res.setHeader("vary", "accept-encoding");
    },
  });
});
