import {
  adminGiftListSchema,
  adminGiftSchema,
  anchorIdBodySchema,
  envelope,
  giftDetailSchema,
  giftSchema,
  giftSendBodySchema,
  giftSendResultSchema,
  pageBodySchema,
  recentEarningsSchema,
  roomRankingSchema,
  saveGiftBodySchema,
} from "@courtside/protocol";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ok } from "../../http/envelope.js";
import { requireSuperAdmin } from "../admin/guard.js";
import { currentUser } from "../auth/plugin.js";

const tags = ["gift"];

/** The gift catalogue, sending a gift in a room, and the anchor's gift earnings. */
export const giftRoutes: FastifyPluginAsyncZod = async (app) => {
  const gifts = app.services.gift;

  app.get(
    "/gift/list",
    {
      schema: {
        tags,
        summary: "The gift catalogue: image, names in 8 languages, price in coins, effect",
        response: { 200: envelope(z.array(giftSchema)) },
      },
    },
    async () => ok(await gifts.list()),
  );

  app.post(
    "/web_anchor/room_ranking",
    {
      schema: {
        tags,
        summary: "A room's top 10 gift senders by the coins of their gifts",
        body: anchorIdBodySchema,
        response: { 200: envelope(roomRankingSchema) },
      },
    },
    async (req) => ok(await gifts.ranking(req.body.anchorId)),
  );

  app.post(
    "/gift/send",
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: "Send count gifts in a live room: coins move to the anchor and the room sees a gift event",
        body: giftSendBodySchema,
        response: { 200: envelope(giftSendResultSchema) },
      },
    },
    async (req) => ok(await gifts.send(currentUser(req).id, req.body)),
  );

  app.post(
    "/web_anchor/recent_earnings",
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: "The signed-in anchor's gift earnings: today, 7 and 30 days, total, last 7 days",
        response: { 200: envelope(recentEarningsSchema) },
      },
    },
    async (req) => ok(await gifts.recentEarnings(currentUser(req).id)),
  );

  app.post(
    "/web_anchor/gift_detail",
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: "Gifts the signed-in anchor received, newest first",
        body: pageBodySchema,
        response: { 200: envelope(giftDetailSchema) },
      },
    },
    async (req) => ok(await gifts.received(currentUser(req).id, req.body.page, req.body.pageSize)),
  );

  const adminDescription = "Needs the token and the security code in the `X-Security-Code` header.";
  app.post(
    "/admin/gifts",
    {
      preHandler: requireSuperAdmin,
      schema: {
        tags: ["admin"],
        description: adminDescription,
        summary: "Every gift, hidden ones too, in catalogue order",
        body: z.object({}).passthrough().optional(),
        response: { 200: envelope(adminGiftListSchema) },
      },
    },
    async () => ok({ list: await app.services.giftCatalogue.list() }),
  );

  app.post(
    "/admin/gifts/save",
    {
      preHandler: requireSuperAdmin,
      schema: {
        tags: ["admin"],
        description: `${adminDescription} Without \`id\` a new gift is added. Other nodes show the change within 5 s.`,
        summary: "Add or edit a gift: names in 8 languages, picture, price, order, shown or hidden",
        body: saveGiftBodySchema,
        response: { 200: envelope(adminGiftSchema) },
      },
    },
    async (req) => ok(await app.services.giftCatalogue.save(currentUser(req).id, req.body)),
  );
};
