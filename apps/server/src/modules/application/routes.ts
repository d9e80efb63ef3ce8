import {
  anchorApplicationSchema,
  anchorApplyBodySchema,
  anchorApplyDetailsSchema,
  envelope,
} from "@courtside/protocol";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ok } from "../../http/envelope.js";
import { currentUser } from "../auth/plugin.js";

const tags = ["anchor"];

/** Anchor applications at their section-7 paths. */
export const applicationRoutes: FastifyPluginAsyncZod = async (app) => {
  const applications = app.services.application;

  app.post(
    "/web_anchor/anchor_apply_for",
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: "Apply for an anchor account (again after a rejection); the application goes to review",
        body: anchorApplyBodySchema,
        response: { 200: envelope(anchorApplicationSchema) },
      },
    },
    async (req) => ok(await applications.apply(currentUser(req).id, req.body)),
  );

  app.post(
    "/web_anchor/anchor_apply_for_details",
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: "My anchor state and latest application (with the reason when rejected)",
        response: { 200: envelope(anchorApplyDetailsSchema) },
      },
    },
    async (req) => ok(await applications.details(currentUser(req).id)),
  );
};
