/**
 * Resident memory of one embedded node (PGlite, demo data, match feed running) against a bare
 * Fastify hello-world, started the same way in the same run: the start-up peak (the kernel's
 * high-water mark, VmHWM) and the idle resident size (median VmRSS over the last part of the idle
 * window). `--idle 60` sets the idle window in seconds, `--rounds 3` how many starts of each.
 * The server runs from its production build (`npm run build` first), or from source with `--tsx`.
 */
import { spawn } from "node:child_process";
import { mkdir, mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort, spawnServer } from "../../apps/server/test/helpers/process.js";

function arg(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? Number(process.argv[at + 1]) : fallback;
}
const idleSeconds = arg("idle", 60);
const rounds = arg("rounds", 3);
const MB = 1024 * 1024;
/** Bytes at the start-up peak and idle; ms from spawning the process to its first answer. */
type Figures = { peak: number; idle: number; readyMs: number };

/** VmRSS and VmHWM of a process, in bytes. */
async function memoryOf(pid: number): Promise<{ rss: number; peak: number }> {
  const status = await readFile(`/proc/${pid}/status`, "utf8");
  const field = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0) * 1024;
  return { rss: field("VmRSS"), peak: field("VmHWM") };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

/** Samples a running process every 250 ms for the idle window; returns its peak and idle size. */
async function watch(pid: number): Promise<Omit<Figures, "readyMs">> {
  const samples: number[] = [];
  const end = Date.now() + idleSeconds * 1000;
  while (Date.now() < end) {
    samples.push((await memoryOf(pid)).rss);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const { peak } = await memoryOf(pid);
  // The idle figure: the last third of the window, after start-up work has settled.
  return { peak, idle: median(samples.slice(Math.floor((samples.length * 2) / 3))) };
}

/** `first`: a first start (initdb, every migration, the demo seed); else a start on a migrated database. */
async function ours(first: boolean): Promise<Figures> {
  const dataDir = await mkdtemp(join(tmpdir(), "courtside-bench-memory-"));
  // An empty database folder: the helper then leaves it to the server to create, as `npm start` does.
  if (first) await mkdir(join(dataDir, "pglite"));
  // The production build, as `npm start` runs it; `--tsx` runs the TypeScript source instead.
  const spawned = Date.now();
  const node = await spawnServer(
    { DATA_DIR: dataDir, DATABASE_URL: "", REDIS_URL: "", LOG_LEVEL: "warn" },
    { built: !process.argv.includes("--tsx") },
  );
  try {
    const readyMs = Date.now() - spawned;
    return { ...(await watch(node.pid ?? 0)), readyMs };
  } finally {
    await node.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function peer(): Promise<Figures> {
  const port = await freePort();
  const spawned = Date.now();
  const child = spawn(process.execPath, ["--import", "tsx", new URL("../api/peer.ts", import.meta.url).pathname], {
    env: { ...process.env, PORT: String(port) },
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((resolve) => child.stdout?.once("data", () => resolve()));
  try {
    const readyMs = Date.now() - spawned;
    return { ...(await watch(child.pid ?? 0)), readyMs };
  } finally {
    child.kill("SIGTERM");
  }
}

const results = { first: [] as Figures[], ours: [] as Figures[], peer: [] as Figures[] };
for (let round = 0; round < rounds; round += 1) {
  results.first.push(await ours(true));
  results.ours.push(await ours(false));
  results.peer.push(await peer());
}
const show = (name: string, list: Figures[]) => {
  const peak = median(list.map((r) => r.peak)) / MB;
  const idle = median(list.map((r) => r.idle)) / MB;
  const ready = median(list.map((r) => r.readyMs)) / 1000;
  console.log(
    `  ${name.padEnd(34)} start peak ${peak.toFixed(0).padStart(5)} MB   idle ${idle.toFixed(0).padStart(5)} MB   answering after ${ready.toFixed(1)} s`,
  );
  return { peak, idle };
};
console.log(`bench/memory: ${rounds} starts each, ${idleSeconds} s idle, medians (goal: idle < 300 MB, peak < 600 MB)`);
show("courtside, first start", results.first);
const o = show("courtside, later start", results.ours);
const p = show("peer fastify hello-world", results.peer);
console.log(`  ratio courtside/peer  peak ${(o.peak / p.peak).toFixed(1)}×  idle ${(o.idle / p.idle).toFixed(1)}×`);
