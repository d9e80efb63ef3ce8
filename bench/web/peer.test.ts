import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startPeer } from "./peer.js";

let peer: Awaited<ReturnType<typeof startPeer>>;
beforeAll(async () => {
  peer = await startPeer();
}, 60_000);
afterAll(() => peer?.stop());

describe("bench/web's peer", () => {
  it.each(["react", "antd"] as const)(
    "serves its %s page compressed, its hashed script cached for a year",
    async (name) => {
      const page = await fetch(peer[name], { headers: { "accept-encoding": "br" } });
      expect(page.headers.get("content-encoding")).toBe("br");
      expect(page.headers.get("cache-control")).toBe("no-cache");
      const html = await page.text();
      const script = /<script type="module" crossorigin src="\.?\/?(assets\/[\w.-]+\.js)"/.exec(html)?.[1];
      expect(script).toBeDefined();
      const asset = await fetch(new URL(`/${script}`, peer[name]));
      expect(asset.status).toBe(200);
      expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(asset.headers.get("content-type")).toMatch(/^text\/javascript/);
    },
  );

  it("answers 404 for a file it does not have, also outside its folder", async () => {
    expect((await fetch(new URL("/assets/none.js", peer.react))).status).toBe(404);
    expect((await fetch(new URL("/../../etc/passwd", peer.react))).status).toBe(404);
  });
});
