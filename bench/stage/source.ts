import { type ChildProcess, spawn } from "node:child_process";
import { createSocket, type Socket } from "node:dgram";
import { barcodeFilter } from "../stream/barcode.js";

export type Kind = "audio" | "video";

export interface SourceOptions {
  size: string;
  fps: number;
  bitrate: string;
}

/**
 * A fake camera and microphone: ffmpeg encodes the bar-coded test picture (VP8, realtime) and a
 * tone (Opus, 20 ms frames, as browsers send) to RTP on loopback. Every packet is handed to each
 * listener of its kind, which sends it on a peer connection of its own.
 */
export async function startSource(options: SourceOptions) {
  const listeners: Record<Kind, ((packet: Buffer) => void)[]> = { audio: [], video: [] };
  const counts: Record<Kind, number> = { audio: 0, video: 0 };
  const sockets = {} as Record<Kind, Socket>;
  const ports = {} as Record<Kind, number>;
  for (const kind of ["audio", "video"] as const) {
    const socket = createSocket("udp4");
    socket.on("message", (packet) => {
      counts[kind] += 1;
      for (const listener of listeners[kind]) listener(packet);
    });
    await new Promise<void>((resolve) => socket.bind(0, "127.0.0.1", resolve));
    sockets[kind] = socket;
    ports[kind] = socket.address().port;
  }
  const gop = String(options.fps);
  const ffmpeg: ChildProcess = spawn(
    "ffmpeg",
    [
      ...["-hide_banner", "-loglevel", "error"],
      ...["-re", "-f", "lavfi", "-i", `testsrc2=size=${options.size}:rate=${options.fps}`],
      ...["-re", "-f", "lavfi", "-i", "sine=frequency=440:sample_rate=48000"],
      ...["-map", "0:v", "-vf", barcodeFilter(), "-c:v", "libvpx", "-deadline", "realtime", "-cpu-used", "8"],
      ...["-b:v", options.bitrate, "-g", gop, "-keyint_min", gop, "-error-resilient", "1", "-auto-alt-ref", "0"],
      ...["-lag-in-frames", "0", "-pix_fmt", "yuv420p", "-payload_type", "96", "-ssrc", "1111"],
      ...["-f", "rtp", `rtp://127.0.0.1:${ports.video}?pkt_size=1200`],
      ...["-map", "1:a", "-c:a", "libopus", "-application", "lowdelay", "-frame_duration", "20", "-b:a", "32k"],
      ...["-ac", "2", "-payload_type", "111", "-ssrc", "2222"],
      ...["-f", "rtp", `rtp://127.0.0.1:${ports.audio}?pkt_size=1200`],
    ],
    { stdio: ["ignore", "ignore", "inherit"] },
  );
  const orphaned = () => ffmpeg.kill("SIGKILL");
  process.once("exit", orphaned);
  return {
    pid: ffmpeg.pid,
    /** Packets ffmpeg has sent so far, per kind. */
    counts: () => ({ ...counts }),
    listen(kind: Kind, listener: (packet: Buffer) => void) {
      listeners[kind].push(listener);
    },
    async stop() {
      process.off("exit", orphaned);
      const done = new Promise((resolve) => ffmpeg.once("exit", resolve));
      ffmpeg.kill("SIGINT");
      await done;
      for (const socket of Object.values(sockets)) socket.close();
    },
  };
}
export type Source = Awaited<ReturnType<typeof startSource>>;
