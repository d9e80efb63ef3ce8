import { get } from "node:http";

export interface ViewerRound {
  viewers: number;
  /** Bytes each viewer received in the measured window (after the join burst). */
  received: number[];
  /** Viewers whose connection failed or was dropped. */
  failed: number;
}

/** Joining sends the cached GOP at once; the window starts after it. */
const SETTLE_MS = 2_000;

/** `n` HTTP-FLV viewers, each on its own connection; bytes counted over `seconds` once settled. */
export function watch(url: string, n: number, seconds: number): Promise<ViewerRound> {
  const received = new Array<number>(n).fill(0);
  let counting = false;
  let failed = 0;
  const requests = received.map((_, i) =>
    get(url, { agent: false }, (res) => {
      if (res.statusCode !== 200) failed += 1;
      res.on("data", (chunk: Buffer) => {
        if (counting) received[i] = (received[i] ?? 0) + chunk.length;
      });
      res.on("error", () => undefined);
      res.on("close", () => {
        if (counting) failed += 1;
      });
    }).on("error", () => {
      failed += 1;
    }),
  );
  return new Promise((resolve) => {
    setTimeout(() => {
      counting = true;
      setTimeout(() => {
        counting = false;
        for (const request of requests) request.destroy();
        resolve({ viewers: n, received, failed });
      }, seconds * 1000);
    }, SETTLE_MS);
  });
}
