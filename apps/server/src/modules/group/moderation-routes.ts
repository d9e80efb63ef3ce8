import {
  envelope,
  groupBodySchema,
  groupClearResultSchema,
  groupConfigSchema,
  groupDelUserMsgBodySchema,
  groupDelUserMsgResultSchema,
  groupExitBodySchema,
  groupKickBodySchema,
  groupKickResultSchema,
  groupMuteBodySchema,
  groupMuteResultSchema,
  groupSetInfoBodySchema,
} from "@courtside/protocol";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ok } from "../../http/envelope.js";
import { currentUser } from "../auth/plugin.js";

const tags = ["groups"];
const done = envelope(z.null());

/** Settings and keeping order: each call checks its action in GROUP_ACTIONS. */
export const moderationRoutes: FastifyPluginAsyncZod = async (app) => {
  const groups = app.services.group;
  const signedIn = { preHandler: app.requireUser };
  const me = (req: Parameters<typeof currentUser>[0]) => currentUser(req).id;

  app.post(
    "/chat/group/set/info",
    {
      ...signedIn,
      schema: {
        tags,
        summary:
          "Change settings: name, avatar, announcement, join verification (modify info), mute-all (mute), member limit (owner), my nickname",
        body: groupSetInfoBodySchema,
        response: { 200: envelope(groupConfigSchema) },
      },
    },
    async (req) => ok(await groups.setInfo(me(req), req.body)),
  );

  app.post(
    "/chat/group/kickGroup",
    {
      ...signedIn,
      schema: {
        tags,
        summary:
          "Remove members (remove right; admins remove plain members only); their devices stop receiving at once",
        body: groupKickBodySchema,
        response: { 200: envelope(groupKickResultSchema) },
      },
    },
    async (req) => ok(await groups.kick(me(req), req.body.groupId, req.body.userIds)),
  );

  app.post(
    "/chat/group/mute",
    {
      ...signedIn,
      schema: {
        tags,
        summary: "Mute a member for 1, 12, 24, 168 or 720 hours, or lift it with 0 (mute right)",
        body: groupMuteBodySchema,
        response: { 200: envelope(groupMuteResultSchema) },
      },
    },
    async (req) => ok(await groups.mute(me(req), req.body.groupId, req.body.userId, req.body.hours)),
  );

  app.post(
    "/chat/group/exit",
    {
      ...signedIn,
      schema: {
        tags,
        summary: "Leave a group with a reason from exitReasonList (the owner dissolves instead)",
        body: groupExitBodySchema,
        response: { 200: done },
      },
    },
    async (req) => {
      await groups.exit(me(req), req.body.groupId, req.body);
      return ok(null);
    },
  );

  app.post(
    "/chat/group/dismiss",
    {
      ...signedIn,
      schema: {
        tags,
        summary: "Dissolve the group (owner); members keep its history but nobody can send",
        body: groupBodySchema,
        response: { 200: done },
      },
    },
    async (req) => {
      await groups.dismiss(me(req), req.body.groupId);
      return ok(null);
    },
  );

  app.post(
    "/chat/group/clear/msg/all",
    {
      ...signedIn,
      schema: {
        tags,
        summary: "Clear every message for everyone (owner)",
        body: groupBodySchema,
        response: { 200: envelope(groupClearResultSchema) },
      },
    },
    async (req) => ok(await groups.clearAll(me(req), req.body.groupId)),
  );

  app.post(
    "/chat/group/del_user_msg",
    {
      ...signedIn,
      schema: {
        tags,
        summary: "Delete every message of one member, current or former (delete-messages right)",
        body: groupDelUserMsgBodySchema,
        response: { 200: envelope(groupDelUserMsgResultSchema) },
      },
    },
    async (req) => ok(await groups.deleteMessagesOf(me(req), req.body.groupId, req.body.userId)),
  );
};
