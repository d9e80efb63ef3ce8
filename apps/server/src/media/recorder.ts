import { createWriteStream } from "node:fs";
import { stat } from "node:fs/promises";
import { join } from "node:path";
import type { FastifyBaseLogger } from "fastify";
import { exited, runFfmpeg } from "./ffmpeg.js";
import { newSink, type Sink, stdinSink } from "./live-stream.js";

export interface RecorderOptions {
  ffmpeg: string | null;
  /** Folder of the room's HLS playlist and segments (needs ffmpeg), or null. */
  hlsDir: string | null;
  /** Recording path without extension, or null. */
  recordBase: string | null;
  log: FastifyBaseLogger;
}

/** Receives the broadcast's FLV; `finish` completes the files and names the recording, if any. */
export interface Recorder {
  sink: Sink;
  finish(): Promise<string | null>;
}

/** A file that exists and is not empty. */
async function written(file: string): Promise<string | null> {
  const info = await stat(file).catch(() => null);
  return info && info.size > 0 ? file : null;
}

/**
 * HLS and the recording from one ffmpeg that copies the stream (no re-encoding): 1 s segments
 * (cut at key frames, so a 1 s key-frame interval gives 1 s segments) and an MP4 that browsers
 * seek in. Without ffmpeg the FLV itself is recorded.
 */
export function startRecorder(opts: RecorderOptions): Recorder | null {
  if (opts.ffmpeg && (opts.hlsDir || opts.recordBase)) return ffmpegRecorder(opts.ffmpeg, opts);
  if (opts.recordBase) return flvRecorder(`${opts.recordBase}.flv`);
  return null;
}

function ffmpegRecorder(ffmpeg: string, opts: RecorderOptions): Recorder {
  const file = opts.recordBase ? `${opts.recordBase}.mp4` : null;
  const args = ["-analyzeduration", "2000000", "-f", "flv", "-i", "pipe:0"];
  const streams = ["-map", "0:v?", "-map", "0:a?", "-c", "copy"];
  if (opts.hlsDir) {
    args.push(
      ...streams,
      ...["-f", "hls", "-hls_time", "1", "-hls_list_size", "6"],
      ...["-hls_flags", "delete_segments+independent_segments+temp_file"],
      ...["-hls_segment_filename", join(opts.hlsDir, "seg-%d.ts"), join(opts.hlsDir, "index.m3u8")],
    );
  }
  if (file) args.push(...streams, "-movflags", "+faststart", "-f", "mp4", file);
  const child = runFfmpeg(ffmpeg, args, opts.log, { input: true, label: "recorder" });
  const sink = stdinSink(child);
  return {
    sink,
    async finish() {
      child.stdin?.end();
      // Moving the index to the front of a long MP4 takes a moment.
      await exited(child, 60_000);
      return file ? written(file) : null;
    },
  };
}

function flvRecorder(file: string): Recorder {
  const out = createWriteStream(file);
  out.on("error", () => undefined);
  const done = new Promise<void>((resolve) => {
    out.once("close", resolve);
  });
  const sink = newSink(
    "",
    (buffer) => {
      out.write(buffer);
    },
    () => out.end(),
  );
  return {
    sink,
    async finish() {
      out.end();
      await done;
      return written(file);
    },
  };
}
