import { mkdir, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { spawnServer } from "../../apps/server/test/helpers/process.js";
import { median } from "../api/measure.js";
import { audit, type PageFigures, startChrome } from "./audit.js";
import { startPeer } from "./peer.js";

/**
 * Lighthouse 12, mobile profile (simulated slow 4G, 4× CPU slowdown), on four first screens of
 * the production build as the product serves it: the match list, the anchor list, an anchor's
 * live room and sign-in. Each page is loaded cold `--runs` times (default 5, as Lighthouse's own
 * guide on variability advises: the median of five runs about halves the spread of one); the
 * medians print. `own` is the blocking time counted from the page's main thread's own CPU time
 * (ownBlocking.ts), beside Lighthouse's, which also holds the time the thread waited for a core.
 * The peers, measured after them in the same run and browser, draw the same kind of first screen
 * with React alone and with React and antd (peer.ts): what this machine, Chromium and Lighthouse
 * put under any React page, and what antd adds; the last lines give each page's blocking time and
 * largest paint over each peer's.
 * Usage: npm run web -w @courtside/bench [-- --runs 5 --url http://host:port --room 100002 --save dir]
 * `--save` keeps each run's full Lighthouse report (JSON) in that folder.
 * With `--url`, an already running server is measured (e.g. an older build); else one starts here
 * on a fresh embedded database with the demo data, serving `apps/web/dist` from the server's production build (`npm run build` first).
 */
const arg = (name: string) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? process.argv[index + 1] : undefined;
};
const runs = Number(arg("runs") ?? 5);
const saveDir = arg("save");
const chromePath = arg("chrome") ?? process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const GOAL = { performance: 0.95, lcpMs: 1500, accessibility: 0.95, bestPractices: 0.95 };

async function ownServer() {
  const dataDir = await mkdtemp(join(tmpdir(), "courtside-bench-web-"));
  const server = await spawnServer(
    { DATA_DIR: dataDir, DATABASE_URL: "", REDIS_URL: "", LOG_LEVEL: "warn", MEDIA: "false" },
    { built: true },
  );
  return {
    url: server.url,
    async stop() {
      await server.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The first room of the anchor list (live rooms come first), unless one is named. */
async function roomId(url: string): Promise<string> {
  const named = arg("room");
  if (named) return named;
  const res = await fetch(`${url}/web/web_anchor/anchor_content_list`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ columnId: 0, page: 1, pageSize: 10 }),
  });
  const envelope = (await res.json()) as { data?: { list?: { id: number }[] } };
  const id = envelope.data?.list?.[0]?.id;
  if (id === undefined) throw new Error("no anchor room to measure (is the demo data seeded?)");
  return String(id);
}

if (saveDir) await mkdir(saveDir, { recursive: true });
const given = arg("url");
const server = given ? { url: given, stop: async () => {} } : await ownServer();
const pages = ["#/match/0", "#/anchor/0", `#/anchor/room/${await roomId(server.url)}`, "#/login"];

/**
 * A fresh browser for each load, so nothing carries over between runs; Lighthouse sometimes loses
 * a trace (NO_NAVSTART) on a busy machine, so a failed load is tried again twice.
 */
async function coldLoad(url: string, saveAs?: string, attempts = 3): Promise<PageFigures> {
  const chrome = await startChrome(chromePath);
  try {
    return await audit(url, chrome.port, saveAs);
  } catch (error) {
    if (attempts <= 1) throw error;
    console.log(`  (retrying ${url}: ${error instanceof Error ? error.message : String(error)})`);
  } finally {
    chrome.kill();
  }
  return coldLoad(url, saveAs, attempts - 1);
}

/**
 * What touching new memory costs on this machine: a page load allocates its heaps and buffers
 * afresh, and where that is slow (some virtual machines back each new page lazily) every task of
 * the load is longer than the CPU's speed alone (the benchmark index) would say.
 */
function freshMemoryCost() {
  const bytes = 256 * 1024 * 1024;
  const page = 4096;
  const buffer = Buffer.allocUnsafeSlow(bytes);
  const pass = (value: number) => {
    const start = performance.now();
    for (let at = 0; at < bytes; at += page) buffer[at] = value;
    return performance.now() - start;
  };
  return { first: pass(1), again: pass(2) };
}

