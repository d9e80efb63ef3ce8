import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort, spawnServer } from "../../apps/server/test/helpers/process.js";
import { type Figures, measure, median } from "./measure.js";

/**
 * GET /web/systemEnums/findAll on Courtside vs a bare Fastify hello-world, same machine, same
 * load, alternating rounds; prints the median of each figure and the ratio.
 * Usage: npm run api -w @courtside/bench [-- --seconds 5 --rounds 3 --connections 50]
 */
const arg = (name: string, fallback: number) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
};
const seconds = arg("seconds", 5);
const rounds = arg("rounds", 3);
const connections = arg("connections", 50);

async function startPeer() {
  const port = await freePort();
  const child = spawn(process.execPath, ["--import", "tsx", new URL("./peer.ts", import.meta.url).pathname], {
    env: { ...process.env, PORT: String(port) },
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((resolve) => child.stdout?.once("data", () => resolve()));
  return { url: `http://127.0.0.1:${port}/hello`, stop: () => child.kill("SIGTERM") };
}

const dataDir = await mkdtemp(join(tmpdir(), "courtside-bench-"));
// Request logging off and the per-client limit lifted: the figure is the app, not the log pipe.
const ours = await spawnServer({
  DATA_DIR: dataDir,
  DATABASE_URL: "",
  REDIS_URL: "",
  LOG_LEVEL: "warn",
  RATE_LIMIT_MAX: "100000000",
});
const peer = await startPeer();
const oursUrl = `${ours.url}/web/systemEnums/findAll`;

await measure(oursUrl, 1, connections);
await measure(peer.url, 1, connections);
const results: { ours: Figures[]; peer: Figures[] } = { ours: [], peer: [] };
for (let round = 0; round < rounds; round++) {
  results.ours.push(await measure(oursUrl, seconds, connections));
  results.peer.push(await measure(peer.url, seconds, connections));
}
await ours.stop();
peer.stop();
await rm(dataDir, { recursive: true, force: true });

const summary = (list: Figures[]) => ({
  rps: median(list.map((f) => f.requestsPerSec)),
  p50: median(list.map((f) => f.p50Ms)),
  p99: median(list.map((f) => f.p99Ms)),
  failures: list.reduce((sum, f) => sum + f.errors + f.non2xx, 0),
});
const o = summary(results.ours);
const p = summary(results.peer);
console.log(`bench/api: ${rounds} rounds × ${seconds}s, ${connections} connections, medians`);
console.log(
  `  courtside GET /web/systemEnums/findAll  ${o.rps.toFixed(0)} req/s  p50 ${o.p50} ms  p99 ${o.p99} ms  failures ${o.failures}`,
);
console.log(
  `  peer fastify GET /hello                 ${p.rps.toFixed(0)} req/s  p50 ${p.p50} ms  p99 ${p.p99} ms  failures ${p.failures}`,
);
console.log(`  ratio courtside/peer  req/s ${(o.rps / p.rps).toFixed(2)}×  p99 ${(o.p99 / p.p99).toFixed(2)}×`);
