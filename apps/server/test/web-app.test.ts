import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { webApp } from "../src/http/web-app.js";

/** A built web app as Vite leaves it: hashed assets with brotli and gzip copies, the rest plain. */
const SCRIPT = `export const greeting = "${"hello phone ".repeat(200)}";`;
let root: string;
let app: FastifyInstance;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), "courtside-web-app-"));
  await mkdir(join(root, "assets"));
  const html = `<!doctype html><title>Courtside</title>${"<!-- padding -->".repeat(80)}`;
  await writeFile(join(root, "index.html"), html);
  await writeFile(join(root, "index.html.br"), brotliCompressSync(html));
  await writeFile(join(root, "index.html.gz"), gzipSync(html));
  await writeFile(join(root, "assets", "index-Ab12Cd34.js"), SCRIPT);
  await writeFile(join(root, "assets", "index-Ab12Cd34.js.br"), brotliCompressSync(SCRIPT));
  await writeFile(join(root, "assets", "index-Ab12Cd34.js.gz"), gzipSync(SCRIPT));
  await writeFile(join(root, "assets", "tiny-Ef56Gh78.js"), "export {};");
  await writeFile(join(root, "sw.js"), "self.addEventListener('push', () => {});");
  app = Fastify();
  await app.register(webApp, { root });
});
afterAll(async () => {
  await app.close();
  await rm(root, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  app.inject({ method: "GET", url, headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {} });

describe("serving the built web app", () => {
  it("sends a browser that takes brotli the brotli copy, marked as such", async () => {
    const res = await get("/assets/index-Ab12Cd34.js", "gzip, deflate, br, zstd");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["content-type"]).toMatch(/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
    expect(res.rawPayload.length).toBeLessThan(SCRIPT.length / 5);
  });

  it("sends gzip to a browser without brotli, and the file itself to one taking neither", async () => {
    const gzip = await get("/assets/index-Ab12Cd34.js", "gzip");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);
    const plain = await get("/assets/index-Ab12Cd34.js");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(SCRIPT);
  });

  it("sends a file too small to have copies as it is", async () => {
    const res = await get("/assets/tiny-Ef56Gh78.js", "br");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(res.body).toBe("export {};");
  });

  it("lets browsers keep hashed assets for a year without asking again", async () => {
    const res = await get("/assets/index-Ab12Cd34.js", "br");
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  it("has index.html and the service worker checked on every load, so a deploy shows at once", async () => {
    const page = await get("/", "br");
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-encoding"]).toBe("br");
    expect(page.headers["content-type"]).toMatch(/text\/html/);
    expect(page.headers["cache-control"]).toBe("no-cache");
    expect(brotliDecompressSync(page.rawPayload).toString()).toContain("<title>Courtside</title>");
    const worker = await get("/sw.js");
    expect(worker.headers["cache-control"]).toBe("no-cache");
  });
});
