import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { AuthedUser, ClientMeta } from "./service.js";

declare module "fastify" {
  interface FastifyRequest {
    /** Set by the `requireUser` hook on routes that need sign-in. */
    user: AuthedUser | null;
  }
  interface FastifyInstance {
    requireUser: (req: FastifyRequest) => Promise<void>;
    /** For public routes that read better signed in: a missing or stale token just means a visitor. */
    optionalUser: (req: FastifyRequest) => Promise<void>;
  }
}

/** What a new session records about the client. */
export function clientMeta(req: FastifyRequest): ClientMeta {
  return { deviceInfo: req.deviceInfo, ip: req.ip };
}

/** The signed-in user of a route guarded by `requireUser`. */
export function currentUser(req: FastifyRequest): AuthedUser {
  if (!req.user) throw new Error("route is missing the requireUser hook");
  return req.user;
}

export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest("user", null);
  app.addHook("onReady", () => app.services.auth.ready());
  app.decorate("requireUser", async (req: FastifyRequest) => {
    req.user = await app.services.auth.authenticate(req.headers.authorization);
  });
  app.decorate("optionalUser", async (req: FastifyRequest) => {
    if (!req.headers.authorization) return;
    req.user = await app.services.auth.authenticate(req.headers.authorization).catch(() => null);
  });
});
