import {
  envelope,
  grantBodySchema,
  grantResultSchema,
  walletHistoryBodySchema,
  walletHistorySchema,
  walletInfoSchema,
} from "@courtside/protocol";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ok } from "../../http/envelope.js";
import { requireSuperAdmin } from "../admin/guard.js";
import { currentUser } from "../auth/plugin.js";

/** The signed-in user's coins, coupons and movements; super-admin grants. */
export const walletRoutes: FastifyPluginAsyncZod = async (app) => {
  const wallet = app.services.wallet;

  app.post(
    "/wallet/info",
    {
      preHandler: app.requireUser,
      schema: {
        tags: ["wallet"],
        summary: "Coin balance, coupons held per tier and gift earnings",
        response: { 200: envelope(walletInfoSchema) },
      },
    },
    async (req) => ok(await wallet.info(currentUser(req).id)),
  );

  app.post(
    "/wallet/history",
    {
      preHandler: app.requireUser,
      schema: {
        tags: ["wallet"],
        summary: "Movements of the user's coins, coupons and earnings, newest first",
        body: walletHistoryBodySchema,
        response: { 200: envelope(walletHistorySchema) },
      },
    },
    async (req) => ok(await wallet.history(currentUser(req).id, req.body)),
  );

  app.post(
    "/admin/wallet/grant",
    {
      preHandler: requireSuperAdmin,
      schema: {
        tags: ["admin", "wallet"],
        summary: "Grant coins or coupons to a user (super admin, X-Security-Code); once per idempotencyKey",
        body: grantBodySchema,
        response: { 200: envelope(grantResultSchema) },
      },
    },
    async (req) => {
      const actorId = currentUser(req).id;
      const { userId, asset, amount, note } = req.body;
      // The audit row is written in the grant's own transaction: both or neither.
      return ok(
        await wallet.grant(actorId, req.body, (tx) =>
          app.services.admin.recordAudit(tx, {
            actorId,
            action: "wallet.grant",
            targetType: "user",
            targetId: userId,
            details: { asset, amount, note },
          }),
        ),
      );
    },
  );
};
