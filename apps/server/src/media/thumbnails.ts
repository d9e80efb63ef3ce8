import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyBaseLogger } from "fastify";
import { exited, runFfmpeg } from "./ffmpeg.js";
import { type LiveStream, stdinSink } from "./live-stream.js";

/** A still of a broadcast, in both formats the lists offer. */
export interface Still {
  webp: Buffer;
  jpeg: Buffer;
}

/** Thumbnails are 16:9, cut from the picture's centre, at this size. */
const WIDTH = 640;
const HEIGHT = 360;
/** How often the thumbnailer looks for a broadcast that is due. */
const TICK_MS = 2_000;
/** A capture that has not produced its picture by then is abandoned. */
const CAPTURE_MS = 15_000;
/** The first still waits for this much of the broadcast, so it is a real picture. */
const FIRST_AFTER_SECONDS = 2;

/**
 * Takes one still from a broadcast: a receiver attached to the stream gets the codec headers and
 * the cached group of pictures (which starts at a key frame), so ffmpeg decodes the first frame
 * at once; the receiver is detached as soon as ffmpeg has it. Nothing is decoded between stills.
 */
export async function captureStill(ffmpeg: string, stream: LiveStream, log: FastifyBaseLogger): Promise<Still | null> {
  const dir = await mkdtemp(join(tmpdir(), "courtside-still-"));
  const webpFile = join(dir, "still.webp");
  const jpegFile = join(dir, "still.jpg");
  const fit = `scale=${WIDTH}:${HEIGHT}:force_original_aspect_ratio=increase,crop=${WIDTH}:${HEIGHT}`;
  const one = ["-map", "0:v:0", "-frames:v", "1", "-vf", fit, "-update", "1"];
  const child = runFfmpeg(
    ffmpeg,
    [
      // The stream is known from its first tags: no seconds of probing before the picture.
      ...["-analyzeduration", "0", "-probesize", "32768", "-f", "flv", "-i", "pipe:0"],
      ...[...one, "-c:v", "libwebp", "-quality", "70", "-f", "image2", webpFile],
      ...[...one, "-c:v", "mjpeg", "-q:v", "5", "-f", "image2", jpegFile],
    ],
    log,
    { input: true, label: "thumbnail" },
  );
  const sink = stdinSink(child);
  try {
    if (!stream.attach(sink)) return null;
    await exited(child, CAPTURE_MS);
    if (child.exitCode !== 0) return null;
    const [webp, jpeg] = await Promise.all([readFile(webpFile), readFile(jpegFile)]);
    return webp.length > 0 && jpeg.length > 0 ? { webp, jpeg } : null;
  } catch {
    return null;
  } finally {
    stream.detach(sink);
    child.stdin?.destroy();
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * Takes a still of every broadcast on this node every `seconds` (the first one a moment after the
 * broadcast starts) and hands it to `save`. One capture at a time, so thumbnails never compete
 * with the broadcasts for more than one core's share.
 */
export function startThumbnails(opts: {
  ffmpeg: string;
  seconds: number;
  streams: () => Iterable<LiveStream>;
  save: (stream: LiveStream, still: Still) => Promise<void>;
  log: FastifyBaseLogger;
}): { stop(): Promise<void> } {
  const taken = new WeakMap<LiveStream, number>();
  let running: Promise<void> | null = null;
  let stopped = false;

  async function round() {
    for (const stream of [...opts.streams()]) {
      if (stopped) return;
      // A broadcast whose session is still being opened has nothing to show yet.
      if (stream.sessionId === 0) continue;
      const last = taken.get(stream);
      const due =
        last === undefined ? stream.seconds() >= FIRST_AFTER_SECONDS : Date.now() - last >= opts.seconds * 1000;
      if (!due) continue;
      taken.set(stream, Date.now());
      const still = await captureStill(opts.ffmpeg, stream, opts.log);
      if (still && !stopped)
        await opts.save(stream, still).catch((error: unknown) => {
          opts.log.warn({ err: error, anchorId: stream.anchorId }, "live thumbnail not saved");
        });
    }
  }

  const timer = setInterval(() => {
    if (running) return;
    running = round().finally(() => {
      running = null;
    });
  }, TICK_MS);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
