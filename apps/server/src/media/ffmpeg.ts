import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import type { FastifyBaseLogger } from "fastify";

/** The ffmpeg command when it runs here, otherwise null (HLS and MP4 recordings need it). */
export function findFfmpeg(command: string): string | null {
  const probe = spawnSync(command, ["-hide_banner", "-version"], { stdio: "ignore", timeout: 10_000 });
  return probe.status === 0 ? command : null;
}

/** Starts ffmpeg with its complaints in the log; stdin is a pipe when `input` is set. */
export function runFfmpeg(
  command: string,
  args: string[],
  log: FastifyBaseLogger,
  opts: { input?: boolean; label: string },
): ChildProcess {
  const child = spawn(command, ["-hide_banner", "-nostats", "-loglevel", "error", ...args], {
    stdio: [opts.input ? "pipe" : "ignore", "ignore", "pipe"],
  });
  let tail = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    tail = (tail + chunk.toString()).slice(-2000);
  });
  child.on("exit", (code, signal) => {
    if (code !== 0 && signal === null && tail)
      log.warn({ code, ffmpeg: tail.trim(), what: opts.label }, "ffmpeg failed");
  });
  child.on("error", (error) => log.error({ err: error, what: opts.label }, "ffmpeg did not start"));
  return child;
}

/** Resolves when the process has exited; after `graceMs` it is killed. */
export function exited(child: ChildProcess, graceMs: number): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill("SIGKILL"), graceMs);
    child.once("exit", () => {
      clearTimeout(timer);
      resolve();
    });
  });
}
