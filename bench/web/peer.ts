import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { extname, join, sep } from "node:path";
import { brotliCompressSync } from "node:zlib";
import { build } from "vite";

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
};

/**
 * The peers of `bench/web`, two pages drawing the same first screen (a heading and a dozen
 * matches, no calls): one with React 19 alone, one with React and antd's tabs, list, tags, buttons
 * and pager as Courtside's lists use them. Built by Vite for production and served
 * brotli-compressed, hashed files cached for a year, the way the product serves its own.
 * Lighthouse on them, in the same run and browser as the product's pages, gives what this machine
 * puts under any React page, and what antd adds.
 */
export async function startPeer() {
  const outDir = await mkdtemp(join(tmpdir(), "courtside-bench-peer-"));
  const root = new URL("./peer/", import.meta.url).pathname;
  await build({
    root,
    logLevel: "silent",
    build: {
      outDir,
      emptyOutDir: true,
      chunkSizeWarningLimit: 2_000,
      rolldownOptions: { input: { react: join(root, "react.html"), antd: join(root, "antd.html") } },
    },
  });
  // Every file read and compressed here, before any load is measured, as the product's build
  // compresses its own ahead of time.
  const files = new Map<string, { plain: Buffer; brotli: Buffer }>();
  for (const name of await readdir(outDir, { recursive: true })) {
    const plain = await readFile(join(outDir, name)).catch(() => null);
    if (plain) files.set(`/${name.split(sep).join("/")}`, { plain, brotli: brotliCompressSync(plain) });
  }
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? "/", "http://peer").pathname;
    const file = files.get(path);
    if (!file) {
      res.writeHead(404).end();
      return;
    }
    const brotli = /\bbr\b/.test(String(req.headers["accept-encoding"] ?? ""));
    res.writeHead(200, {
      "content-type": TYPES[extname(path)] ?? "application/octet-stream",
      "cache-control": path.startsWith("/assets/") ? "public, max-age=31536000, immutable" : "no-cache",
      vary: "accept-encoding",
      ...(brotli ? { "content-encoding": "br" } : {}),
    });
    res.end(brotli ? file.brotli : file.plain);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    /** The page of React alone. */
    react: `http://127.0.0.1:${port}/react.html`,
    /** The page of React and antd. */
    antd: `http://127.0.0.1:${port}/antd.html`,
    async stop() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await rm(outDir, { recursive: true, force: true });
    },
  };
}
