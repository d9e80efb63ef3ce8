import { readdirSync, readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startJanus } from "../../apps/server/src/infra/janus-process.js";
import { freePort, spawnServer } from "../../apps/server/test/helpers/process.js";
import { cpuSeconds, parseStat } from "../proc.js";
import { call } from "../stream/server.js";

const METRICS_TOKEN = "bench-stage-metrics-token";

/** The real server in its own process (demo data, embedded database), stage viewers allowed up to `viewersMax`. */
export async function startServer(viewersMax: number, env: Record<string, string> = {}) {
  const dataDir = await mkdtemp(join(tmpdir(), "courtside-bench-stage-"));
  const server = await spawnServer({
    DATA_DIR: dataDir,
    DATABASE_URL: "",
    REDIS_URL: "",
    LOG_LEVEL: "warn",
    MEDIA: "false",
    MATCH_FEED: "none",
    RATE_LIMIT_MAX: "100000000",
    REGISTER_RATE_MAX: "100000",
    WS_MAX_PER_ADDRESS: "1000000",
    WS_CONN_RATE: "1000000",
    WS_CONN_BURST: "1000000",
    STAGE_VIEWERS_MAX: String(viewersMax),
    METRICS_TOKEN,
    ...env,
  });
  const pid = server.pid;
  if (pid === undefined) throw new Error("no server pid");
  const orphaned = () => process.kill(pid, "SIGKILL");
  process.once("exit", orphaned);
  return {
    url: server.url,
    pid,
    async stop() {
      process.off("exit", orphaned);
      await server.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export interface Person {
  id: number;
  token: string;
}

export async function signIn(url: string, username: string, password: string): Promise<Person> {
  const auth = await call<{ token: string; userInfo: { uid: number } }>(url, "web_user/web_pwd_login", {
    username,
    password,
  });
  return { id: Number(auth.userInfo.uid), token: auth.token };
}

export async function register(url: string, username: string): Promise<Person> {
  const auth = await call<{ token: string; userInfo: { uid: number } }>(url, "web_user/web_user_reg", {
    username,
    password: "stage2026",
    confirmPassword: "stage2026",
    agree: true,
  });
  return { id: Number(auth.userInfo.uid), token: auth.token };
}

/** The anchor opens the stage; each guest applies and the anchor accepts them (accepted, not yet connected). */
export async function seatGuests(url: string, anchor: Person, guests: Person[]) {
  const roomId = anchor.id;
  await call(url, "stage/open", { roomId }, anchor.token);
  for (const guest of guests) {
    await call(url, "stage/apply", { roomId }, guest.token);
    await call(url, "stage/review", { roomId, userId: guest.id, accept: true }, anchor.token);
  }
}

/** The SFU's own counters, read from `/web/metrics`. */
export async function sfuStats(url: string) {
  const text = await (
    await fetch(`${url}/web/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
  ).text();
  const value = (name: string) => Number(text.match(new RegExp(`^${name} (\\S+)$`, "m"))?.[1] ?? Number.NaN);
  return {
    publishers: value('courtside_stage\\{what="publishers"\\}'),
    viewers: value('courtside_stage\\{what="viewers"\\}'),
    forwardedTracks: value('courtside_stage\\{what="forwardedTracks"\\}'),
    packetsIn: value('courtside_stage_rtp_packets\\{direction="in"\\}'),
    packetsOut: value('courtside_stage_rtp_packets\\{direction="out"\\}'),
  };
}

/** Busy and total CPU seconds of the whole machine (all cores), from /proc/stat. */
export function machineSeconds(): { busy: number; total: number } {
  const line = readFileSync("/proc/stat", "utf8").split("\n")[0] ?? "";
  const ticks = line.trim().split(/\s+/).slice(1).map(Number);
  const total = ticks.reduce((sum, tick) => sum + tick, 0);
  const idle = (ticks[3] ?? 0) + (ticks[4] ?? 0);
  return { busy: (total - idle) / 100, total: total / 100 };
}

/** CPU seconds used so far by every process on the machine, with its command name. */
export function processTable(): Map<number, { name: string; cpu: number }> {
  const table = new Map<number, { name: string; cpu: number }>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const { name, cpuSeconds } = parseStat(readFileSync(`/proc/${entry}/stat`, "utf8"));
      table.set(Number(entry), { name, cpu: cpuSeconds });
    } catch {
      // The process ended meanwhile.
    }
  }
  return table;
}

/** CPU (share of one core) each group of processes used between two tables. */
export function cpuByGroup(
  before: Map<number, { name: string; cpu: number }>,
  after: Map<number, { name: string; cpu: number }>,
  seconds: number,
  group: (pid: number, name: string) => string,
): Record<string, number> {
  const totals: Record<string, number> = {};
  for (const [pid, now] of after) {
    const used = now.cpu - (before.get(pid)?.cpu ?? 0);
    const key = group(pid, now.name);
    totals[key] = (totals[key] ?? 0) + used / seconds;
  }
  return totals;
}

/** CPU seconds used so far by each thread of a process. */
export function threadSeconds(pid: number): Map<number, number> {
  const threads = new Map<number, number>();
  try {
    for (const tid of readdirSync(`/proc/${pid}/task`)) threads.set(Number(tid), cpuSeconds(pid, Number(tid)));
  } catch {
    // The process ended.
  }
  return threads;
}

/** Janus for the viewers' relay (`--relay janus`), on ports of its own; none with `--relay none`. */
export async function startRelay(kind: string) {
  if (kind === "none") return null;
  const dir = await mkdtemp(join(tmpdir(), "courtside-bench-janus-"));
  const janus = await startJanus({
    dir,
    httpPort: await freePort(),
    rtpPorts: "43000-43199",
    iceRtpPorts: "43200-44999",
  });
  return {
    ...janus,
    async stop() {
      await janus.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
