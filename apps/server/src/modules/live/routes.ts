import {
  envelope,
  liveSignBodySchema,
  liveSignSchema,
  matchIdBodySchema,
  replayListBodySchema,
  replayPageSchema,
  replaySchema,
  roomSettingsSchema,
  roomSettingsUpdateBodySchema,
} from "@courtside/protocol";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../http/app-error.js";
import { ok } from "../../http/envelope.js";
import { currentUser } from "../auth/plugin.js";
import { assertApprovedAnchor } from "../user/anchor-guard.js";

const tags = ["live"];

/** Room settings, live code, live state and replays, at their section-7 paths. */
export const liveRoutes: FastifyPluginAsyncZod = async (app) => {
  const live = app.services.live;

  /** The signed-in user, refused with the section-8 message unless an approved anchor. */
  async function approvedAnchor(req: FastifyRequest) {
    const user = currentUser(req);
    assertApprovedAnchor((await app.services.user.profile(user)).anchorState);
    return user.id;
  }

  app.post(
    "/web_anchor/anchor_house_config_details",
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: "The own room's settings, push address and live code (approved anchors only)",
        response: { 200: envelope(roomSettingsSchema) },
      },
    },
    async (req) => ok(await live.settings(await approvedAnchor(req))),
  );

  app.post(
    "/web_anchor/anchor_house_config_details_update",
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: "Change room name, anchor title, cover, intro or announcement; absent fields are kept",
        body: roomSettingsUpdateBodySchema,
        response: { 200: envelope(roomSettingsSchema) },
      },
    },
    async (req) => {
      const anchorId = await approvedAnchor(req);
      return ok(await live.updateSettings(anchorId, req.body, (url) => app.services.upload.isOwnFile(anchorId, url)));
    },
  );

  app.post(
    "/web_anchor/anchor_house_config_live_code_reset",
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: "Replace the live code; a push made with the old one is stopped",
        response: { 200: envelope(roomSettingsSchema) },
      },
    },
    async (req) => ok(await live.resetLiveCode(await approvedAnchor(req))),
  );

  app.post(
    "/web_anchor/liveSign",
    {
      preHandler: app.optionalUser,
      schema: {
        tags,
        summary: "A room's live state and play addresses; without anchorId, the caller's own room",
        body: liveSignBodySchema.default({}),
        response: { 200: envelope(liveSignSchema) },
      },
    },
    async (req) => {
      if (req.body.anchorId !== undefined) return ok(await live.liveSign(req.body.anchorId));
      if (!req.user) throw new AppError("loginRequired");
      return ok(await live.liveSign(await approvedAnchor(req), true));
    },
  );

  app.post(
    "/web_anchor/replay_list",
    {
      schema: {
        tags,
        summary: "An anchor's replays (recorded broadcasts), newest first",
        body: replayListBodySchema,
        response: { 200: envelope(replayPageSchema) },
      },
    },
    async (req) => ok(await live.replays(req.body.anchorId, req.body.page, req.body.pageSize)),
  );

  app.post(
    "/web_race/match_replays",
    {
      schema: {
        tags,
        summary: "The replays of the rooms that covered a match, newest first",
        body: matchIdBodySchema,
        response: { 200: envelope(z.array(replaySchema)) },
      },
    },
    async (req) => ok(await live.matchReplays(req.body.matchId)),
  );
};
