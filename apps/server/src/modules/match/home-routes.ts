import { envelope, homeBottomSchema, homeInfoSchema, homeMiddleSchema, homeTopSchema } from "@courtside/protocol";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ok } from "../../http/envelope.js";

const tags = ["home"];

/** The home page's four blocks (spec section 7, Home). */
export const homeRoutes: FastifyPluginAsyncZod = async (app) => {
  const matches = app.services.match;

  app.post(
    "/web_home/home_details_top",
    {
      preHandler: app.optionalUser,
      schema: {
        tags,
        summary: "Top live: the most popular live match, or the next big match when none is live",
        response: { 200: envelope(homeTopSchema) },
      },
    },
    async (req) => {
      const { live, upcoming } = await matches.liveAndUpcoming(req.user?.id);
      const top = live.find((m) => m.hot) ?? live[0] ?? null;
      return ok({ live: top, next: top ? null : (upcoming[0] ?? null) });
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
        response: { 200: envelope(homeBottomSchema) },
      },
    },
    async (req) => {
      const { live, upcoming } = await matches.liveAndUpcoming(req.user?.id);
      return ok({ live, upcoming });
    },
  );

  app.post(
    "/web_home/home_info_bottom",
    {
      preHandler: app.optionalUser,
      schema: { tags, summary: "Results of the last day", response: { 200: envelope(homeInfoSchema) } },
    },
    async (req) => ok({ results: await matches.recentResults(req.user?.id) }),
  );
};
