import { get } from "node:http";

export interface ViewerRound {
  viewers: number;
  seconds: number;
  /** Bytes each viewer received. */
  received: number[];
  /** Viewers whose connection failed or was dropped. */
  failed: number;
}

/** `n` HTTP-FLV viewers, each on its own connection, reading for `seconds`. */
export function watch(url: string, n: number, seconds: number): Promise<ViewerRound> {
  const received = new Array<number>(n).fill(0);
  let failed = 0;
  const requests = received.map((_, i) =>
    get(url, { agent: false }, (res) => {
      if (res.statusCode !== 200) failed += 1;
      res.on("data", (chunk: Buffer) => {
        received[i] = (received[i] ?? 0) + chunk.length;
      });
      res.on("error", () => undefined);
    }).on("error", () => {
      failed += 1;
    }),
  );
  return new Promise((resolve) =>
    setTimeout(() => {
      for (const request of requests) request.destroy();
      resolve({ viewers: n, seconds, received, failed });
    }, seconds * 1000),
  );
}
