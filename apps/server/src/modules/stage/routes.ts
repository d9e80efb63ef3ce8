import {
  envelope,
  idTextSchema,
  micReservationAddBodySchema,
  micReservationDeleteBodySchema,
  micReservationSchema,
  stageAnswerBodySchema,
  stageMuteBodySchema,
  stageReviewBodySchema,
  stageRoomBodySchema,
  stageSettingsBodySchema,
  stageStateSchema,
  stageUserBodySchema,
  stageViewSchema,
} from "@courtside/protocol";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ok } from "../../http/envelope.js";
import { currentUser } from "../auth/plugin.js";

const tags = ["mic connection"];
const stateReply = { 200: envelope(stageStateSchema) };
const reservationsReply = { 200: envelope(z.array(micReservationSchema)) };

/** Mic connection: the stage of a live room and its list; media goes over the gateway (`stage:<room>`). */
export const stageRoutes: FastifyPluginAsyncZod = async (app) => {
  const { service: stage, reservations } = app.services.stage;
  const signedIn = { preHandler: app.requireUser };
  // The SFU's threads end with the app.
  app.addHook("onClose", () => app.services.stage.media.stop());

  app.get(
    "/stage/:roomId",
    {
      preHandler: app.optionalUser,
      schema: {
        tags,
        summary: "A room's stage: who is on it and waiting, and what the asker may do",
        params: z.object({ roomId: idTextSchema }),
        response: { 200: envelope(stageViewSchema) },
      },
    },
    async (req) => ok(await stage.view(req.params.roomId, req.user?.id ?? null)),
  );

  app.post(
    "/stage/open",
    {
      ...signedIn,
      schema: { tags, summary: "Open the stage (the anchor)", body: stageRoomBodySchema, response: stateReply },
    },
    async (req) => ok(await stage.open(currentUser(req).id, req.body.roomId)),
  );

  app.post(
    "/stage/end",
    {
      ...signedIn,
      schema: {
        tags,
        summary: "End the whole stage: everyone leaves it (the anchor)",
        body: stageRoomBodySchema,
        response: stateReply,
      },
    },
    async (req) => ok(await stage.end(currentUser(req).id, req.body.roomId)),
  );

  app.post(
    "/stage/settings",
    {
      ...signedIn,
      schema: {
        tags,
        summary: "Let room admins manage the mic-connection list, or not (the anchor)",
        body: stageSettingsBodySchema,
        response: stateReply,
      },
    },
    async (req) => ok(await stage.settings(currentUser(req).id, req.body.roomId, req.body.adminsManage)),
  );

  app.post(
    "/stage/apply",
    {
      ...signedIn,
      schema: {
        tags,
        summary: "Apply for mic connection (expires after 60 s)",
        body: stageRoomBodySchema,
        response: stateReply,
      },
    },
    async (req) => ok(await stage.apply(currentUser(req).id, req.body.roomId)),
  );

  app.post(
    "/stage/answer",
    {
      ...signedIn,
      schema: {
        tags,
        summary: "Accept or decline an invitation to the stage",
        body: stageAnswerBodySchema,
        response: stateReply,
      },
    },
    async (req) => ok(await stage.answer(currentUser(req).id, req.body.roomId, req.body.accept)),
  );

  app.post(
    "/stage/leave",
    {
      ...signedIn,
      schema: {
        tags,
        summary: "Withdraw an application or leave the stage",
        body: stageRoomBodySchema,
        response: stateReply,
      },
    },
    async (req) => ok(await stage.leave(currentUser(req).id, req.body.roomId)),
  );

  app.post(
    "/stage/invite",
    {
      ...signedIn,
      schema: {
        tags,
        summary: "Invite a viewer onto the stage (managers)",
        body: stageUserBodySchema,
        response: stateReply,
      },
    },
    async (req) => ok(await stage.invite(currentUser(req).id, req.body.roomId, req.body.userId)),
  );

  app.post(
    "/stage/review",
    {
      ...signedIn,
      schema: {
        tags,
        summary: "Accept or reject an application (managers)",
        body: stageReviewBodySchema,
        response: stateReply,
      },
    },
    async (req) => ok(await stage.review(currentUser(req).id, req.body.roomId, req.body.userId, req.body.accept)),
  );

  app.post(
    "/stage/kick",
    {
      ...signedIn,
      schema: {
        tags,
        summary: "Take a guest off the stage (managers)",
        body: stageUserBodySchema,
        response: stateReply,
      },
    },
    async (req) => ok(await stage.kick(currentUser(req).id, req.body.roomId, req.body.userId)),
  );

  app.post(
    "/stage/mute",
    {
      ...signedIn,
      schema: {
        tags,
        summary: "Mute or unmute a guest's microphone or camera (managers), or one's own",
        body: stageMuteBodySchema,
        response: stateReply,
      },
    },
    async (req) => {
      const { roomId, userId, kind, muted } = req.body;
      return ok(await stage.mute(currentUser(req).id, roomId, userId, kind, muted));
    },
  );

  app.post(
    "/stage/reservations",
    {
      ...signedIn,
      schema: {
        tags,
        summary: "A room's mic reservations to come (managers)",
        body: stageRoomBodySchema,
        response: reservationsReply,
      },
    },
    async (req) => ok(await reservations.list(currentUser(req).id, req.body.roomId)),
  );

  app.post(
    "/stage/reservations/add",
    {
      ...signedIn,
      schema: {
        tags,
        summary: "Book a guest for a time, more than 2 hours from the room's other reservations (managers)",
        body: micReservationAddBodySchema,
        response: reservationsReply,
      },
    },
    async (req) => ok(await reservations.add(currentUser(req).id, req.body)),
  );

  app.post(
    "/stage/reservations/delete",
    {
      ...signedIn,
      schema: {
        tags,
        summary: "Cancel a mic reservation (managers)",
        body: micReservationDeleteBodySchema,
        response: reservationsReply,
      },
    },
    async (req) => ok(await reservations.remove(currentUser(req).id, req.body.roomId, req.body.id)),
  );
};
