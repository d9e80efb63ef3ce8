import { type ChildProcess, spawn } from "node:child_process";
import type { Page } from "playwright-core";

export interface TestPicture {
  /** `WIDTHxHEIGHT` of the test pattern. */
  size?: string;
  rate?: number;
  /** How long ffmpeg pushes before it stops by itself. */
  seconds?: number;
  /** Burn the wall clock into the picture (for eyeballing latency in screenshots). */
  clock?: boolean;
}

/** ffmpeg as an anchor's encoder: a test picture with a tone, over RTMP to `url`. */
export function pushTestPicture(
  url: string,
  { size = "320x180", rate = 15, seconds = 90, clock = false }: TestPicture = {},
): ChildProcess {
  const overlay = clock
    ? ["-vf", "drawtext=fontsize=28:fontcolor=white:box=1:boxcolor=black@0.6:x=16:y=16:text='%{localtime\\:%T}'"]
    : [];
  return spawn(
    "ffmpeg",
    [
      ...["-hide_banner", "-loglevel", "error", "-re", "-f", "lavfi", "-i", `testsrc2=size=${size}:rate=${rate}`],
      ...["-re", "-f", "lavfi", "-i", "sine=frequency=660:sample_rate=44100:beep_factor=4"],
      ...overlay,
      ...["-c:v", "libx264", "-preset", "ultrafast", "-tune", "zerolatency", "-g", String(rate), "-pix_fmt", "yuv420p"],
      ...["-c:a", "aac", "-b:a", "48k", "-t", String(seconds), "-f", "flv", url],
    ],
    { stdio: "ignore" },
  );
}

/**
 * Ends a push as an anchor's encoder does (SIGINT: ffmpeg closes the stream), and kills it if it
 * has not gone after a few seconds: on a busy machine ffmpeg can be slow to wind down, and a closed
 * connection ends the broadcast just the same.
 */
export async function stopPush(pusher: ChildProcess, graceMs = 5_000): Promise<void> {
  if (pusher.exitCode !== null || pusher.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => pusher.once("exit", () => resolve()));
  pusher.kill("SIGINT");
  const timer = setTimeout(() => pusher.kill("SIGKILL"), graceMs);
  await exited;
  clearTimeout(timer);
}

/** Media time of the page's first video, in seconds. */
export const videoTime = (page: Page) =>
  page
    .locator("video")
    .first()
    .evaluate((video: HTMLVideoElement) => video.currentTime);
