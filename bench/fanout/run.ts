import { type ChildProcess, fork, spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join as joinPath } from "node:path";
import { ANCHOR_STATE } from "@courtside/protocol";
import type WebSocket from "ws";
import { openDatabase } from "../../apps/server/src/db/client.js";
import { rooms, users } from "../../apps/server/src/db/schema/index.js";
import { newAccount } from "../../apps/server/src/modules/user/account.js";
import { freePort, spawnServer } from "../../apps/server/test/helpers/process.js";
import { join, type Kind, keepAlive, sayFrame } from "./wire.js";

/**
 * Fan-out of one room's chat: N clients in the room, one sender; Courtside's gateway against a
 * Socket.IO 4 server doing `io.to(room).emit`, same machine, same clients, in one run.
 * - burst: the sender sends M messages back to back; deliveries/s = N·M ÷ (last delivery − first send)
 * - paced: the sender sends at a rate giving `--rate` deliveries/s for `--seconds`; p50/p99 latency
 * Usage: npm run fanout -w @courtside/bench [-- --clients 2000,5000 --burst 100 --rate 40000 --seconds 5]
 */
const arg = (name: string, fallback: string) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? String(process.argv[index + 1]) : fallback;
};
const sizes = arg("clients", "2000,5000").split(",").map(Number);
const burst = Number(arg("burst", "100"));
const rate = Number(arg("rate", "40000"));
const seconds = Number(arg("seconds", "5"));
const PASSWORD = "bench12345";

// Courtside: an approved anchor with a room, written before the server starts (embedded database).
const dataDir = await mkdtemp(joinPath(tmpdir(), "courtside-fanout-"));
const database = await openDatabase({ dataDir });
const [anchor] = await database.db
  .insert(users)
  .values({
    ...(await newAccount({ username: "benchanchor1", password: PASSWORD, lang: "en" })),
    anchorState: ANCHOR_STATE.approved,
  })
  .returning({ id: users.id });
if (!anchor) throw new Error("anchor not created");
await database.db.insert(rooms).values({ anchorId: anchor.id, liveCode: "bench", roomName: "bench" });
await database.close();

const ours = await spawnServer({
  DATA_DIR: dataDir,
  DATABASE_URL: "",
  REDIS_URL: "",
  LOG_LEVEL: "warn",
  DEMO: "false",
  MEDIA: "false",
  MATCH_FEED: "none",
  RATE_LIMIT_MAX: "100000000",
  // The N clients all come from this machine, and the anchor sends bursts past the chat budget:
  // this bench measures fan-out, so the gateway's per-address and per-sender limits are lifted.
  WS_MAX_PER_ADDRESS: "1000000",
  WS_CONN_BURST: "1000000",
  WS_MSG_BURST: "1000000",
  WS_MSG_RATE: "1000000",
  WS_FRAME_BURST: "1000000",
  WS_FRAME_RATE: "1000000",
});
const login = await fetch(`${ours.url}/web/web_user/web_pwd_login`, {
  method: "POST",
  headers: { "content-type": "application/json" },
  body: JSON.stringify({ username: "benchanchor1", password: PASSWORD }),
});
const token = String(((await login.json()) as { data: { token: string } }).data.token);

const peerPort = await freePort();
const peer = spawn(process.execPath, ["--import", "tsx", new URL("./peer.ts", import.meta.url).pathname], {
  env: { ...process.env, PORT: String(peerPort) },
  stdio: ["ignore", "pipe", "inherit"],
});
await new Promise<void>((resolve) => peer.stdout?.once("data", () => resolve()));

const targets: Record<Kind, { url: string; room: string; token?: string }> = {
  courtside: { url: ours.url, room: `room:${anchor.id}`, token },
  socketio: { url: `http://127.0.0.1:${peerPort}`, room: "room-1" },
};

interface Report {
  deliveries: number;
  lastAt: number;
  hist: number[];
}

