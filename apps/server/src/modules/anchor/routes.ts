import {
  anchorCardSchema,
  anchorColumnCountSchema,
  anchorDetailsSchema,
  anchorIdBodySchema,
  anchorInformationSchema,
  anchorListBodySchema,
  anchorPageSchema,
  anchorScheduleSchema,
  envelope,
  followBodySchema,
  followedAnchorPageSchema,
  followResultSchema,
  liveHistoryBodySchema,
  liveHistorySchema,
  matchIdBodySchema,
  pagingBodySchema,
  recommendedUserSchema,
  zoneSwitchSchema,
} from "@courtside/protocol";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ok } from "../../http/envelope.js";
import { currentUser } from "../auth/plugin.js";
import { viewerRegion } from "./context.js";
import { spaceRoutes } from "./space-routes.js";

const tags = ["anchor"];
const regionNote = "Covers are the viewer's regional ones where set (X-Region header, else the profile's province).";

/** Anchor lists, the room page, follows, the anchor space's public tabs and live history (spec section 7). */
export const anchorRoutes: FastifyPluginAsyncZod = async (app) => {
  const anchors = app.services.anchor;
  const region = (req: Parameters<typeof viewerRegion>[1]) => viewerRegion(app, req);

  app.post(
    "/web_anchor/anchor_column_num",
    {
      schema: {
        tags,
        summary: "Anchor columns with the number of anchors live in each",
        response: { 200: envelope(z.array(anchorColumnCountSchema)) },
      },
    },
    async () => ok(await anchors.columnCounts()),
  );

  for (const [path, order, summary] of [
    ["/web_anchor/anchor_content_list", "liveFirst", "A column's rooms, live first by popularity"],
    ["/web_anchor/anchor_content_list_new", "newest", "A column's rooms, newest anchors first"],
  ] as const) {
    app.post(
      path,
      {
        preHandler: app.optionalUser,
        schema: {
          tags,
          summary,
          description: `Tab all lists every room; tab hot only rooms live now. ${regionNote}`,
          body: anchorListBodySchema,
          response: { 200: envelope(anchorPageSchema) },
        },
      },
      async (req) => ok(await anchors.list(req.body, await region(req), order)),
    );
  }

  app.post(
    "/web_anchor/recommend_anchor",
    {
      preHandler: app.optionalUser,
      schema: {
        tags,
        summary: "Featured rooms: live ones first, then the most followed",
        response: { 200: envelope(z.array(anchorCardSchema)) },
      },
    },
    async (req) => ok(await anchors.recommend(await region(req), req.user?.id)),
  );

  app.post(
    "/web_anchor/web_recommend_user",
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: "Anchors the caller does not follow yet",
        response: { 200: envelope(z.array(recommendedUserSchema)) },
      },
    },
    async (req) => ok(await anchors.recommendUsers(currentUser(req).id)),
  );

  app.post(
    "/web_anchor/anchor_details",
    {
      preHandler: app.optionalUser,
      schema: {
        tags,
        summary: "A room for the room page: anchor, room texts, live state, play addresses, follows",
        body: anchorIdBodySchema,
        response: { 200: envelope(anchorDetailsSchema) },
      },
    },
    async (req) => ok(await anchors.details(req.body.anchorId, await region(req), req.user?.id)),
  );

  app.post(
    "/web_anchor/anchor_information",
    {
      schema: {
        tags,
        summary: "The info tab of an anchor's space",
        body: anchorIdBodySchema,
        response: { 200: envelope(anchorInformationSchema) },
      },
    },
    async (req) => ok(await anchors.information(req.body.anchorId)),
  );

  app.post(
    "/web_anchor/anchor_schedule",
    {
      preHandler: app.optionalUser,
      schema: {
        tags,
        summary: "An anchor's schedule: the matches booked with anchorMatch, by start time",
        description: "`booked` is the caller's own booking of each match.",
        body: anchorIdBodySchema,
        response: { 200: envelope(anchorScheduleSchema) },
      },
    },
    async (req) => {
      await anchors.requireListed(req.body.anchorId);
      const matches = app.services.match;
      const [appointed, mine] = await Promise.all([
        matches.appointments(req.body.anchorId, req.lang),
        req.user ? matches.bookings({ lang: req.lang, userId: req.user.id }) : Promise.resolve([]),
      ]);
      const myBooking = new Map(mine.map((b) => [b.match.id, b.type]));
      return ok(
        appointed
          .map((match) => ({ ...match, booked: myBooking.get(match.id) ?? null }))
          .sort((a, b) => a.startTime - b.startTime),
      );
    },
  );

  app.post(
    "/web_anchor/match_rooms",
    {
      preHandler: app.optionalUser,
      schema: {
        tags,
        summary:
          "Rooms streaming a match: live first, then those nearest the viewer (language, region), then the most popular",
        description: regionNote,
        body: matchIdBodySchema,
        response: { 200: envelope(z.array(anchorCardSchema)) },
      },
    },
    async (req) => ok(await anchors.matchRooms(req.body.matchId, await region(req), req.lang)),
  );

  app.post(
    "/web_anchor/anchor_follow",
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: "Follow (flag 1) or unfollow (flag 2) an anchor; answers the new flag and follower count",
        description: "Following completes task_9 the first time.",
        body: followBodySchema,
        response: { 200: envelope(followResultSchema) },
      },
    },
    async (req) => ok(await anchors.follow(currentUser(req).id, req.body.anchorId, req.body.flag)),
  );

  app.post(
    "/web_my/my_follows",
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: "The anchors the caller follows, live first, then by follow time",
        body: pagingBodySchema,
        response: { 200: envelope(followedAnchorPageSchema) },
      },
    },
    async (req) => ok(await anchors.myFollows(currentUser(req).id, await region(req), req.body)),
  );

  app.post(
    "/web_anchor/live_history",
    {
      schema: {
        tags,
        summary: "An anchor's live history for a UTC month: per day and the month's totals",
        body: liveHistoryBodySchema,
        response: { 200: envelope(liveHistorySchema) },
      },
    },
    async (req) => {
      await anchors.requireListed(req.body.anchorId);
      return ok(await anchors.history.month(req.body.anchorId, req.body.month));
    },
  );

  app.get(
    "/web_anchor/getZoneSwitch",
    {
      preHandler: app.optionalUser,
      schema: {
        tags,
        summary: "Whether regional covers apply, the caller's region and the regions covers can be set for",
        response: { 200: envelope(zoneSwitchSchema) },
      },
    },
    async (req) => ok(anchors.zoneSwitch(await region(req))),
  );

  await app.register(spaceRoutes);
  await anchors.history.schedule();
};
