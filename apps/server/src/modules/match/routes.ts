import {
  appointBodySchema,
  bookBodySchema,
  bookingSchema,
  bookResultSchema,
  columnWithCountSchema,
  envelope,
  leagueFilterBodySchema,
  leagueOptionSchema,
  matchDetailSchema,
  matchIdBodySchema,
  matchListBodySchema,
  matchPageBodySchema,
  matchPageSchema,
  matchSchema,
  sportDayParamsSchema,
} from "@courtside/protocol";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ok } from "../../http/envelope.js";
import { sharedResponses } from "../../http/list-cache.js";
import { currentUser } from "../auth/plugin.js";
import { assertApprovedAnchor } from "../user/anchor-guard.js";
import { withBookings } from "./overlay.js";

const tags = ["match"];

/** Who a match is shown to: names in their language, their bookings when signed in. */
const viewerOf = (req: FastifyRequest) => ({ lang: req.lang, userId: req.user?.id });

/** Match lists, detail and booking, at their section-7 paths. */
export const matchRoutes: FastifyPluginAsyncZod = async (app) => {
  const matches = app.services.match;
  const validate = app.config.validateResponses;
  const columnsResponse = envelope(z.array(columnWithCountSchema));
  const pageResponse = envelope(matchPageSchema);
  const pages = sharedResponses("/web/web_race/race_data_content_list_page", pageResponse, validate);

  app.post(
    "/web_race/race_data_column_with_num",
    {
      schema: {
        tags,
        summary: "Match columns with their counts of live and upcoming matches",
        response: { 200: columnsResponse },
      },
    },
    // Not kept for a second like the pages: a new match must count at once (the counts are one
    // grouped query).
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
        response: { 200: pageResponse },
      },
    },
    async (req, reply) => {
      const body = req.body;
      const key = `${req.lang}:${body.columnId}:${body.tab}:${body.page}:${body.pageSize}:${body.from ?? ""}:${body.to ?? ""}:${body.leagueId ?? ""}`;
      const shared = await pages.get(key, async () => ok(await matches.sharedPage(body, req.lang)));
      const page = shared.value.data;
      const booked = req.user
        ? await matches.bookedAmong(
            req.user.id,
            page.list.map((m) => m.id),
          )
        : null;
      if (!booked?.size) return pages.send(req, reply, shared.bytes);
      return pages.sendOwn(req, reply, ok({ ...page, list: withBookings(page.list, booked) }));
    },
  );

  app.post(
    "/web_race/race_data_leagues",
    {
      schema: {
        tags,
        summary: "A column's leagues with matches from yesterday to a week ahead, the busiest first",
        body: leagueFilterBodySchema,
        response: { 200: envelope(z.array(leagueOptionSchema)) },
      },
    },
    async (req) => ok(await matches.leagues(req.body.columnId)),
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
    async (req) => ok(await matches.list(req.body, viewerOf(req))),
  );

  app.get(
    "/web_race/show/match/:sportId/:date",
    {
      preHandler: app.optionalUser,
      schema: {
        tags,
        summary: "A sport's matches on a UTC day",
        params: sportDayParamsSchema,
        response: { 200: envelope(z.array(matchSchema)) },
      },
    },
    async (req) =>
      ok(await matches.list({ sportId: req.params.sportId, date: req.params.date, limit: 200 }, viewerOf(req))),
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
    async (req) => ok(await matches.detail(req.body.matchId, viewerOf(req))),
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
    async (req) => ok(await matches.book({ lang: req.lang, userId: currentUser(req).id }, req.body)),
  );

  app.post(
    "/web_race/race_data_appoint",
    {
      preHandler: app.requireUser,
      schema: { tags, summary: "My bookings", response: { 200: envelope(z.array(bookingSchema)) } },
    },
    async (req) => ok(await matches.bookings({ lang: req.lang, userId: currentUser(req).id })),
  );

  app.post(
    "/web_anchor/anchorMatch",
    {
      preHandler: app.requireUser,
      schema: {
        tags: ["anchor"],
        summary: "An anchor's appointment to stream a match (more than 2 hours apart), or its cancelling",
        description: "With `cancel: true` the match is taken off the schedule and the answer has no data.",
        body: appointBodySchema,
        response: { 200: envelope(matchSchema.optional()) },
      },
    },
    async (req) => {
      const user = currentUser(req);
      assertApprovedAnchor((await app.services.user.profile(user)).anchorState);
      if (req.body.cancel) {
        await matches.unappoint(user.id, req.body.matchId);
        return ok(undefined);
      }
      return ok(await matches.appoint(user.id, req.body.matchId, req.lang));
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
    async (req) => ok(await matches.appointments(currentUser(req).id, req.lang)),
  );
};
