import { type ChildProcess, fork } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ANCHOR_STATE } from "@courtside/protocol";
import { openDatabase } from "../../apps/server/src/db/client.js";
import { rooms, users } from "../../apps/server/src/db/schema/index.js";
import { newAccount } from "../../apps/server/src/modules/user/account.js";
import { spawnServer } from "../../apps/server/test/helpers/process.js";
import { type Figures, measure, summary, type Target } from "../api/measure.js";

/**
 * The API while one room is flooded: the room's anchor sends chat as fast as the gateway answers
 * (with viewers in the room) while autocannon calls two cheap routes of the same server: one that
 * never touches the database and the health check (one database round trip). The same server with the gateway's send,
 * frame and connection limits lifted ("caps off", as before they existed) and with the defaults
 * ("caps on"), in alternating rounds of one run, plus the quiet API for reference.
 * Usage: npm run flood -w @courtside/bench [-- --seconds 5 --rounds 3 --connections 50 --viewers 50]
 */
const arg = (name: string, fallback: number) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
};
const seconds = arg("seconds", 5);
const rounds = arg("rounds", 3);
const connections = arg("connections", 50);
const viewers = arg("viewers", 50);
const PASSWORD = "bench12345";
const HUGE = "1000000000";

type Mode = "caps off" | "caps on";
const LIMITS: Record<Mode, Record<string, string>> = {
  "caps off": {
    WS_MSG_RATE: HUGE,
    WS_MSG_BURST: HUGE,
    WS_FRAME_RATE: HUGE,
    WS_FRAME_BURST: HUGE,
    WS_CONN_RATE: HUGE,
    WS_CONN_BURST: HUGE,
    WS_MAX_PER_ADDRESS: HUGE,
  },
  "caps on": {},
};

/** A server on its own embedded database with the flooding anchor's room. */
async function startServer(mode: Mode) {
  const dataDir = await mkdtemp(join(tmpdir(), "courtside-flood-"));
  const database = await openDatabase({ dataDir });
  const [anchor] = await database.db
    .insert(users)
    .values({
      ...(await newAccount({ username: "floodanchor", password: PASSWORD, lang: "en" })),
      anchorState: ANCHOR_STATE.approved,
    })
    .returning({ id: users.id });
  if (!anchor) throw new Error("anchor not created");
  await database.db.insert(rooms).values({ anchorId: anchor.id, liveCode: "flood", roomName: "flood" });
  await database.close();
  const server = await spawnServer({
    DATA_DIR: dataDir,
    DATABASE_URL: "",
    REDIS_URL: "",
    LOG_LEVEL: "warn",
    DEMO: "false",
    MEDIA: "false",
    MATCH_FEED: "none",
    RATE_LIMIT_MAX: HUGE,
    ...LIMITS[mode],
  });
  const login = await fetch(`${server.url}/web/web_user/web_pwd_login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: "floodanchor", password: PASSWORD }),
  });
  const token = String(((await login.json()) as { data: { token: string } }).data.token);
  const flooder: ChildProcess = fork(
    new URL("./flooder.ts", import.meta.url).pathname,
    [server.url, token, `room:${anchor.id}`, String(viewers)],
    { execArgv: ["--import", "tsx"] },
  );
  let reply: ((message: Report) => void) | undefined;
  const ready = new Promise<void>((resolve) => {
    flooder.on("message", (message: { type: string } & Report) => {
      if (message.type === "ready") resolve();
      if (message.type === "report") reply?.(message);
    });
  });
  await ready;
  const targets: Record<string, Target> = {
    "GET systemEnums/findAll": { url: `${server.url}/web/systemEnums/findAll` },
    "GET health": { url: `${server.url}/web/health` },
  };
  return {
    targets,
    start: () => flooder.send({ type: "start" }),
    stop: () =>
      new Promise<Report>((resolve) => {
        reply = resolve;
        flooder.send({ type: "stop" });
      }),
    async close() {
      flooder.send({ type: "exit" });
      await server.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

interface Report {
  sent: number;
  acked: number;
  refused: number;
  closed: number;
  delivered: number;
}

const servers = { "caps off": await startServer("caps off"), "caps on": await startServer("caps on") };
const routes = Object.keys(servers["caps on"].targets);
const results: Record<string, Figures[]> = {};
const floods: Record<Mode, Report[]> = { "caps off": [], "caps on": [] };
const record = (key: string, figures: Figures) => {
  results[key] = [...(results[key] ?? []), figures];
};

console.log(
  `bench/flood: one anchor floods its room (${viewers} viewers) while autocannon (${connections} connections) calls the API; ${rounds} alternating rounds × ${seconds} s per route, medians`,
);
for (const route of routes) {
  const target = servers["caps on"].targets[route] as Target;
  await measure(target, 1, connections);
  for (let round = 0; round < rounds; round++) record(`quiet|${route}`, await measure(target, seconds, connections));
}
for (let round = 0; round < rounds; round++) {
  for (const mode of ["caps off", "caps on"] as const) {
    const server = servers[mode];
    server.start();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const started = Date.now();
    for (const route of routes)
      record(`${mode}|${route}`, await measure(server.targets[route] as Target, seconds, connections));
    const report = await server.stop();
    floods[mode].push({ ...report, acked: report.acked / ((Date.now() - started + 1000) / 1000) });
    // Let what was queued drain before the other server's turn.
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
/** A run in which nothing was answered had every request still waiting at its end. */
const p99 = (key: string) => {
  const s = summary(results[key] ?? []);
  return s.rps === 0 ? `> ${seconds * 1000} ms (none answered)` : `${s.p99} ms`;
};
for (const mode of ["quiet", "caps off", "caps on"] as const) {
  const flood = mode === "quiet" ? undefined : floods[mode];
  const stored = flood ? `${median(flood.map((f) => f.acked)).toFixed(0)} msg/s stored` : "no flood";
  const closed = flood ? `, the flooder's socket closed ${median(flood.map((f) => f.closed))}×` : "";
  console.log(`  ${mode}: ${stored}${closed}`);
  for (const route of routes) {
    const s = summary(results[`${mode}|${route}`] ?? []);
    const figures =
      s.rps === 0
        ? `no request answered within ${seconds} s`
        : `${s.rps.toFixed(0).padStart(6)} req/s  p50 ${s.p50} ms  p99 ${s.p99} ms  failures ${s.failures}`;
    console.log(`      ${route.padEnd(26)} ${figures}`);
  }
}
for (const route of routes) {
  console.log(
    `  ${route}: API p99 caps off ${p99(`caps off|${route}`)}, caps on ${p99(`caps on|${route}`)}, quiet ${p99(`quiet|${route}`)}`,
  );
}
await servers["caps off"].close();
await servers["caps on"].close();
process.exit(0);
