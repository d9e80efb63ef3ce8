import { mkdir, rm, unlink } from "node:fs/promises";
import { join } from "node:path";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../config.js";
import type { LiveService } from "../modules/live/service.js";
import { findFfmpeg } from "./ffmpeg.js";
import { LiveStream } from "./live-stream.js";
import { type Recorder, startRecorder } from "./recorder.js";
import { createRtmpIngest, type Publisher, type PushRequest } from "./rtmp-ingest.js";
import { startThumbnails } from "./thumbnails.js";
import { ViewerTracker } from "./viewers.js";

/** The push's live code: the stream key itself, or `?code=` after a room id (`live/<roomId>?code=…`). */
export function pushTarget(push: PushRequest): { code: string; roomId?: number } | null {
  if (push.app !== "live") return null;
  if (/^\d{1,12}$/.test(push.name)) {
    const code = push.query.code ?? push.query.key;
    return code ? { code, roomId: Number(push.name) } : null;
  }
  return /^[\w-]{8,64}$/.test(push.name) ? { code: push.name } : null;
}

/**
 * The embedded media server of one node: RTMP ingest checked against the rooms' live codes, the
 * broadcasts viewers attach to (HTTP-FLV), HLS and recordings through ffmpeg, and the link to the
 * live service that turns pushes into live sessions.
 */
export function createMediaServer(config: Config, live: LiveService, log: FastifyBaseLogger) {
  const media = config.media;
  const ffmpeg = media.hls || media.record || media.thumbnailSeconds > 0 ? findFfmpeg(media.ffmpegPath) : null;
  const hls = media.hls && ffmpeg !== null;
  const hlsRoot = join(config.dataDir, "hls");
  const recordingsDir = join(config.dataDir, "recordings");
  const streams = new Map<number, LiveStream>();
  const hlsViewers = new ViewerTracker();
  const finishing = new Set<Promise<void>>();
  const running = new Set<Publisher>();
  let rtmpPort: number | null = null;

  live.attachMedia({
    hls,
    rtmpPort: () => rtmpPort ?? media.rtmpPort,
    viewers: (anchorId) => (streams.get(anchorId)?.viewers() ?? 0) + hlsViewers.count(anchorId),
    allViewers: () =>
      [...new Set([...streams.keys(), ...hlsViewers.rooms()])]
        .map((anchorId) => [anchorId, (streams.get(anchorId)?.viewers() ?? 0) + hlsViewers.count(anchorId)] as const)
        .filter(([, viewers]) => viewers > 0),
  });
  live.onLiveCodeReset((anchorId) => streams.get(anchorId)?.stopPush());

  async function finish(stream: LiveStream, recorder: Recorder | null) {
    if (streams.get(stream.anchorId) !== stream) return;
    streams.delete(stream.anchorId);
    stream.end();
    const seconds = stream.seconds();
    await live.endSession(stream.anchorId, stream.sessionId).catch((error: unknown) => {
      log.error({ err: error, anchorId: stream.anchorId }, "live session not ended");
    });
    const file = await recorder?.finish();
    if (!file) return;
    if (seconds < 1) {
      await unlink(file).catch(() => undefined);
      return;
    }
    await live.attachRecording(stream.anchorId, stream.sessionId, file, seconds).catch((error: unknown) => {
      log.error({ err: error, anchorId: stream.anchorId }, "recording not attached");
    });
  }

  async function publish(push: PushRequest, cut: () => void): Promise<Publisher | string> {
    const target = pushTarget(push);
    if (!target) return "unknown stream address";
    const anchorId = await live.authorizePush(target.code, target.roomId);
    if (anchorId === null) return "live code refused";
    if (streams.has(anchorId)) return "this room is already being broadcast";
    const stream = new LiveStream(anchorId);
    stream.stopPush = cut;
    // Reserved before the awaits below, so a second push of the same room is refused.
    streams.set(anchorId, stream);
    try {
      const hlsDir = hls ? join(hlsRoot, String(anchorId)) : null;
      if (hlsDir) {
        await rm(hlsDir, { recursive: true, force: true });
        await mkdir(hlsDir, { recursive: true });
      }
      if (media.record) await mkdir(recordingsDir, { recursive: true });
      const { sessionId } = await live.startSession(anchorId);
      stream.sessionId = sessionId;
      const recordBase = media.record ? join(recordingsDir, `${anchorId}-${sessionId}`) : null;
      const recorder = startRecorder({ ffmpeg, hlsDir, recordBase, log });
      if (recorder) stream.attach(recorder.sink);
      log.info({ anchorId, sessionId, ip: push.ip }, "broadcast started");
      let ended = false;
      const publisher: Publisher = {
        write: (packet) => stream.write(packet),
        end: () => {
          if (ended) return;
          ended = true;
          running.delete(publisher);
          log.info({ anchorId, sessionId }, "broadcast ended");
          const done = finish(stream, recorder);
          finishing.add(done);
          void done.finally(() => finishing.delete(done));
        },
      };
      running.add(publisher);
      return publisher;
    } catch (error) {
      if (streams.get(anchorId) === stream) streams.delete(anchorId);
      throw error;
    }
  }

  const ingest = createRtmpIngest({ publish }, log);
  let thumbnails: ReturnType<typeof startThumbnails> | null = null;

  return {
    hls,
    hlsRoot,
    recordingsDir,
    hlsViewers,
    stream: (anchorId: number) => streams.get(anchorId),
    /** Broadcasts live on this node and everyone watching them (FLV connections and HLS clients). */
    liveStats() {
      let viewers = hlsViewers.total();
      for (const stream of streams.values()) viewers += stream.viewers();
      return { streams: streams.size, viewers };
    },
    /** The RTMP port once listening. */
    rtmpPort: () => rtmpPort,

    /** Listens for RTMP pushes. A taken port leaves the rest of the app running, without ingest. */
    async listen(): Promise<number | null> {
      // On a single node nothing can be live before it listens: clear what a crash left behind.
      if (!config.redisUrl) await live.resetLiveState();
      try {
        rtmpPort = await ingest.listen(media.rtmpPort, config.host);
      } catch (error) {
        log.error({ err: error, port: media.rtmpPort }, "RTMP port unavailable; live pushes are off on this node");
        return null;
      }
      if (ffmpeg && media.thumbnailSeconds > 0)
        thumbnails = startThumbnails({
          ffmpeg,
          seconds: media.thumbnailSeconds,
          streams: () => streams.values(),
          save: (stream, still) => live.saveStill(stream.anchorId, stream.sessionId, still),
          log,
        });
      log.info({ rtmpPort, hls, record: media.record, ffmpeg: ffmpeg !== null }, "media server listening");
      return rtmpPort;
    },

    /** Ends every broadcast (sessions closed, recordings finished) and stops listening. */
    async close(): Promise<void> {
      await thumbnails?.stop();
      thumbnails = null;
      await ingest.close();
      rtmpPort = null;
      for (const publisher of [...running]) publisher.end();
      await Promise.all([...finishing]);
    },
  };
}
export type MediaServer = ReturnType<typeof createMediaServer>;