const pick = (list: PageFigures[], key: Exclude<keyof PageFigures, "failing">) => median(list.map((f) => f[key]));
const fixed = (value: number, digits: number, width: number) => value.toFixed(digits).padStart(width);

console.log(`bench/web: Lighthouse 12, mobile profile, simulated throttling, ${runs} cold loads a page, medians`);
console.log(`  ${"page".padEnd(22)} perf    FCP      LCP     TBT      own    CLS     total KB  script KB  a11y  best`);
const benchmarks: number[] = [];

/** `runs` cold loads of one page: its row of medians; whether it meets the goal, its TBT and LCP. */
async function measure(label: string, url: string): Promise<{ met: boolean; tbtMs: number; lcpMs: number }> {
  const figures: PageFigures[] = [];
  for (let run = 0; run < runs; run++) {
    const saveAs = saveDir && join(saveDir, `${label.replace(/\W+/g, "_").replace(/^_/, "")}-${run + 1}.json`);
    figures.push(await coldLoad(url, saveAs));
  }
  benchmarks.push(...figures.map((f) => f.benchmarkIndex));
  const perf = pick(figures, "performance");
  const lcp = pick(figures, "lcpMs");
  const a11y = pick(figures, "accessibility");
  const best = pick(figures, "bestPractices");
  const tbt = pick(figures, "tbtMs");
  const met = perf >= GOAL.performance && lcp <= GOAL.lcpMs && a11y >= GOAL.accessibility && best >= GOAL.bestPractices;
  console.log(
    `  ${label.padEnd(22)} ${fixed(perf, 2, 4)} ${fixed(pick(figures, "fcpMs") / 1000, 2, 5)} s ${fixed(lcp / 1000, 2, 5)} s ` +
      `${fixed(tbt, 0, 5)} ms ${fixed(pick(figures, "ownTbtMs"), 0, 5)} ms ${fixed(pick(figures, "cls"), 3, 6)} ${fixed(pick(figures, "totalKb"), 0, 9)} ` +
      `${fixed(pick(figures, "scriptKb"), 0, 10)} ${fixed(a11y, 2, 5)} ${fixed(best, 2, 5)}  ${met ? "goal met" : "below goal"}`,
  );
  const failing = [...new Set(figures.flatMap((f) => f.failing))];
  if (failing.length > 0) console.log(`  ${"".padEnd(22)} not passing: ${failing.join(", ")}`);
  return { met, tbtMs: tbt, lcpMs: lcp };
}

/** Ours over the peer's, per page: `×2.4`, or the difference where the peer's is nothing. */
function against(ours: number, peer: number, unit: string) {
  return peer > 0 ? `×${(ours / peer).toFixed(1)}` : `+${ours.toFixed(0)} ${unit}`;
}

try {
  const ours = [];
  for (const page of pages) ours.push(await measure(page, `${server.url}/${page}`));
  const peer = await startPeer();
  const peers = [];
  try {
    peers.push({ label: "React", ...(await measure("peer: React", peer.react)) });
    peers.push({ label: "React + antd", ...(await measure("peer: React + antd", peer.antd)) });
  } finally {
    await peer.stop();
  }
  for (const { label, tbtMs, lcpMs } of peers) {
    console.log(
      `  ours ÷ ${label}: TBT ${ours.map((page) => against(page.tbtMs, tbtMs, "ms")).join(", ")}; ` +
        `LCP ${ours.map((page) => against(page.lcpMs, lcpMs, "ms")).join(", ")} (pages in the order above)`,
    );
  }
  const memory = freshMemoryCost();
  console.log(
    `  host: Lighthouse benchmarkIndex ${median(benchmarks).toFixed(0)} (median of every load); ` +
      `writing 256 MiB of fresh memory ${memory.first.toFixed(0)} ms, the same memory again ${memory.again.toFixed(0)} ms`,
  );
  console.log(
    "  own: the blocking time of the main thread's own CPU time, without its waits for a core (ownBlocking.ts)",
  );
  console.log(
    `  goal: performance ≥ ${GOAL.performance}, LCP ≤ ${GOAL.lcpMs / 1000} s, accessibility and best practices ≥ 0.95 — ${ours.every((page) => page.met) ? "met on every page" : "not met everywhere"}`,
  );
} finally {
  await server.stop();
}
