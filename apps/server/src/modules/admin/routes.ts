import {
  addSensitiveWordBodySchema,
  adminApplicationListBodySchema,
  adminApplicationPageSchema,
  adminMeSchema,
  adminUserListBodySchema,
  adminUserPageSchema,
  adminUserSchema,
  applicationIdBodySchema,
  auditListBodySchema,
  auditPageSchema,
  banUserBodySchema,
  blockedRegionsSchema,
  envelope,
  rejectApplicationBodySchema,
  reviewResultSchema,
  sensitiveWordIdBodySchema,
  sensitiveWordListBodySchema,
  sensitiveWordPageSchema,
  sensitiveWordSchema,
  setBlockedRegionsBodySchema,
  speechBanBodySchema,
  speechUnbanBodySchema,
  unbanUserBodySchema,
} from "@courtside/protocol";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ok } from "../../http/envelope.js";
import { currentUser } from "../auth/plugin.js";
import { requireSuperAdmin } from "./guard.js";

const tags = ["admin"];
const description = "Needs the token and the security code in the `X-Security-Code` header.";

/** Super-admin calls under `/web/admin/`; all but `me` pass `requireSuperAdmin`. */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = app.services.admin;
  const guarded = { preHandler: requireSuperAdmin };
  const actor = (req: Parameters<typeof currentUser>[0]) => currentUser(req).id;

  app.post(
    "/admin/me",
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: "Am I a super admin (and am I locked out)?",
        response: { 200: envelope(adminMeSchema) },
      },
    },
    async (req) => ok(await admin.me(actor(req))),
  );

  app.post(
    "/admin/verify",
    {
      ...guarded,
      schema: { tags, description, summary: "Check the security code", response: { 200: envelope(z.null()) } },
    },
    async () => ok(null),
  );

  app.post(
    "/admin/applications",
    {
      ...guarded,
      schema: {
        tags,
        description,
        summary: "Anchor applications by status, paged",
        body: adminApplicationListBodySchema,
        response: { 200: envelope(adminApplicationPageSchema) },
      },
    },
    async (req) => ok(await admin.applications(req.body.status, req.body.page, req.body.pageSize)),
  );

  app.post(
    "/admin/applications/approve",
    {
      ...guarded,
      schema: {
        tags,
        description,
        summary: "Approve: the user becomes an anchor with a room, and gets the approval SMS",
        body: applicationIdBodySchema,
        response: { 200: envelope(reviewResultSchema) },
      },
    },
    async (req) => ok(await admin.approve(actor(req), req.body.id)),
  );

  app.post(
    "/admin/applications/reject",
    {
      ...guarded,
      schema: {
        tags,
        description,
        summary: "Reject with a reason the applicant reads; they may apply again",
        body: rejectApplicationBodySchema,
        response: { 200: envelope(reviewResultSchema) },
      },
    },
    async (req) => ok(await admin.reject(actor(req), req.body.id, req.body.reason)),
  );

  app.post(
    "/admin/users",
    {
      ...guarded,
      schema: {
        tags,
        description,
        summary: "Search users by id, username, nickname or phone",
        body: adminUserListBodySchema,
        response: { 200: envelope(adminUserPageSchema) },
      },
    },
    async (req) => {
      const { keyword, anchorState, mine, page, pageSize } = req.body;
      const boundTo = mine ? actor(req) : undefined;
      return ok(await admin.users({ keyword, anchorState, boundTo }, page, pageSize));
    },
  );

  app.post(
    "/admin/users/ban",
    {
      ...guarded,
      schema: {
        tags,
        description,
        summary: "Ban: anchor features (anchor), everything for good (permanent) or sign-in (login)",
        body: banUserBodySchema,
        response: { 200: envelope(adminUserSchema) },
      },
    },
    async (req) => ok(await admin.ban(actor(req), req.body.userId, req.body.kind, req.body.reason)),
  );

  app.post(
    "/admin/users/unban",
    {
      ...guarded,
      schema: {
        tags,
        description,
        summary: "Lift every ban of a user",
        body: unbanUserBodySchema,
        response: { 200: envelope(adminUserSchema) },
      },
    },
    async (req) => ok(await admin.unban(actor(req), req.body.userId)),
  );

  app.post(
    "/admin/users/speech_ban",
    {
      ...guarded,
      schema: {
        tags,
        description,
        summary: "Site-wide speaking ban: the user reads everywhere but speaks nowhere until it ends",
        body: speechBanBodySchema,
        response: { 200: envelope(adminUserSchema) },
      },
    },
    async (req) => {
      const { userId, minutes, reason } = req.body;
      return ok(await admin.speechBan(actor(req), userId, minutes, reason));
    },
  );

  app.post(
    "/admin/users/speech_unban",
    {
      ...guarded,
      schema: {
        tags,
        description,
        summary: "Lift a site-wide speaking ban before it ends",
        body: speechUnbanBodySchema,
        response: { 200: envelope(adminUserSchema) },
      },
    },
    async (req) => ok(await admin.speechUnban(actor(req), req.body.userId, req.body.reason)),
  );

  app.post(
    "/admin/regions",
    {
      ...guarded,
      schema: {
        tags,
        description,
        summary: "Blocked regions (country codes)",
        response: { 200: envelope(blockedRegionsSchema) },
      },
    },
    async () => ok(await admin.blockedRegions()),
  );

  app.post(
    "/admin/regions/set",
    {
      ...guarded,
      schema: {
        tags,
        description,
        summary: "Replace the blocked regions; their API requests get 7898 (the console, sign-in and probes stay open)",
        body: setBlockedRegionsBodySchema,
        response: { 200: envelope(blockedRegionsSchema) },
      },
    },
    async (req) => ok(await admin.setBlockedRegions(actor(req), req.body.regions)),
  );

  app.post(
    "/admin/sensitive_words",
    {
      ...guarded,
      schema: {
        tags,
        description,
        summary: "Sensitive words, newest first",
        body: sensitiveWordListBodySchema,
        response: { 200: envelope(sensitiveWordPageSchema) },
      },
    },
    async (req) => ok(await admin.wordPage(req.body.keyword, req.body.page, req.body.pageSize)),
  );

  app.post(
    "/admin/sensitive_words/add",
    {
      ...guarded,
      schema: {
        tags,
        description,
        summary: "Add a sensitive word (refuse or mask)",
        body: addSensitiveWordBodySchema,
        response: { 200: envelope(sensitiveWordSchema) },
      },
    },
    async (req) => ok(await admin.addWord(actor(req), req.body.word, req.body.action)),
  );

  app.post(
    "/admin/sensitive_words/delete",
    {
      ...guarded,
      schema: {
        tags,
        description,
        summary: "Delete a sensitive word",
        body: sensitiveWordIdBodySchema,
        response: { 200: envelope(sensitiveWordSchema) },
      },
    },
    async (req) => ok(await admin.deleteWord(actor(req), req.body.id)),
  );

  app.post(
    "/admin/audit_log",
    {
      ...guarded,
      schema: {
        tags,
        description,
        summary: "The audit log, newest first",
        body: auditListBodySchema,
        response: { 200: envelope(auditPageSchema) },
      },
    },
    async (req) => ok(await admin.audit(req.body.action, req.body.page, req.body.pageSize)),
  );
};
