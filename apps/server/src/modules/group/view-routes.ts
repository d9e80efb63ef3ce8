import {
  envelope,
  groupApplicationListBodySchema,
  groupApplicationPageSchema,
  groupApplicationResponseBodySchema,
  groupApplicationSchema,
  groupBodySchema,
  groupConfigSchema,
  groupExitReasonListSchema,
  groupMemberListBodySchema,
  groupMemberPageSchema,
  groupMineSchema,
  groupMsgMaxSchema,
  groupParamsSchema,
  groupReadCountBodySchema,
  groupReadCountSchema,
  groupReadersBodySchema,
  groupReadersSchema,
} from "@courtside/protocol";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ok } from "../../http/envelope.js";
import { currentUser } from "../auth/plugin.js";

const tags = ["groups"];

/** What members read (settings, members, the latest seq, read receipts) and join review. */
export const viewRoutes: FastifyPluginAsyncZod = async (app) => {
  const groups = app.services.group;
  const signedIn = { preHandler: app.requireUser };
  const me = (req: Parameters<typeof currentUser>[0]) => currentUser(req).id;

  app.get(
    "/chat/group/config/group/:id",
    {
      ...signedIn,
      schema: {
        tags,
        summary: "A group's settings, my role, rights and allowed actions, and the invite link if I may manage it",
        params: groupParamsSchema,
        response: { 200: envelope(groupConfigSchema) },
      },
    },
    async (req) => ok(await groups.config(me(req), req.params.id)),
  );

  app.get(
    "/chat/group/exitReasonList",
    {
      ...signedIn,
      schema: {
        tags,
        summary: "The reasons to choose from when leaving a group, in my language",
        response: { 200: envelope(groupExitReasonListSchema) },
      },
    },
    async (req) => ok(groups.exitReasons(req.lang)),
  );

  app.post(
    "/chat/group/list",
    {
      ...signedIn,
      schema: { tags, summary: "The groups I am in, with my role", response: { 200: envelope(groupMineSchema) } },
    },
    async (req) => ok(await groups.mine(me(req))),
  );

  app.post(
    "/chat/group/member/list",
    {
      ...signedIn,
      schema: {
        tags,
        summary: "A group's members: the owner, admins (with their rights), then by joining time",
        body: groupMemberListBodySchema,
        response: { 200: envelope(groupMemberPageSchema) },
      },
    },
    async (req) => ok(await groups.members(me(req), req.body)),
  );

  app.post(
    "/chat/group/msg/max",
    {
      ...signedIn,
      schema: {
        tags,
        summary: "The latest seq of the group's stream",
        body: groupBodySchema,
        response: { 200: envelope(groupMsgMaxSchema) },
      },
    },
    async (req) => ok(await groups.maxSeq(me(req), req.body.groupId)),
  );

  app.post(
    "/chat/group/msg/readCount",
    {
      ...signedIn,
      schema: {
        tags,
        summary: "Read by N of each message, from the members' read seqs (any group size)",
        body: groupReadCountBodySchema,
        response: { 200: envelope(groupReadCountSchema) },
      },
    },
    async (req) => ok(await groups.receipts.readCount(me(req), req.body.groupId, req.body.seqs)),
  );

  app.post(
    "/chat/group/msg/readers",
    {
      ...signedIn,
      schema: {
        tags,
        summary: "Who has read a message and who not yet (groups of up to 100 members)",
        body: groupReadersBodySchema,
        response: { 200: envelope(groupReadersSchema) },
      },
    },
    async (req) => ok(await groups.receipts.readers(me(req), req.body.groupId, req.body.seq)),
  );

  app.post(
    "/chat/group/application/list",
    {
      ...signedIn,
      schema: {
        tags,
        summary: "Join applications of a group I review, or of every group I review",
        body: groupApplicationListBodySchema,
        response: { 200: envelope(groupApplicationPageSchema) },
      },
    },
    async (req) => ok(await groups.applications.list(me(req), req.body)),
  );

  app.post(
    "/chat/group/application/response",
    {
      ...signedIn,
      schema: {
        tags,
        summary: "Agree to or reject a join application (review right; 4302 when another reviewer was first)",
        body: groupApplicationResponseBodySchema,
        response: { 200: envelope(groupApplicationSchema) },
      },
    },
    async (req) => ok(await groups.applications.respond(me(req), req.body.applicationId, req.body.agree)),
  );
};
