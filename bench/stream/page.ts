import { readFileSync } from "node:fs";
import { LATENCY_OF } from "./barcode.js";

const root = new URL("../../", import.meta.url);
const read = (path: string) => readFileSync(new URL(path, root), "utf8");

/** The player libraries and the app's own tuning, so the page plays exactly as the Player does. */
export const LIBS = {
  mpegts: read("node_modules/mpegts.js/dist/mpegts.js"),
  hls: read("node_modules/hls.js/dist/hls.min.js"),
  tuning: read("apps/web/src/components/Player/tuning.json"),
};

/**
 * The measuring page: plays the room with FLV (mpegts.js) or HLS (hls.js), and on each presented
 * frame (requestVideoFrameCallback) copies the bar code to a canvas, decodes the capture time and
 * compares it with the frame's display time on the same clock.
 */
export function pageHtml(engine: "flv" | "hls", roomId: number): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>latency ${engine}</title>
<script src="/__bench/mpegts.js"></script><script src="/__bench/hls.js"></script></head>
<body><video id="video" muted autoplay playsinline></video><canvas id="canvas" width="600" height="40"></canvas>
<script>
const tuning = ${LIBS.tuning};
const video = document.getElementById("video");
const ctx = document.getElementById("canvas").getContext("2d", { willReadFrequently: true });
window.samples = [];
window.undecodable = 0;
${LATENCY_OF}
if (${JSON.stringify(engine)} === "flv") {
  const player = mpegts.createPlayer({ type: "flv", isLive: true, url: "/live/${roomId}.flv" }, tuning.flvLive);
  player.attachMediaElement(video);
  player.load();
} else {
  const hls = new Hls(tuning.hlsLive);
  hls.loadSource("/live/${roomId}/index.m3u8");
  hls.attachMedia(video);
}
video.play().catch(() => {});
const onFrame = (_now, meta) => {
  const latency = latencyOf(ctx, video, meta);
  if (latency !== null) window.samples.push(latency);
  else window.undecodable += 1;
  video.requestVideoFrameCallback(onFrame);
};
video.requestVideoFrameCallback(onFrame);
</script></body></html>`;
}
