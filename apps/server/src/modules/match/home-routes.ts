import type { Match } from "@courtside/protocol";
import { envelope, homeBottomSchema, homeInfoSchema, homeMiddleSchema, homeTopSchema } from "@courtside/protocol";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ok } from "../../http/envelope.js";
import { sharedResponses } from "../../http/list-cache.js";
import { withBookings } from "./overlay.js";

const tags = ["home"];

/** The home page's four blocks (spec section 7, Home). */
export const homeRoutes: FastifyPluginAsyncZod = async (app) => {
  const matches = app.services.match;
  const validate = app.config.validateResponses;
  const topResponse = envelope(homeTopSchema);
  const bottomResponse = envelope(homeBottomSchema);
  const infoResponse = envelope(homeInfoSchema);
  const tops = sharedResponses("/web/web_home/home_details_top", topResponse, validate);
  const bottoms = sharedResponses("/web/web_home/home_details_bottom", bottomResponse, validate);
  const infos = sharedResponses("/web/web_home/home_info_bottom", infoResponse, validate);
  /** The viewer's bookings among the matches of a shared answer; null for a visitor. */
  const bookedAmong = (userId: number | undefined, lists: Match[][]) =>
    userId === undefined
      ? null
      : matches.bookedAmong(
          userId,
          lists.flat().map((m) => m.id),
        );

  app.post(
    "/web_home/home_details_top",
    {
      preHandler: app.optionalUser,
      schema: {
        tags,
        summary: "Top live: the most popular live match, or the next big match when none is live",
        response: { 200: topResponse },
      },
    },
    async (req, reply) => {
      const shared = await tops.get(req.lang, async () => {
        const { live, upcoming } = await matches.liveAndUpcoming(req.lang);
        const top = live.find((m) => m.hot) ?? live[0] ?? null;
        return ok({ live: top, next: top ? null : (upcoming[0] ?? null) });
      });
      const { live, next } = shared.value.data;
      const booked = await bookedAmong(req.user?.id, [live ? [live] : [], next ? [next] : []]);
      if (!booked?.size) return tops.send(req, reply, shared.bytes);
      const [own = null] = withBookings(live ? [live] : [], booked);
      const [ownNext = null] = withBookings(next ? [next] : [], booked);
      return tops.sendOwn(req, reply, ok({ live: own, next: ownNext }));
    },
  );

  app.post(
    "/web_home/home_details_middle",
    {
      schema: {
        tags,
        summary: "Hot anchors: approved anchors, newest first",
        response: { 200: envelope(homeMiddleSchema) },
      },
    },
    async () => ok({ anchors: await app.services.user.hotAnchors() }),
  );

  app.post(
    "/web_home/home_details_bottom",
    {
      preHandler: app.optionalUser,
      schema: {
        tags,
        summary: "Live now and hot upcoming matches",
        response: { 200: bottomResponse },
      },
    },
    async (req, reply) => {
      const shared = await bottoms.get(req.lang, async () => ok(await matches.liveAndUpcoming(req.lang)));
      const { live, upcoming } = shared.value.data;
      const booked = await bookedAmong(req.user?.id, [live, upcoming]);
      if (!booked?.size) return bottoms.send(req, reply, shared.bytes);
      return bottoms.sendOwn(
        req,
        reply,
        ok({ live: withBookings(live, booked), upcoming: withBookings(upcoming, booked) }),
      );
    },
  );

  app.post(
    "/web_home/home_info_bottom",
    {
      preHandler: app.optionalUser,
      schema: { tags, summary: "Results of the last day", response: { 200: infoResponse } },
    },
    async (req, reply) => {
      const shared = await infos.get(req.lang, async () => ok({ results: await matches.recentResults(req.lang) }));
      const { results } = shared.value.data;
      const booked = await bookedAmong(req.user?.id, [results]);
      if (!booked?.size) return infos.send(req, reply, shared.bytes);
      return infos.sendOwn(req, reply, ok({ results: withBookings(results, booked) }));
    },
  );
};
