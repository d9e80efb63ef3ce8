import {
  envelope,
  groupCodeInfoSchema,
  groupCodeQuerySchema,
  groupCreateBodySchema,
  groupCreateResultSchema,
  groupFilterInviteBodySchema,
  groupFilterInviteResultSchema,
  groupInviteAbleResultSchema,
  groupInviteBodySchema,
  groupInviteResultSchema,
  groupInviteToGroupsBodySchema,
  groupInviteToGroupsResultSchema,
  groupJoinBodySchema,
  groupJoinInfoSchema,
  groupJoinResultSchema,
  groupParamsSchema,
} from "@courtside/protocol";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ok } from "../../http/envelope.js";
import { currentUser } from "../auth/plugin.js";
import { adminRoutes } from "./admin-routes.js";
import { linkRoutes } from "./link-routes.js";
import { moderationRoutes } from "./moderation-routes.js";
import { outcome, presentCard } from "./presenter.js";
import { viewRoutes } from "./view-routes.js";

const tags = ["groups"];

/**
 * Group chat at the chat base (DECISIONS 4: `/web/chat`): the `/group/*` and `/groupAdminConfig/*`
 * calls of spec section 7, then our own (members, mutes, applications, read receipts). Creating,
 * inviting and joining are here; the rest in the files registered at the end.
 */
export const groupRoutes: FastifyPluginAsyncZod = async (app) => {
  const groups = app.services.group;
  const signedIn = { preHandler: app.requireUser };
  const me = (req: Parameters<typeof currentUser>[0]) => currentUser(req).id;

  app.post(
    "/chat/group/create",
    {
      ...signedIn,
      schema: {
        tags,
        summary: "Create a group with people (those who blocked me or take messages from friends only are left out)",
        body: groupCreateBodySchema,
        response: { 200: envelope(groupCreateResultSchema) },
      },
    },
    async (req) => {
      const created = await groups.create(me(req), req.body);
      return ok({
        group: await groups.config(me(req), created.groupId),
        members: created.verdicts.map((v) => outcome(v.userId, v.status, req.lang, v.refusal)),
      });
    },
  );

  app.post(
    "/chat/group/inviteJoinGroup",
    {
      ...signedIn,
      schema: {
        tags,
        summary: "Invite people; with join verification on, a member without the invite right files applications",
        body: groupInviteBodySchema,
        response: { 200: envelope(groupInviteResultSchema) },
      },
    },
    async (req) => {
      const verdicts = await groups.invite(me(req), req.body.groupId, req.body.userIds);
      return ok({ list: verdicts.map((v) => outcome(v.userId, v.status, req.lang, v.refusal)) });
    },
  );

  app.post(
    "/chat/group/inviteUserToGroups",
    {
      ...signedIn,
      schema: {
        tags,
        summary: "Invite one person into several of my groups; each group answers on its own",
        body: groupInviteToGroupsBodySchema,
        response: { 200: envelope(groupInviteToGroupsResultSchema) },
      },
    },
    async (req) => {
      const results = await groups.inviteToGroups(me(req), req.body.userId, req.body.groupIds);
      return ok({
        list: results.map(({ groupId, verdict }) => {
          const { userId: _userId, ...rest } = outcome(verdict.userId, verdict.status, req.lang, verdict.refusal);
          return { groupId, ...rest };
        }),
      });
    },
  );

  app.post(
    "/chat/group/filterGroupInviteAppNumber",
    {
      ...signedIn,
      schema: {
        tags,
        summary: "Which of these people I can still bring into a group, and how (invite, apply, member, full, refused)",
        body: groupFilterInviteBodySchema,
        response: { 200: envelope(groupFilterInviteResultSchema) },
      },
    },
    async (req) => {
      const list = await groups.filterInvite(me(req), req.body.groupId, req.body.userIds);
      return ok({ list: list.map(({ userId, status }) => ({ userId, status })) });
    },
  );

  app.get(
    "/chat/group/invite/user/able/:id",
    {
      ...signedIn,
      schema: {
        tags,
        summary: "My groups and whether I can bring this person into each",
        params: groupParamsSchema,
        response: { 200: envelope(groupInviteAbleResultSchema) },
      },
    },
    async (req) => {
      const list = await groups.ableFor(me(req), req.params.id);
      return ok({ list: list.map(({ group, status }) => ({ group: presentCard(group), status })) });
    },
  );

  app.get(
    "/chat/group/get/code/info",
    {
      ...signedIn,
      schema: {
        tags,
        summary: "What an invite link's join page shows (4010 invite link expired, 4311 used up)",
        querystring: groupCodeQuerySchema,
        response: { 200: envelope(groupCodeInfoSchema) },
      },
    },
    async (req) => {
      const info = await groups.codeInfo(me(req), req.query.code);
      return ok({ ...info, group: presentCard(info.group) });
    },
  );

  app.post(
    "/chat/group/join",
    {
      ...signedIn,
      schema: {
        tags,
        summary: "Join through an invite link: at once, or with join verification an application with a reason",
        body: groupJoinBodySchema,
        response: { 200: envelope(groupJoinResultSchema) },
      },
    },
    async (req) => ok(await groups.join(me(req), req.body)),
  );

  app.get(
    "/chat/group/join/info/:id",
    {
      ...signedIn,
      schema: {
        tags,
        summary: "My standing with a group I am, was or asked to be in: member, pending, rejected, expired, left",
        params: groupParamsSchema,
        response: { 200: envelope(groupJoinInfoSchema) },
      },
    },
    async (req) => {
      const info = await groups.joinInfo(me(req), req.params.id);
      return ok({ ...info, group: presentCard(info.group) });
    },
  );

  await app.register(linkRoutes);
  await app.register(moderationRoutes);
  await app.register(viewRoutes);
  await app.register(adminRoutes);
};
