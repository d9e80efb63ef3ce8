import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "../../apps/server/test/helpers/process.js";

const SERVER_DIR = new URL("../../apps/server/", import.meta.url).pathname;

/** The real server in its own process (demo data, embedded media server), with its pid for CPU readings. */
export async function startServer() {
  const dataDir = await mkdtemp(join(tmpdir(), "courtside-bench-stream-"));
  const [port, rtmpPort] = [await freePort(), await freePort()];
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", "src/main.ts"], {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      HOST: "127.0.0.1",
      PORT: String(port),
      RTMP_PORT: String(rtmpPort),
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      REDIS_URL: "",
      LOG_LEVEL: "warn",
      RATE_LIMIT_MAX: "100000000",
      DEMO_BROADCASTS: "off",
      MATCH_FEED: "none",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (
    !(await fetch(`${url}/web/health`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (Date.now() > deadline || child.exitCode !== null) throw new Error("server did not start");
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  // The media server listens right after HTTP.
  await new Promise((resolve) => setTimeout(resolve, 500));
  const pid = child.pid;
  if (pid === undefined) throw new Error("no server pid");
  return {
    url,
    rtmp: `rtmp://127.0.0.1:${rtmpPort}/live`,
    pid,
    async stop() {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export async function call<T>(url: string, path: string, body: unknown, token?: string): Promise<T> {
  const res = await fetch(`${url}/web/${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { authorization: token } : {}) },
    body: JSON.stringify(body),
  });
  const envelope = (await res.json()) as { success: boolean; msg: string; data: T };
  if (!envelope.success) throw new Error(`${path}: ${envelope.msg}`);
  return envelope.data;
}
