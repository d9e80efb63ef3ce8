import { execSync, fork } from "node:child_process";
import { rm, writeFile } from "node:fs/promises";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import type { Kind } from "./clients.js";
import { cpuMeter } from "./cpu.js";
import { inspector, type Memory } from "./memory.js";
import type { BenchUser } from "./seed.js";
import { freshPgDatabase, pgliteStore, prepare, type Running, type Store, startOurs, startPeer } from "./servers.js";

/**
 * Private messaging: persisted send → delivery latency at a fixed rate across connected pairs, and
 * idle memory per connected socket; Courtside against a naive peer (one transaction and one
 * `ws.send` per message, same database engine) in one run, embedded (PGlite) and on PostgreSQL.
 * Usage: npm run im -w @courtside/bench [-- --users 2000 --rate 1000[,100…] --seconds 10 --idle 5000
 *   --pg postgres://postgres@127.0.0.1:5432/courtside_bench_im | none  --redis <url>  --embedded true|false]
 */
const arg = (name: string, fallback: string) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? String(process.argv[index + 1]) : fallback;
};
const userCount = Number(arg("users", "2000"));
const rates = arg("rate", "1000").split(",").map(Number);
const seconds = Number(arg("seconds", "10"));
const idle = Number(arg("idle", "5000"));
const pgUrl = arg("pg", process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/courtside_bench_im");
const redis = arg("redis", "");
const withEmbedded = arg("embedded", "true") !== "false";

const load = () =>
  `load ${loadavg()
    .map((n) => n.toFixed(2))
    .join(" ")}`;
const KB = 1024;

interface Report {
  sent: number;
  sendSeconds: number;
  acks: number;
  refused: number;
  delivered: number;
  echoes: number;
  doubled: number;
  latencies: number[];
}

async function usersFile(people: BenchUser[]) {
  const file = join(tmpdir(), `courtside-bench-im-${process.pid}-${people.length}.json`);
  await writeFile(file, JSON.stringify(people));
  return file;
}

/** Starts the clients for a server; resolves once every socket is signed in and following. */
async function clientsFor(kind: Kind, server: Running, file: string) {
  const child = fork(new URL("./clients.ts", import.meta.url).pathname, [kind, server.url, file], {
    execArgv: ["--import", "tsx"],
  });
  const waiting = new Map<string, (message: Record<string, unknown>) => void>();
  child.on("message", (message: { type: string }) => waiting.get(message.type)?.(message));
  const next = (type: string) => new Promise<Record<string, unknown>>((resolve) => waiting.set(type, resolve));
  await next("ready");
  return {
    async run(tag: string, runRate: number, runSeconds: number): Promise<Report> {
      const report = next("report");
      child.send({ type: "run", tag, rate: runRate, seconds: runSeconds });
      return (await report) as unknown as Report;
    },
    stop: () => {
      child.send({ type: "exit" });
      return new Promise((resolve) => child.once("exit", resolve));
    },
  };
}

/** A percentile of delivered messages; with nothing delivered there is none (infinite). */
const at = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? Number.POSITIVE_INFINITY;

async function latency(kind: Kind, server: Running, store: Store, file: string, rate: number) {
  const clients = await clientsFor(kind, server, file);
  // Warm-up at a tenth of the rate: code paths compiled and connections opened, no backlog left.
  await clients.run("warm", rate / 10, 2);
  const meter = await cpuMeter(server.pid ?? 0, store.kind === "postgres" ? store.url : undefined);
  await meter.begin();
  const report = await clients.run("m", rate, seconds);
  const cpu = await meter.end();
  await meter.close();
  await clients.stop();
  return { ...report, cpu };
}

function line(name: string, r: Report & { cpu: { server: number; database: number } }) {
  const perMessage = (ms: number) => (ms / r.sent).toFixed(2);
  const database = r.cpu.database > 0 ? ` + PostgreSQL ${perMessage(r.cpu.database)}` : "";
  const lost = r.sent - r.delivered;
  return (
    `  ${name.padEnd(10)} sent ${r.sent} in ${r.sendSeconds.toFixed(1)} s, acked ${r.acks}, refused ${r.refused}; ` +
    `delivered ${r.delivered}, not delivered ${lost}, doubled ${r.doubled}; ` +
    `p50 ${at(r.latencies, 0.5).toFixed(1)} ms  p99 ${at(r.latencies, 0.99).toFixed(1)} ms  max ${(r.latencies.at(-1) ?? Number.POSITIVE_INFINITY).toFixed(0)} ms; ` +
    `CPU per message: server ${perMessage(r.cpu.server)} ms${database}`
  );
}

async function latencyEngine(label: string, store: Store, people: BenchUser[], rate: number) {
  const file = await usersFile(people);
  console.log(
    `\n${label}: ${people.length} connected users in ${people.length / 2} conversations, ${rate} msg/s for ${seconds} s (${load()})`,
  );
  const oursServer = await startOurs(store, store.kind === "postgres" && redis ? { redis } : {});
  const ours = await latency("courtside", oursServer, store, file, rate);
  await oursServer.stop();
  console.log(line("courtside", ours), `(${load()})`);
  const peerServer = await startPeer(store);
  const peer = await latency("peer", peerServer, store, file, rate);
  await peerServer.stop();
  console.log(line("peer", peer), `(${load()})`);
  const p99 = at(ours.latencies, 0.99);
  console.log(
    `  ratio peer/courtside  p50 ${(at(peer.latencies, 0.5) / Math.max(0.1, at(ours.latencies, 0.5))).toFixed(2)}×  ` +
      `p99 ${(at(peer.latencies, 0.99) / Math.max(0.1, p99)).toFixed(2)}×` +
      `   goal p99 ≤ 50 ms: ${p99 <= 50 ? "met" : "not met"}; not delivered/doubled: ${ours.sent - ours.delivered}/${ours.doubled}`,
  );
  await rm(file, { force: true });
}

/** Server memory held per idle socket: RSS (and JS heap + external) growth ÷ sockets, after full GCs. */
async function idleMemory(kind: Kind, start: () => Promise<Running>, people: BenchUser[]) {
  const server = await start();
  const probe = await inspector(server.inspect ?? 0);
  // One-time costs (code paths compiled, pools filled) land before the baseline, not per socket.
  const warm = await clientsFor(kind, server, await usersFile(people.slice(0, 200)));
  await warm.stop();
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const before = await probe.settled();
  const clients = await clientsFor(kind, server, await usersFile(people));
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const after = await probe.settled();
  await clients.stop();
  probe.close();
  await server.stop();
  return { before, after };
}

function memoryLine(name: string, n: number, { before, after }: { before: Memory; after: Memory }) {
  const rss = (after.rss - before.rss) / n / KB;
  const js = (after.heapUsed + after.external - before.heapUsed - before.external) / n / KB;
  return {
    rss,
    text: `  ${name.padEnd(10)} RSS ${(before.rss / KB / KB).toFixed(0)} → ${(after.rss / KB / KB).toFixed(0)} MB: ${rss.toFixed(1)} KB per socket (JS heap + external ${js.toFixed(1)} KB)`,
  };
}

async function idleReport(store: Store, people: BenchUser[]) {
  console.log(
    `\nidle: ${people.length} signed-in sockets, each following its user and conversation (${store.kind}; ${load()})`,
  );
  const ours = await idleMemory("courtside", () => startOurs(store, { inspect: true }), people);
  const peer = await idleMemory("peer", () => startPeer(store, { inspect: true }), people);
  const oursLine = memoryLine("courtside", people.length, ours);
  const peerLine = memoryLine("peer", people.length, peer);
  console.log(oursLine.text);
  console.log(peerLine.text);
  console.log(
    `  ratio courtside/peer ${(oursLine.rss / Math.max(0.1, peerLine.rss)).toFixed(2)}×   ` +
      `goal ≤ 20 KB per socket: ${oursLine.rss <= 20 ? "met" : "not met"}`,
  );
}

console.log(
  `bench/im: ${cpus().length} cores, Node ${process.versions.node}; uptime: ${execSync("uptime").toString().trim()}`,
);
const usePg = pgUrl !== "none" && (await freshPgDatabase(pgUrl));
const embedded = await pgliteStore();
const embeddedPeople = withEmbedded ? await prepare(embedded, userCount, "bim") : [];
for (const rate of withEmbedded ? rates : []) await latencyEngine("embedded (PGlite)", embedded, embeddedPeople, rate);

// PostgreSQL: one database for both servers, seeded once with enough users for the idle run too.
const pgStore: Store | undefined = usePg ? { kind: "postgres", url: pgUrl } : undefined;
const memoryStore = pgStore ?? (await pgliteStore());
const people = await prepare(memoryStore, Math.max(userCount, idle), "bpg");
for (const rate of pgStore ? rates : []) {
  await latencyEngine(`PostgreSQL${redis ? " + Redis" : ""}`, memoryStore, people.slice(0, userCount), rate);
}

if (idle > 0) await idleReport(memoryStore, people.slice(0, idle));
console.log(`\nuptime: ${execSync("uptime").toString().trim()}`);

for (const store of [embedded, memoryStore]) {
  if (store.kind === "pglite") {
    await rm(store.ours, { recursive: true, force: true });
    await rm(store.peer, { recursive: true, force: true });
  }
}
if (usePg) await freshPgDatabase(pgUrl, true);
process.exit(0);
