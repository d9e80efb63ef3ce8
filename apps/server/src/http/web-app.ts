import { existsSync } from "node:fs";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

/** Serves the built web app at `/`; hashed assets are cached for good, index.html never. */
export const webApp = fp(async (app: FastifyInstance, opts: { root: string }) => {
  if (!existsSync(join(opts.root, "index.html"))) {
    app.log.warn({ root: opts.root }, "web app not built; run `npm run build` to serve it at /");
    return;
  }
  await app.register(fastifyStatic, {
    root: opts.root,
    prefix: "/",
    wildcard: true,
    setHeaders(res, path) {
      const immutable = path.includes(`${join(opts.root, "assets")}`);
      res.setHeader("cache-control", immutable ? "public, max-age=31536000, immutable" : "no-cache");
    },
  });
});
