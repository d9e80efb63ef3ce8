import { mkdir } from "node:fs/promises";
import { Readable } from "node:stream";
import { envelope, uploadRequestBodySchema, uploadTicketSchema } from "@courtside/protocol";
import fastifyStatic from "@fastify/static";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../http/app-error.js";
import { ok } from "../../http/envelope.js";
import { currentUser } from "../auth/plugin.js";

/** `POST /web/manage/ossFile/image/oss_upload`: a signed, expiring address to PUT one file to. */
export const uploadApiRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/manage/ossFile/image/oss_upload",
    {
      preHandler: app.requireUser,
      schema: {
        tags: ["upload"],
        summary: "Get a signed, expiring address to PUT one image to (application/octet-stream)",
        body: uploadRequestBodySchema,
        response: { 200: envelope(uploadTicketSchema) },
      },
    },
    async (req) => {
      const { fileName, fileSize, purpose } = req.body;
      return ok(await app.services.upload.ticket(currentUser(req).id, fileName, fileSize, purpose));
    },
  );
};

/** Local storage: `PUT /files/<key>?expires&signature` stores a file, `GET /files/<key>` serves it. */
export const localFileRoutes: FastifyPluginAsyncZod = async (app) => {
  const uploads = app.services.upload;
  if (!uploads.usesLocalDisk) return;

  // The body stays a stream: the service counts and caps it on its way to disk.
  app.addContentTypeParser("application/octet-stream", (_req, payload, done) => done(null, payload));

  app.put(
    "/files/*",
    {
      schema: {
        tags: ["upload"],
        summary: "Upload the file to the address given by oss_upload",
        querystring: z.object({ expires: z.string().regex(/^\d+$/), signature: z.string().min(1) }),
        response: { 200: envelope(z.object({ url: z.string() })) },
      },
    },
    async (req) => {
      const params = z.object({ "*": z.string() }).parse(req.params);
      const body = req.body;
      if (!(body instanceof Readable)) throw new AppError("unsupportedMediaType");
      const url = await uploads.receive(params["*"], req.query.expires, req.query.signature, body);
      return ok({ url });
    },
  );

  await mkdir(uploads.filesDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: uploads.filesDir,
    prefix: "/files/",
    decorateReply: false,
    index: false,
    allowedPath: (path) => !path.includes("/.incoming/"),
    setHeaders(res) {
      // Keys are unique per upload, so a file never changes under its address.
      res.setHeader("cache-control", "public, max-age=31536000, immutable");
    },
  });
};
