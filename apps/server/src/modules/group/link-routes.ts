import {
  envelope,
  groupBodySchema,
  groupLinkGenerateBodySchema,
  groupLinkSchema,
  groupLinkSetBodySchema,
  groupQrCodeResultSchema,
} from "@courtside/protocol";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ok } from "../../http/envelope.js";
import { currentUser } from "../auth/plugin.js";

const tags = ["groups"];

/** The invite link and its QR code (owner, and admins with the invite right). */
export const linkRoutes: FastifyPluginAsyncZod = async (app) => {
  const groups = app.services.group;
  const signedIn = { preHandler: app.requireUser };

  app.post(
    "/chat/group/generation/url",
    {
      ...signedIn,
      schema: {
        tags,
        summary: "A new invite link valid 1, 7 or 30 days, with an optional use limit; earlier links stop working",
        body: groupLinkGenerateBodySchema,
        response: { 200: envelope(groupLinkSchema) },
      },
    },
    async (req) => ok(await groups.generate(currentUser(req).id, req.body)),
  );

  app.post(
    "/chat/group/set/url",
    {
      ...signedIn,
      schema: {
        tags,
        summary: "Change the current link's validity (counted from now) or use limit",
        body: groupLinkSetBodySchema,
        response: { 200: envelope(groupLinkSchema) },
      },
    },
    async (req) => ok(await groups.set(currentUser(req).id, req.body)),
  );

  app.post(
    "/chat/group/generation/qrcode",
    {
      ...signedIn,
      schema: {
        tags,
        summary: "The QR code (PNG data URL) of the link that works now; a new link when it no longer does",
        body: groupBodySchema,
        response: { 200: envelope(groupQrCodeResultSchema) },
      },
    },
    async (req) => ok(await groups.qrCode(currentUser(req).id, req.body.groupId)),
  );
};
