import {
  addImageBodySchema,
  addLiveCoverBodySchema,
  addNoteBodySchema,
  anchorNotePageSchema,
  anchorNoteSchema,
  anchorPageBodySchema,
  anchorPhotoPageSchema,
  anchorPhotoSchema,
  editLiveCoverBodySchema,
  envelope,
  fanPageSchema,
  idBodySchema,
  liveCoverPageSchema,
  liveCoverSchema,
  pagingBodySchema,
} from "@courtside/protocol";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ok } from "../../http/envelope.js";
import { approvedAnchorId } from "./context.js";

const tags = ["anchor"];
const done = envelope(z.null());
const anchorOnly = "Approved anchors only; other anchor states get their section-8 message.";

/** The anchor space's photo wall and updates, regional covers and fans. Writes are the anchor's own. */
export const spaceRoutes: FastifyPluginAsyncZod = async (app) => {
  const anchors = app.services.anchor;
  const isOwnFile = (userId: number, url: string) => app.services.upload.isOwnFile(userId, url);
  const me = (req: Parameters<typeof approvedAnchorId>[1]) => approvedAnchorId(app, req);
  const signedIn = { preHandler: app.requireUser };

  app.post(
    "/web_anchor/imageList",
    {
      schema: {
        tags,
        summary: "An anchor's photo wall, newest first",
        body: anchorPageBodySchema,
        response: { 200: envelope(anchorPhotoPageSchema) },
      },
    },
    async (req) => ok(await anchors.photos(req.body.anchorId, req.body)),
  );

  app.post(
    "/web_anchor/addImage",
    {
      ...signedIn,
      schema: {
        tags,
        summary: "Add an uploaded image to the caller's photo wall (description up to 20 characters)",
        description: anchorOnly,
        body: addImageBodySchema,
        response: { 200: envelope(anchorPhotoSchema) },
      },
    },
    async (req) => ok(await anchors.addPhoto(await me(req), req.body, isOwnFile)),
  );

  app.post(
    "/web_anchor/deleteImage",
    {
      ...signedIn,
      schema: {
        tags,
        summary: "Remove a photo from the caller's wall",
        description: anchorOnly,
        body: idBodySchema,
        response: { 200: done },
      },
    },
    async (req) => {
      await anchors.deletePhoto(await me(req), req.body.id);
      return ok(null);
    },
  );

  app.post(
    "/web_anchor/noteList",
    {
      schema: {
        tags,
        summary: "An anchor's updates, newest first",
        body: anchorPageBodySchema,
        response: { 200: envelope(anchorNotePageSchema) },
      },
    },
    async (req) => ok(await anchors.notes(req.body.anchorId, req.body)),
  );

  app.post(
    "/web_anchor/addNote",
    {
      ...signedIn,
      schema: {
        tags,
        summary: "Post an update: text and up to 9 uploaded images",
        description: anchorOnly,
        body: addNoteBodySchema,
        response: { 200: envelope(anchorNoteSchema) },
      },
    },
    async (req) => ok(await anchors.addNote(await me(req), req.body, isOwnFile)),
  );

  app.post(
    "/web_anchor/deleteNote",
    {
      ...signedIn,
      schema: {
        tags,
        summary: "Delete one of the caller's updates",
        description: anchorOnly,
        body: idBodySchema,
        response: { 200: done },
      },
    },
    async (req) => {
      await anchors.deleteNote(await me(req), req.body.id);
      return ok(null);
    },
  );

  app.post(
    "/web_anchor/GetLiveCoverPage",
    {
      ...signedIn,
      schema: {
        tags,
        summary: "The caller's regional live covers, by region",
        description: anchorOnly,
        body: pagingBodySchema,
        response: { 200: envelope(liveCoverPageSchema) },
      },
    },
    async (req) => ok(await anchors.covers(await me(req), req.body)),
  );

  app.post(
    "/web_anchor/AddLiveCover",
    {
      ...signedIn,
      schema: {
        tags,
        summary: "Add a regional cover: region required and not already used, image required",
        description: anchorOnly,
        body: addLiveCoverBodySchema,
        response: { 200: envelope(liveCoverSchema) },
      },
    },
    async (req) => ok(await anchors.addCover(await me(req), req.body, isOwnFile)),
  );

  app.post(
    "/web_anchor/EditLiveCover",
    {
      ...signedIn,
      schema: {
        tags,
        summary: "Change a regional cover's region, image or show/hide state",
        description: anchorOnly,
        body: editLiveCoverBodySchema,
        response: { 200: envelope(liveCoverSchema) },
      },
    },
    async (req) => ok(await anchors.editCover(await me(req), req.body, isOwnFile)),
  );

  app.post(
    "/web_anchor/DelLiveCoverPage",
    {
      ...signedIn,
      schema: {
        tags,
        summary: "Delete a regional cover",
        description: anchorOnly,
        body: idBodySchema,
        response: { 200: done },
      },
    },
    async (req) => {
      await anchors.deleteCover(await me(req), req.body.id);
      return ok(null);
    },
  );

  app.post(
    "/web_my/my_fans",
    {
      ...signedIn,
      schema: {
        tags,
        summary: "The caller's fans, the largest gift contributors first, then the newest follows",
        description: anchorOnly,
        body: pagingBodySchema,
        response: { 200: envelope(fanPageSchema) },
      },
    },
    async (req) => ok(await anchors.fans(await me(req), req.body)),
  );
};
