import { type ChildProcess, spawn } from "node:child_process";
import { chromium, type Page } from "playwright-core";
import { CHROMIUM_ARGS } from "../../e2e/support/chromiumArgs.js";
import { cpuSeconds } from "../proc.js";
import { barcodeFilter } from "./barcode.js";
import { LIBS, pageHtml } from "./page.js";
import { call, startServer } from "./server.js";
import { watch } from "./viewers.js";

/**
 * Glass-to-glass latency of FLV and HLS in one run, then how many concurrent FLV viewers one node
 * serves and the CPU it takes. Usage: npm run stream -w @courtside/bench
 *   [-- --seconds 30 --viewers 100,500,1000 --viewer-seconds 15 --size 960x540 --bitrate 1500k]
 */
const arg = (name: string, fallback: string) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? (process.argv[index + 1] ?? fallback) : fallback;
};
const seconds = Number(arg("seconds", "30"));
const viewerSteps = arg("viewers", "100,500,1000").split(",").map(Number);
const viewerSeconds = Number(arg("viewer-seconds", "15"));
const size = arg("size", "960x540");
const bitrate = arg("bitrate", "1500k");

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
};
const ms = (value: number) => `${(value / 1000).toFixed(3)} s`;

/** An anchor's encoder: the bar-coded test picture with a tone, 1 s GOP, tuned for low latency. */
function push(target: string): ChildProcess {
  return spawn(
    "ffmpeg",
    [
      ...["-hide_banner", "-loglevel", "error", "-re", "-f", "lavfi", "-i", `testsrc2=size=${size}:rate=25`],
      ...["-re", "-f", "lavfi", "-i", "sine=frequency=440:sample_rate=44100"],
      ...["-vf", barcodeFilter(), "-c:v", "libx264", "-preset", "ultrafast", "-tune", "zerolatency"],
      ...["-g", "25", "-keyint_min", "25", "-sc_threshold", "0", "-pix_fmt", "yuv420p"],
      ...["-b:v", bitrate, "-maxrate", bitrate, "-bufsize", bitrate, "-c:a", "aac", "-b:a", "64k", "-f", "flv", target],
    ],
    { stdio: ["ignore", "ignore", "inherit"] },
  );
}

async function openMeter(page: Page, base: string, engine: "flv" | "hls", roomId: number) {
  // The page is served as if from the app's origin, so it reaches /live/… exactly as the app does.
  await page.route(`${base}/__bench/**`, (route) => {
    const path = new URL(route.request().url()).pathname;
    if (path.endsWith(".js")) {
      return route.fulfill({ contentType: "text/javascript", body: path.includes("hls") ? LIBS.hls : LIBS.mpegts });
    }
    return route.fulfill({ contentType: "text/html", body: pageHtml(engine, roomId) });
  });
  await page.goto(`${base}/__bench/${engine}.html`);
}

const server = await startServer();
const anchor = await call<{ token: string; userInfo: { uid: number } }>(server.url, "web_user/web_pwd_login", {
  username: "anchor01",
  password: "anchor123",
});
const room = await call<{ liveCode: string }>(server.url, "web_anchor/anchor_house_config_details", {}, anchor.token);
const roomId = anchor.userInfo.uid;
const encoder = push(`${server.rtmp}/${room.liveCode}`);
const liveSign = () => call<{ live: boolean }>(server.url, "web_anchor/liveSign", { anchorId: roomId });
while (!(await liveSign()).live) await new Promise((resolve) => setTimeout(resolve, 250));
console.log(`bench/stream: ${size} 25 fps, ${bitrate} x264 ultrafast/zerolatency, 1 s GOP, loopback, one machine`);

// Part 1: glass-to-glass latency, FLV and HLS watching the same broadcast at the same time.
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [...CHROMIUM_ARGS, "--autoplay-policy=no-user-gesture-required"],
});
const pages = { flv: await browser.newPage(), hls: await browser.newPage() };
await openMeter(pages.flv, server.url, "flv", roomId);
await openMeter(pages.hls, server.url, "hls", roomId);
// Warm-up: HLS needs a few segments, FLV a moment to catch up with the live edge.
await new Promise((resolve) => setTimeout(resolve, 10_000));
for (const page of Object.values(pages)) await page.evaluate(() => Reflect.set(globalThis, "samples", []));
await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
const figures: Record<string, { median: number; p95: number; n: number; bad: number }> = {};
for (const [engine, page] of Object.entries(pages)) {
  const samples = (await page.evaluate(() => Reflect.get(globalThis, "samples"))) as number[];
  const bad = (await page.evaluate(() => Reflect.get(globalThis, "undecodable"))) as number;
  figures[engine] = { median: quantile(samples, 0.5), p95: quantile(samples, 0.95), n: samples.length, bad };
}
await browser.close();
const flv = figures.flv;
const hls = figures.hls;
if (flv && hls) {
  console.log(`glass-to-glass latency over ${seconds} s (frames measured; undecodable frames)`);
  console.log(`  FLV (mpegts.js, app tuning)  median ${ms(flv.median)}  p95 ${ms(flv.p95)}  (${flv.n}; ${flv.bad})`);
  console.log(`  HLS (hls.js, 1 s segments)   median ${ms(hls.median)}  p95 ${ms(hls.p95)}  (${hls.n}; ${hls.bad})`);
  console.log(
    `  ratio HLS/FLV  median ${(hls.median / flv.median).toFixed(1)}×  p95 ${(hls.p95 / flv.p95).toFixed(1)}×`,
  );
  console.log(`  goal FLV median ≤ 0.600 s: ${flv.median <= 600 ? "met" : "NOT met"}`);
}

// Part 2: concurrent FLV viewers on this node and the server's CPU.
const flvUrl = `${server.url}/live/${roomId}.flv`;
const reference = await watch(flvUrl, 1, viewerSeconds);
const perViewer = reference.received[0] ?? 0;
console.log(
  `concurrent FLV viewers, ${viewerSeconds} s measured per round after joining (stream ≈ ${((perViewer * 8) / viewerSeconds / 1e6).toFixed(2)} Mbit/s to one viewer)`,
);
for (const n of viewerSteps) {
  const cpuBefore = cpuSeconds(server.pid);
  const started = Date.now();
  const round = await watch(flvUrl, n, viewerSeconds);
  const cpu = (cpuSeconds(server.pid) - cpuBefore) / ((Date.now() - started) / 1000);
  const total = round.received.reduce((sum, bytes) => sum + bytes, 0);
  const keptUp = round.received.filter((bytes) => bytes >= perViewer * 0.9).length;
  console.log(
    `  ${String(n).padStart(5)} viewers  server CPU ${(cpu * 100).toFixed(0).padStart(3)}% of a core  ` +
      `out ${((total * 8) / viewerSeconds / 1e6).toFixed(0).padStart(5)} Mbit/s  ` +
      `kept up ${keptUp}/${n}  failed ${round.failed}`,
  );
}

const encoderDone = new Promise((resolve) => encoder.once("exit", resolve));
encoder.kill("SIGINT");
await encoderDone;
await server.stop();
