import { readFileSync } from "node:fs";
import { BITS, BOX } from "./barcode.js";

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
  ctx.drawImage(video, 0, 0, 600, 40, 0, 0, 600, 40);
  const pixels = ctx.getImageData(0, 0, 600, 40).data;
  let captured = 0;
  for (let bit = 0; bit < ${BITS}; bit++) {
    const x = ${BOX.x0} + bit * ${BOX.step} + ${BOX.size / 2};
    const y = ${BOX.y} + ${BOX.size / 2};
    if (pixels[(y * 600 + x) * 4] > 128) captured += 2 ** bit;
  }
  const shown = (performance.timeOrigin + meta.expectedDisplayTime) % 2 ** 32;
  let latency = shown - captured;
  if (latency < -(2 ** 31)) latency += 2 ** 32;
  if (latency > 0 && latency < 60000) window.samples.push(latency);
  else window.undecodable += 1;
  video.requestVideoFrameCallback(onFrame);
};
video.requestVideoFrameCallback(onFrame);
</script></body></html>`;
}
