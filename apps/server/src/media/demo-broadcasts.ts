import type { ChildProcess } from "node:child_process";
import type { FastifyBaseLogger } from "fastify";
import type { LiveService } from "../modules/live/service.js";
import { exited, findFfmpeg, runFfmpeg } from "./ffmpeg.js";

/** How many demo rooms get a broadcast. */
const DEMO_ROOMS = 2;
/** Each demo broadcast runs this long, then starts again: every cycle leaves a replay. */
const CYCLE_SECONDS = 15 * 60;
const RESTART_MS = 3_000;
/** An ffmpeg that exits sooner than this failed to start (e.g. no font for the clock). */
const QUICK_EXIT_MS = 5_000;

/** A generated test picture with a running clock and a beeping tone, encoded for low latency. */
export function demoArgs(label: string, frequency: number, target: string, clock: boolean): string[] {
  const text = `drawtext=fontsize=26:fontcolor=white:box=1:boxcolor=black@0.6:boxborderw=8:x=16:y=h-th-24:text='${label} %{localtime\\:%T}'`;
  return [
    ...["-re", "-f", "lavfi", "-i", "testsrc2=size=640x360:rate=25"],
    ...["-re", "-f", "lavfi", "-i", `sine=frequency=${frequency}:sample_rate=44100:beep_factor=4`],
    ...(clock ? ["-vf", text] : []),
    ...["-c:v", "libx264", "-preset", "ultrafast", "-tune", "zerolatency", "-pix_fmt", "yuv420p"],
    // A key frame every second: 1 s HLS segments and a quick first picture for FLV viewers.
    ...["-g", "25", "-keyint_min", "25", "-sc_threshold", "0", "-b:v", "300k", "-maxrate", "300k", "-bufsize", "600k"],
    ...["-c:a", "aac", "-b:a", "64k", "-t", String(CYCLE_SECONDS), "-f", "flv", target],
  ];
}

/**
 * Demo broadcasters: ffmpeg pushes a test picture with sound over RTMP to the first demo rooms, as
 * an anchor with OBS would, so a newcomer sees real live video. Each cycle reads the room's live
 * code again (an anchor may have replaced it).
 */
export async function startDemoBroadcasts(opts: {
  live: LiveService;
  ffmpegPath: string;
  rtmpPort: number;
  log: FastifyBaseLogger;
}) {
  const { live, log } = opts;
  const ffmpeg = findFfmpeg(opts.ffmpegPath);
  const rooms = ffmpeg ? await live.demoRooms(DEMO_ROOMS) : [];
  if (!ffmpeg || rooms.length === 0) {
    log.info({ ffmpeg: ffmpeg !== null, rooms: rooms.length }, "no demo broadcasts");
    return { stop: async () => undefined };
  }
  let stopped = false;
  const children = new Set<ChildProcess>();
  const timers = new Set<NodeJS.Timeout>();

  const run = async (anchorId: number, index: number, clock: boolean) => {
    if (stopped) return;
    const room = (await live.demoRooms(DEMO_ROOMS).catch(() => [])).find((r) => r.anchorId === anchorId);
    if (!room || stopped) return;
    const target = `rtmp://127.0.0.1:${opts.rtmpPort}/live/${room.liveCode}`;
    const startedAt = Date.now();
    const child = runFfmpeg(ffmpeg, demoArgs(`Courtside demo ${index + 1}`, 440 + index * 220, target, clock), log, {
      label: `demo broadcast ${anchorId}`,
    });
    children.add(child);
    child.once("exit", () => {
      children.delete(child);
      if (stopped) return;
      const quick = Date.now() - startedAt < QUICK_EXIT_MS;
      const timer = setTimeout(() => {
        timers.delete(timer);
        void run(anchorId, index, clock && !quick);
      }, RESTART_MS);
      timers.add(timer);
    });
  };

  rooms.forEach((room, index) => void run(room.anchorId, index, true));
  log.info({ rooms: rooms.map((r) => r.anchorId) }, "demo broadcasts started");
  return {
    async stop() {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      // SIGINT lets ffmpeg end the RTMP stream properly, so the session ends and its replay is kept.
      for (const child of children) child.kill("SIGINT");
      await Promise.all([...children].map((child) => exited(child, 5_000)));
    },
  };
}