function startClients(kind: Kind, n: number) {
  const target = targets[kind];
  const child: ChildProcess = fork(
    new URL("./clients.ts", import.meta.url).pathname,
    [kind, target.url, target.room, String(n)],
    {
      execArgv: ["--import", "tsx"],
    },
  );
  const total: Report = { deliveries: 0, lastAt: 0, hist: [] };
  let waiting: (() => void) | undefined;
  const ready = new Promise<void>((resolve) => {
    child.on("message", (message: { type: string } & Report) => {
      if (message.type === "ready") resolve();
      if (message.type === "report") {
        total.deliveries += message.deliveries;
        total.lastAt = Math.max(total.lastAt, message.lastAt);
        message.hist.forEach((count, ms) => {
          if (count) total.hist[ms] = (total.hist[ms] ?? 0) + count;
        });
        waiting?.();
      }
    });
  });
  return {
    ready,
    /** Collects what arrived since the last collect. */
    async collect(): Promise<Report> {
      const done = new Promise<void>((resolve) => {
        waiting = resolve;
      });
      child.send({ type: "report" });
      await done;
      const out = { ...total, hist: total.hist };
      total.deliveries = 0;
      total.lastAt = 0;
      total.hist = [];
      return out;
    },
    stop: () => child.send({ type: "exit" }),
  };
}

function percentile(hist: number[], p: number): number {
  const count = hist.reduce((sum, n) => sum + (n ?? 0), 0);
  let seen = 0;
  for (let ms = 0; ms < hist.length; ms++) {
    seen += hist[ms] ?? 0;
    if (seen >= count * p) return ms;
  }
  return hist.length;
}

async function runOne(kind: Kind, n: number) {
  const target = targets[kind];
  const clients = startClients(kind, n);
  await clients.ready;
  const sender: WebSocket = await join(kind, target.url, target.room, target.token);
  sender.on("message", (raw) => keepAlive(kind, sender, raw.toString()));
  await new Promise((resolve) => setTimeout(resolve, 500));
  await clients.collect();

  // Burst: every message at once.
  const started = Date.now();
  for (let i = 0; i < burst; i++) sender.send(sayFrame(kind, target.room, `b${Date.now()}-${i}`, `burst-${n}-${i}`));
  const expected = n * burst;
  let received = 0;
  let lastAt = started;
  const burstHist: number[] = [];
  const deadline = Date.now() + 120_000;
  while (received < expected && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    const report = await clients.collect();
    received += report.deliveries;
    if (report.lastAt) lastAt = Math.max(lastAt, report.lastAt);
    report.hist.forEach((count, ms) => {
      if (count) burstHist[ms] = (burstHist[ms] ?? 0) + count;
    });
  }
  const burstRate = received / ((lastAt - started) / 1000);

  // Paced: messages spread evenly so that n clients get `rate` deliveries a second.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  await clients.collect();
  const perSecond = rate / n;
  const gap = 1000 / perSecond;
  const messages = Math.round(perSecond * seconds);
  const t0 = Date.now();
  for (let i = 0; i < messages; i++) {
    const due = t0 + i * gap;
    const wait = due - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    sender.send(sayFrame(kind, target.room, `b${Date.now()}-${i}`, `paced-${n}-${i}`));
  }
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const paced = await clients.collect();
  sender.close();
  clients.stop();
  await new Promise((resolve) => setTimeout(resolve, 1000));
  return {
    burstRate,
    burstLost: expected - received,
    burstP50: percentile(burstHist, 0.5),
    burstP99: percentile(burstHist, 0.99),
    pacedP50: percentile(paced.hist, 0.5),
    pacedP99: percentile(paced.hist, 0.99),
    pacedLost: messages * n - paced.deliveries,
  };
}

console.log(
  `bench/fanout: one room, one sender; burst of ${burst} messages, paced at ${rate} deliveries/s for ${seconds}s`,
);
for (const n of sizes) {
  const o = await runOne("courtside", n);
  const p = await runOne("socketio", n);
  const line = (name: string, r: typeof o) =>
    `  ${name.padEnd(10)} burst ${r.burstRate.toFixed(0).padStart(8)} deliveries/s (p50 ${r.burstP50} ms, p99 ${r.burstP99} ms, lost ${r.burstLost})  paced p50 ${r.pacedP50} ms  p99 ${r.pacedP99} ms  lost ${r.pacedLost}`;
  console.log(`${n} clients`);
  console.log(line("courtside", o));
  console.log(line("socket.io", p));
  console.log(
    `  ratio courtside/socket.io  burst deliveries/s ${(o.burstRate / p.burstRate).toFixed(2)}×  paced p99 ${(o.pacedP99 / Math.max(1, p.pacedP99)).toFixed(2)}×`,
  );
}
await ours.stop();
peer.kill("SIGTERM");
await rm(dataDir, { recursive: true, force: true });
process.exit(0);
