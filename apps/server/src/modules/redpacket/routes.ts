import {
  envelope,
  idParamsSchema,
  redPacketGrabSchema,
  redPacketListSchema,
  redPacketParamsSchema,
  redPacketSchema,
  redPacketSendBodySchema,
  redPacketStatsSchema,
  redPacketToAllBodySchema,
  redPacketToOneBodySchema,
} from "@courtside/protocol";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ok } from "../../http/envelope.js";
import { currentUser } from "../auth/plugin.js";

const tags = ["redPacket"];
const idParams = idParamsSchema;

/** Red packets: the anchor sends them in the room, viewers grab them (spec sections 5 and 7). */
export const redPacketRoutes: FastifyPluginAsyncZod = async (app) => {
  const packets = app.services.redPacket;
  // Who is in which room comes from the gateway, registered before the API.
  packets.seats.attach(app.presence);
  app.addHook("onClose", async () => {
    await packets.flush();
    await packets.seats.stop().catch(() => undefined);
  });
  const sent = { 200: envelope(redPacketSchema) };

  app.post(
    "/redPacket/send",
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: "Send a red packet in the anchor's own room (to one user with toUserId); once per idempotencyKey",
        body: redPacketSendBodySchema,
        response: sent,
      },
    },
    async (req) => ok(await packets.send(currentUser(req).id, req.body)),
  );

  app.post(
    "/web_anchor/send_money_to_all",
    {
      preHandler: app.requireUser,
      schema: { tags, summary: "Send a red packet to the whole room", body: redPacketToAllBodySchema, response: sent },
    },
    async (req) => ok(await packets.send(currentUser(req).id, req.body)),
  );

  app.post(
    "/web_anchor/send_money_to_one",
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: "Send a directional red packet only toUserId can open",
        body: redPacketToOneBodySchema,
        response: sent,
      },
    },
    async (req) => ok(await packets.send(currentUser(req).id, req.body)),
  );

  app.post(
    "/redPacket/open/:id",
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: "Grab a share: the amount, or redPacketExpired (7001) / redPacketFinished (7002)",
        description:
          "`id` is the packet's public id. The caller must be in the room: following its seat channel " +
          "`seat:<roomId>-<userId>` on the gateway (redPacketNotInRoom otherwise); grabs per user per hour " +
          "are capped (RED_PACKET_GRABS_PER_HOUR, redPacketGrabLimit).",
        params: redPacketParamsSchema,
        response: { 200: envelope(redPacketGrabSchema) },
      },
    },
    async (req) => ok(await packets.grab(currentUser(req).id, req.params.id)),
  );

  app.get(
    "/redPacket/list/:id",
    {
      preHandler: app.optionalUser,
      schema: {
        tags,
        summary: "A red packet (by its public id) and who got what",
        params: redPacketParamsSchema,
        response: { 200: envelope(redPacketListSchema) },
      },
    },
    async (req) => ok(await packets.list(req.params.id, req.user?.id)),
  );

  app.get(
    "/redPacket/stats",
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: "Red packets the user sent and received, coins and coupons",
        response: { 200: envelope(redPacketStatsSchema) },
      },
    },
    async (req) => ok(await packets.stats(currentUser(req).id)),
  );

  app.get(
    "/redPacket/room/:id",
    {
      preHandler: app.optionalUser,
      schema: {
        tags,
        summary: "A room's red packets until they expire (all taken ones too), for viewers who arrive later",
        params: idParams,
        response: { 200: envelope(z.array(redPacketSchema)) },
      },
    },
    async (req) => ok(await packets.active(req.params.id, req.user?.id)),
  );
};
