import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { connect } from "node:net";
import { join } from "node:path";
import { freePort } from "../../src/infra/free-port.js";
import { testJobScope } from "./job-scope.js";
import { preparePglite } from "./template.js";

export { freePort };

const SERVER_DIR = new URL("../../", import.meta.url).pathname;

/** Node's arguments in the server's `start` script (`node <flags> dist/main.js`), as `npm start` runs it. */
function startArguments(): string[] {
  const pkg = JSON.parse(readFileSync(join(SERVER_DIR, "package.json"), "utf8")) as { scripts: { start: string } };
  return pkg.scripts.start.split(/\s+/).slice(1);
}

/**
 * Whether processes the tests start run the production build (`dist/`) rather than the TypeScript
 * source: under `TEST_BUILT_SERVER=1`, which the test command sets once it has built them (a build
 * starts in about a third of the time, which adds up over the fault and shutdown tests).
 */
const BUILT_BY_DEFAULT = process.env.TEST_BUILT_SERVER === "1";

/** The build's file `name`.js in `dist/`, which must exist. */
function builtFile(name: string): string {
  const file = join(SERVER_DIR, "dist", `${name}.js`);
  if (!existsSync(file)) throw new Error(`${file} is missing: run \`npm run build\` first`);
  return file;
}

/** Node's arguments running a command-line tool of `src/scripts/` (see BUILT_BY_DEFAULT). */
export function scriptArguments(name: "admin" | "matches"): string[] {
  return BUILT_BY_DEFAULT ? [builtFile(name)] : ["--import", "tsx", `src/scripts/${name}.ts`];
}

/**
 * Starts the server as its own process and waits until it answers: from its TypeScript source, or
 * (`built`) the production build in `dist/` that `npm start` runs (`npm run build` makes it).
 */
export async function spawnServer(
  env: Record<string, string>,
  options: { built?: boolean; startTimeoutMs?: number } = {},
) {
  const port = await freePort();
  const built = options.built ?? BUILT_BY_DEFAULT;
  if (built) builtFile("main");
  const entry = built ? startArguments() : ["--import", "tsx", "src/main.ts"];
  // A new embedded database starts from the migrated template instead of migrating from scratch.
  if (env.DATA_DIR && !env.DATABASE_URL && !existsSync(join(env.DATA_DIR, "pglite"))) await preparePglite(env.DATA_DIR);
  const child: ChildProcess = spawn(process.execPath, entry, {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      LOG_LEVEL: "info",
      HOST: "127.0.0.1",
      PORT: String(port),
      // Push and play addresses come from here, so they name the address tests reach.
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      RTMP_PORT: "0",
      DEMO_BROADCASTS: "false",
      // A test server runs a Janus of its own only when asked (STAGE_RELAY=janus).
      STAGE_RELAY: "off",
      JOB_SCOPE: testJobScope(),
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  const url = `http://127.0.0.1:${port}`;
  // Generous: loading the TypeScript source takes long while the other test files run in parallel.
  const deadline = Date.now() + (options.startTimeoutMs ?? 120_000);
  for (let up = false; !up; ) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`server did not answer on ${url} in time:\n${output}`);
    }
    up = await fetch(`${url}/web/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (!up) await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return {
    url,
    pid: child.pid,
    output: () => output,
    exited,
    stop(signal: NodeJS.Signals = "SIGTERM") {
      child.kill(signal);
      return exited;
    },
  };
}

/** Sends a POST's headers now and its body on `finish()`, so the request is in flight meanwhile. */
export async function startRequest(baseUrl: string, path: string) {
  const { hostname, port } = new URL(baseUrl);
  const socket = connect(Number(port), hostname);
  await new Promise<void>((resolve, reject) => socket.once("connect", resolve).once("error", reject));
  let response = "";
  socket.on("data", (chunk: Buffer) => {
    response += chunk.toString();
  });
  const body = "{}";
  socket.write(
    `POST ${path} HTTP/1.1\r\nHost: ${hostname}\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${body.length}\r\nConnection: close\r\n\r\n`,
  );
  return {
    finish(): Promise<string> {
      // The rest of the request, without ending our side: a client that half-closes its socket
      // after the body gets no answer from Node's HTTP server once the handler awaits anything.
      socket.write(body);
      return new Promise((resolve) => socket.once("close", () => resolve(response)));
    },
  };
}
