/**
 * The wall clock burnt into each frame as a bar code: 32 boxes in a row, white for a 1 bit, of the
 * frame's capture time in epoch milliseconds (modulo 2^32). ffmpeg stamps each generated frame
 * with the real-time clock (setpts=RTCTIME), draws the boxes from that, then restarts timestamps
 * at zero for the encoder. The page reads the boxes back from a canvas.
 */
export const BITS = 32;
export const BOX = { x0: 8, step: 18, size: 16, y: 8 } as const;

export function barcodeFilter(): string {
  const boxes = Array.from({ length: BITS }, (_, bit) => {
    const x = BOX.x0 + bit * BOX.step;
    return `drawbox=x=${x}:y=${BOX.y}:w=${BOX.size}:h=${BOX.size}:color=white:t=fill:enable='eq(mod(floor(t*1000/${2 ** bit}),2),1)'`;
  });
  const band = `drawbox=x=0:y=0:w=${BOX.x0 * 2 + BITS * BOX.step}:h=${BOX.y * 2 + BOX.size}:color=black:t=fill`;
  return ["settb=1/1000", "setpts=RTCTIME/1000", band, ...boxes, "setpts=PTS-STARTPTS"].join(",");
}

/**
 * In-page source of `latencyOf(ctx, video, meta)`: copies the bar code of the presented frame to a
 * 600×40 canvas, decodes its capture time and returns the frame's display time (same clock) minus
 * it, in ms, or null when the boxes do not read as a plausible time.
 */
export const LATENCY_OF = `function latencyOf(ctx, video, meta) {
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
  return latency > 0 && latency < 60000 ? latency : null;
}`;
