import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort, spawnServer } from "../../apps/server/test/helpers/process.js";
import { type Figures, measure, summary, type Target } from "./measure.js";

/**
 * Courtside's API against a bare Fastify hello-world, same machine, same load, alternating rounds;
 * prints the median of each figure and the ratio for: GET /web/systemEnums/findAll (constant data)
 * and POST /web/web_race/race_data_content_list_page (a page of 10 matches from the database, with
 * the demo feed's schedule of every sport loaded).
 * Usage: npm run api -w @courtside/bench [-- --seconds 5 --rounds 3 --connections 50 --gzip]
 * `--gzip` asks for compressed answers as browsers do (`accept-encoding: gzip, deflate, br`).
 */
const arg = (name: string, fallback: number) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
};
const seconds = arg("seconds", 5);
const rounds = arg("rounds", 3);
const connections = arg("connections", 50);
const encoding = process.argv.includes("--gzip") ? { "accept-encoding": "gzip, deflate, br" } : undefined;

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
const ours = await spawnServer(
  {
    DATA_DIR: dataDir,
    DATABASE_URL: "",
    REDIS_URL: "",
    LOG_LEVEL: "warn",
    RATE_LIMIT_MAX: "100000000",
    MEDIA: "false",
  },
  { built: true },
);
// Let the demo feed lay out its schedule before measuring the list.
await new Promise((resolve) => setTimeout(resolve, 5_000));
const peer = await startPeer();

const targets: [string, Target][] = [
  ["GET /web/systemEnums/findAll", { url: `${ours.url}/web/systemEnums/findAll`, headers: encoding }],
  [
    "POST race_data_content_list_page",
    {
      url: `${ours.url}/web/web_race/race_data_content_list_page`,
      method: "POST",
      body: JSON.stringify({ columnId: 0, page: 2, pageSize: 10 }),
      headers: encoding,
    },
  ],
];
const baseline: Target = { url: peer.url };

console.log(
  `bench/api: ${rounds} rounds × ${seconds}s, ${connections} connections, medians${encoding ? ", gzip asked for" : ""}`,
);
for (const [name, target] of targets) {
  await measure(target, 1, connections);
  await measure(baseline, 1, connections);
  const results: { ours: Figures[]; peer: Figures[] } = { ours: [], peer: [] };
  for (let round = 0; round < rounds; round++) {
    results.ours.push(await measure(target, seconds, connections));
    results.peer.push(await measure(baseline, seconds, connections));
  }
  const o = summary(results.ours);
  const p = summary(results.peer);
  console.log(
    `  courtside ${name.padEnd(34)} ${o.rps.toFixed(0).padStart(6)} req/s  p50 ${o.p50} ms  p99 ${o.p99} ms  failures ${o.failures}`,
  );
  console.log(
    `  peer fastify GET /hello${" ".repeat(20)} ${p.rps.toFixed(0).padStart(6)} req/s  p50 ${p.p50} ms  p99 ${p.p99} ms  failures ${p.failures}`,
  );
  console.log(`  ratio courtside/peer  req/s ${(o.rps / p.rps).toFixed(2)}×  p99 ${(o.p99 / p.p99).toFixed(2)}×`);
}
await ours.stop();
peer.stop();
await rm(dataDir, { recursive: true, force: true });
