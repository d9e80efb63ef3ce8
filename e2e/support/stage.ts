import { spawnSync } from "node:child_process";
import { existsSync, renameSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { AuthResult } from "@courtside/protocol";
import type { Browser, Page } from "playwright-core";
import { expect } from "vitest";
import { launchBrowser } from "./browser.js";
import { signInApi } from "./chat.js";
import { type E2eServer, startServer } from "./server.js";

/** Fake camera and microphone, granted without a prompt, and WebRTC to this machine's own server. */
export const MEDIA_FLAGS = [
  "--use-fake-device-for-media-stream",
  "--use-fake-ui-for-media-stream",
  "--allow-loopback-in-peer-connection",
  "--autoplay-policy=no-user-gesture-required",
];

/**
 * The fake camera's picture: a 2 s clip of ffmpeg's test pattern, 192 × 108 at 12 fps, which
 * Chromium loops. Its own fake device draws what the page asks for (640 × 360 at 24 fps), and a stage
 * flow's five pages encode and decode each other's pictures on two cores; the flows check that
 * pictures arrive and decode, not their size.
 */
function fakeCameraClip(): string {
  const file = join(tmpdir(), "courtside-e2e-camera-192x108.y4m");
  if (existsSync(file)) return file;
  const partial = `${file}.${process.pid}`;
  const made = spawnSync("ffmpeg", [
    ...["-v", "error", "-y", "-f", "lavfi", "-i", "testsrc=size=192x108:rate=12"],
    ...["-t", "2", "-pix_fmt", "yuv420p", "-f", "yuv4mpegpipe", partial],
  ]);
  if (made.status !== 0) throw new Error(`ffmpeg could not make the fake camera's clip: ${made.stderr}`);
  renameSync(partial, file);
  return file;
}

export const tile = (page: Page, userId: number) => page.locator(`.stage-tiles .stage-tile[data-user="${userId}"]`);

const bytes = async (page: Page, userId: number) =>
  Number((await tile(page, userId).getAttribute("data-bytes-video")) ?? 0) +
  Number((await tile(page, userId).getAttribute("data-bytes-audio")) ?? 0);

/** Each of `userIds` has a tile on the page whose received bytes keep growing. */
export async function receiving(page: Page, userIds: readonly number[]) {
  for (const userId of userIds) {
    await tile(page, userId).waitFor({ timeout: 60_000 });
    await expect.poll(() => bytes(page, userId), { timeout: 60_000 }).toBeGreaterThan(0);
    const before = await bytes(page, userId);
    await expect.poll(() => bytes(page, userId), { timeout: 20_000 }).toBeGreaterThan(before);
  }
}

/** Each of `userIds`' tiles shows a decoded picture (bytes alone arrive even when no frame decodes). */
export async function showingVideo(page: Page, userIds: readonly number[]) {
  for (const userId of userIds) {
    const video = tile(page, userId).locator("video");
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => v.videoWidth), { timeout: 30_000 })
      .toBeGreaterThan(0);
  }
}

export interface StageSpec {
  server: E2eServer;
  browser: Browser;
  anchor: AuthResult;
  roomId: number;
}

/** A stage flow's server (with `env`), a browser with fake devices, and the demo anchor's room. */
export async function startStageSpec(env: Record<string, string> = {}): Promise<StageSpec> {
  const server = await startServer({ DEMO_BROADCASTS: "false", ...env });
  const browser = await launchBrowser([...MEDIA_FLAGS, `--use-file-for-fake-video-capture=${fakeCameraClip()}`]);
  const anchor = await signInApi(server.url, "anchor01", "anchor123");
  return { server, browser, anchor, roomId: anchor.userInfo.uid };
}

export async function stopStageSpec(spec: Partial<StageSpec>) {
  await spec.browser?.close();
  await spec.server?.stop();
}
