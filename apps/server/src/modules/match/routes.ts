import {
  bookBodySchema,
  bookingSchema,
  bookResultSchema,
  columnWithCountSchema,
  envelope,
  matchDetailSchema,
  matchIdBodySchema,
  matchListBodySchema,
  matchPageBodySchema,
  matchPageSchema,
  matchSchema,
} from "@courtside/protocol";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ok } from "../../http/envelope.js";
import { currentUser } from "../auth/plugin.js";
import { assertApprovedAnchor } from "../user/anchor-guard.js";

const tags = ["match"];

/** Match lists, detail and booking, at their section-7 paths. */
export const matchRoutes: FastifyPluginAsyncZod = async (app) => {
  const matches = app.services.match;

  app.post(
    "/web_race/race_data_column_with_num",
    {
      schema: {
        tags,
        summary: "Match columns with their counts of live and upcoming matches",
        response: { 200: envelope(z.array(columnWithCountSchema)) },
      },
    },
    async () => ok(await matches.columnsWithCount()),
  );

  app.post(
    "/web_race/race_data_content_list_page",
    {
      preHandler: app.optionalUser,
      schema: {
        tags,
        summary: "A column's matches, live first, paginated; tab all or hot",
        body: matchPageBodySchema,
        response: { 200: envelope(matchPageSchema) },
      },
    },
    async (req) => ok(await matches.page(req.body, req.user?.id)),
  );

  app.post(
    "/web_race/match_list",
    {
      preHandler: app.optionalUser,
      schema: {
        tags,
        summary: "Matches by sport, status and UTC day",
        body: matchListBodySchema,
        response: { 200: envelope(z.array(matchSchema)) },
      },
    },
    async (req) => ok(await matches.list(req.body, req.user?.id)),
  );

  app.get(
    "/web_race/show/match/:sportId/:date",
    {
      preHandler: app.optionalUser,
      schema: {
        tags,
        summary: "A sport's matches on a UTC day",
        params: z.object({ sportId: z.coerce.number().int(), date: z.iso.date() }),
        response: { 200: envelope(z.array(matchSchema)) },
      },
    },
    async (req) =>
      ok(await matches.list({ sportId: req.params.sportId, date: req.params.date, limit: 200 }, req.user?.id)),
  );

  app.post(
    "/web_match/web_match_details",
    {
      preHandler: app.optionalUser,
      schema: {
        tags,
        summary: "A match with its timeline and score by period",
        body: matchIdBodySchema,
        response: { 200: envelope(matchDetailSchema) },
      },
    },
    async (req) => ok(await matches.detail(req.body.matchId, req.user?.id)),
  );

  app.post(
    "/web_race/web_race_appoint",
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: "Book a match (one at a time; switch: true replaces the earlier one), or cancel",
        body: bookBodySchema,
        response: { 200: envelope(bookResultSchema) },
      },
    },
    async (req) => ok(await matches.book(currentUser(req).id, req.body)),
  );

  app.post(
    "/web_race/race_data_appoint",
    {
      preHandler: app.requireUser,
      schema: { tags, summary: "My bookings", response: { 200: envelope(z.array(bookingSchema)) } },
    },
    async (req) => ok(await matches.bookings(currentUser(req).id)),
  );

  app.post(
    "/web_anchor/anchorMatch",
    {
      preHandler: app.requireUser,
      schema: {
        tags: ["anchor"],
        summary: "An anchor's appointment to stream a match (more than 2 hours apart)",
        body: matchIdBodySchema,
        response: { 200: envelope(matchSchema.optional()) },
      },
    },
    async (req) => {
      const user = currentUser(req);
      assertApprovedAnchor((await app.services.user.profile(user)).anchorState);
      return ok(await matches.appoint(user.id, req.body.matchId));
    },
  );

  app.post(
    "/manage/race/app_anchor_race_list",
    {
      preHandler: app.requireUser,
      schema: {
        tags: ["anchor"],
        summary: "The matches an anchor will stream",
        response: { 200: envelope(z.array(matchSchema)) },
      },
    },
    async (req) => ok(await matches.appointments(currentUser(req).id)),
  );
};
