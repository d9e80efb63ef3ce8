import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../http/app-error.js";
import { sendFile } from "./file-range.js";
import { newSink } from "./live-stream.js";
import { createMediaServer, type MediaServer } from "./media-server.js";

declare module "fastify" {
  interface FastifyInstance {
    media: MediaServer;
  }
}

/** A viewer this far behind (a stalled connection) is dropped rather than buffered without end. */
const VIEWER_BACKLOG_BYTES = 8 * 1024 * 1024;

const tags = ["media"];
// Players fetch segments and ranges continuously; the API's per-client limit is not for them.
const unlimited = { rateLimit: false } as const;

const flvParams = z.object({ file: z.string().regex(/^\d{1,12}\.flv$/) });
const hlsParams = z.object({
  room: z.string().regex(/^\d{1,12}$/),
  file: z.string().regex(/^(index\.m3u8|seg-\d+\.ts)$/),
});
const replayParams = z.object({ file: z.string().regex(/^\d{1,12}-\d{1,12}\.(mp4|flv)$/) });

const mediaRoutes: FastifyPluginAsyncZod<{ media: MediaServer }> = async (app, { media }) => {
  app.get(
    "/live/:file",
    {
      config: unlimited,
      schema: { tags, summary: "A live room's HTTP-FLV stream (`/live/<roomId>.flv`)", params: flvParams },
    },
    async (req, reply) => {
      const stream = media.stream(Number(req.params.file.slice(0, -".flv".length)));
      if (!stream) throw new AppError("roomNotFound", { status: 404 });
      // The response is the stream itself, written as packets arrive; nothing is buffered here.
      reply.hijack();
      const res = reply.raw;
      for (const [name, value] of Object.entries(reply.getHeaders())) {
        if (value !== undefined) res.setHeader(name, value);
      }
      res.writeHead(200, { "content-type": "video/x-flv", "cache-control": "no-store", "x-accel-buffering": "no" });
      res.socket?.setNoDelay(true);
      const sink = newSink(
        req.ip,
        (buffer) => {
          if (res.writableLength > VIEWER_BACKLOG_BYTES) res.destroy();
          else res.write(buffer);
        },
        () => res.end(),
      );
      res.on("close", () => stream.detach(sink));
      if (!stream.attach(sink)) res.end();
    },
  );

  app.get(
    "/live/:room/:file",
    {
      config: unlimited,
      schema: { tags, summary: "A live room's HLS playlist and 1 s segments", params: hlsParams },
    },
    async (req, reply) => {
      if (!media.hls) throw new AppError("notFound");
      const room = Number(req.params.room);
      const playlist = req.params.file === "index.m3u8";
      if (playlist) media.hlsViewers.touch(room, `${req.ip} ${req.headers["user-agent"] ?? ""}`);
      return sendFile(
        req,
        reply,
        join(media.hlsRoot, String(room), req.params.file),
        playlist ? "application/vnd.apple.mpegurl" : "video/mp2t",
        playlist ? "no-cache" : "public, max-age=60",
      );
    },
  );

  app.get(
    "/replays/:file",
    {
      config: unlimited,
      schema: { tags, summary: "A replay's recording, with byte ranges for seeking", params: replayParams },
    },
    async (req, reply) => {
      const { file } = req.params;
      const type = file.endsWith(".mp4") ? "video/mp4" : "video/x-flv";
      // Recording names hold their session id, so a file never changes under its address.
      return sendFile(req, reply, join(media.recordingsDir, file), type, "public, max-age=31536000, immutable");
    },
  );
};

/**
 * The embedded media server: `app.media`, its HTTP routes under the app's origin, and its end with
 * the app (broadcasts end and recordings complete before the database closes). It listens for
 * RTMP only when `app.media.listen()` is called (`main.ts` does when MEDIA is on).
 */
export const mediaPlugin = fp(async (app: FastifyInstance) => {
  const media = createMediaServer(app.config, app.services.live, app.log);
  app.decorate("media", media);
  app.addHook("preClose", () => media.close());
  await app.register(mediaRoutes, { media });
});
