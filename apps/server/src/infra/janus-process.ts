import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { freePort } from "./free-port.js";

/** Where Debian's `janus` package puts its plugins; `JANUS_LIB` overrides it. */
const DEFAULT_LIB = "/usr/lib/x86_64-linux-gnu/janus";
const libFolder = (lib?: string) => lib ?? process.env.JANUS_LIB ?? DEFAULT_LIB;

/** Janus and its streaming plugin are installed (it prints its version, and exits 1 doing so). */
export function janusInstalled(binary = "janus", lib?: string): boolean {
  const probe = spawnSync(binary, ["--version"], { encoding: "utf8", timeout: 5_000 });
  const printed = `${probe.stdout ?? ""}${probe.stderr ?? ""}`;
  return (
    !probe.error &&
    /Janus version/.test(printed) &&
    existsSync(join(libFolder(lib), "plugins", "libjanus_streaming.so"))
  );
}
const START_TIMEOUT_MS = 15_000;

export interface JanusProcessOptions {
  /** A folder of its own for the configuration written here. */
  dir: string;
  /** The REST API's port, on 127.0.0.1 (a free one when not given). */
  httpPort?: number;
  /** UDP ports of the mountpoints (from this node) and of the viewers' connections. */
  rtpPorts: string;
  iceRtpPorts: string;
  binary?: string;
  lib?: string;
}

/**
 * Janus with the streaming plugin and the HTTP transport alone: the viewers' relay of the stages
 * (`STAGE_RELAY_URL`). Used by the tests and the bench; `docs/operations.md` has the same
 * configuration for a deployment.
 */
export async function startJanus(options: JanusProcessOptions) {
  const lib = libFolder(options.lib);
  const httpPort = options.httpPort ?? (await freePort());
  await mkdir(options.dir, { recursive: true });
  await writeFile(join(options.dir, "janus.jcfg"), janusConfig(options.dir, lib, options.iceRtpPorts));
  await writeFile(
    join(options.dir, "janus.transport.http.jcfg"),
    `general: { json = "compact", base_path = "/janus", http = true, port = ${httpPort}, ip = "127.0.0.1" }\nadmin: { admin_http = false }\n`,
  );
  await writeFile(
    join(options.dir, "janus.plugin.streaming.jcfg"),
    `general: { rtp_port_range = "${options.rtpPorts}", events = false }\n`,
  );
  // Janus ends with us even if we are killed: it runs under a shell that stops it once our end of
  // its standard input closes, which the kernel does however this process ends.
  const child: ChildProcess = spawn(
    "/bin/sh",
    [
      "-c",
      'exec 3<&0 0</dev/null; "$0" "$@" & j=$!; (cat <&3 >/dev/null; kill $j 2>/dev/null) & wait $j',
      options.binary ?? "janus",
    ].concat(["-F", options.dir, "-C", join(options.dir, "janus.jcfg")]),
    { stdio: ["pipe", "pipe", "pipe"] },
  );
  let output = "";
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-8_000);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const url = `http://127.0.0.1:${httpPort}/janus`;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`janus exited at start:\n${output}`);
    const up = await fetch(`${url}/info`)
      .then((res) => res.ok)
      .catch(() => false);
    if (up) break;
    if (Date.now() > deadline) {
      child.stdin?.end();
      throw new Error(`janus did not answer within ${START_TIMEOUT_MS} ms:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    output: () => output,
    async stop() {
      if (child.exitCode !== null) return;
      child.stdin?.end();
      const timer = setTimeout(() => child.kill("SIGKILL"), 5_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

const PLUGINS =
  "audiobridge duktape echotest lua nosip recordplay sip streaming textroom videocall videoroom voicemail";
const TRANSPORTS = "http websockets mqtt nanomsg pfunix rabbitmq";

/** Every library in `names` but `keep`, as Janus's `disable` lists want them. */
const allBut = (keep: string, names: string) =>
  names
    .split(" ")
    .filter((name) => name !== keep)
    .map((name) => `libjanus_${name}.so`)
    .join(",");

function janusConfig(dir: string, lib: string, iceRtpPorts: string): string {
  return `general: {
  configs_folder = "${dir}"
  plugins_folder = "${lib}/plugins"
  transports_folder = "${lib}/transports"
  events_folder = "${lib}/events"
  loggers_folder = "${lib}/loggers"
  debug_level = 3
  session_timeout = 60
  hide_dependencies = true
  event_loops = 2
}
media: { rtp_port_range = "${iceRtpPorts}" }
nat: { nice_debug = false, ice_ignore_list = "vmnet" }
plugins: { disable = "${allBut("streaming", PLUGINS)}" }
transports: { disable = "${allBut("http", TRANSPORTS)}" }
events: { broadcast = false }
loggers: { disable = "libjanus_jsonlog.so" }
`;
}
