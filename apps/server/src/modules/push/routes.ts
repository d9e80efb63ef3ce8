import { envelope, pushPublicKeySchema, pushTokenBodySchema, pushTokenRemoveBodySchema } from "@courtside/protocol";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ok } from "../../http/envelope.js";
import { currentUser } from "../auth/plugin.js";

const tags = ["push"];

/** Browser push registration (spec section 7 `/jpush/pushToken`, DECISIONS 5). */
export const pushRoutes: FastifyPluginAsyncZod = async (app) => {
  const push = app.services.push;
  app.addHook("onReady", () => push.ready());
  // Before the database closes: pushes being sent finish, kept-alive connections close.
  app.addHook("onClose", () => push.stop());

  app.get(
    "/jpush/publicKey",
    {
      schema: {
        tags,
        summary: "The VAPID public key browsers subscribe with",
        response: { 200: envelope(pushPublicKeySchema) },
      },
    },
    async () => ok(await push.publicKey()),
  );

  app.post(
    "/jpush/pushToken",
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: "Register this browser's push subscription (sent again on every app load)",
        description:
          "`token` is the PushSubscription's JSON; `platform` 3 Blink (and default), 4 Safari, 5 Gecko. " +
          "One subscription per endpoint: registering it again (or for another account) updates it.",
        body: pushTokenBodySchema,
        response: { 200: envelope(z.null()) },
      },
    },
    async (req) => {
      const user = currentUser(req);
      await push.register({ userId: user.id, sessionId: user.sessionId, deviceId: req.deviceInfo }, req.body);
      return ok(null);
    },
  );

  app.post(
    "/jpush/pushToken/remove",
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: "Forget this browser's push subscription",
        body: pushTokenRemoveBodySchema,
        response: { 200: envelope(z.null()) },
      },
    },
    async (req) => {
      await push.unregister(currentUser(req).id, req.body.endpoint);
      return ok(null);
    },
  );
};
