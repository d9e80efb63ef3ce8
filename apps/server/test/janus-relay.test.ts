import { createSocket } from "node:dgram";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { StageServerSignal } from "@courtside/protocol";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startJanus } from "../src/infra/janus-process.js";
import { createJanusRelay, type JanusRelay } from "../src/modules/stage/sfu/janus-relay.js";
import type { SfuPeer } from "../src/modules/stage/sfu/types.js";

/** Each test worker's Janus on ports of its own (stage-relay.test.ts takes the ones below). */
const base = 47_000 + Number(process.env.VITEST_POOL_ID ?? 0) * 300;

let janus: Awaited<ReturnType<typeof startJanus>>;
let dir: string;
let relay: JanusRelay;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "courtside-janus-"));
  janus = await startJanus({ dir, rtpPorts: `${base}-${base + 99}`, iceRtpPorts: `${base + 100}-${base + 299}` });
  relay = createJanusRelay({ url: janus.url, rtpHost: "127.0.0.1", idleMs: 300 }, pino({ level: "silent" }));
}, 30_000);
afterAll(async () => {
  await relay?.stop();
  await janus?.stop();
  await rm(dir, { recursive: true, force: true });
});

function viewer(key: string): SfuPeer & { signals: StageServerSignal[] } {
  const signals: StageServerSignal[] = [];
  return { key, userId: null, publish: false, send: (signal) => signals.push(signal), signals };
}

/** Whether a mountpoint still holds `port` (it cannot be bound while Janus listens on it). */
function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createSocket("udp4");
    probe.once("error", () => resolve(true));
    probe.bind(port, () => probe.close(() => resolve(false)));
  });
}

describe("the viewers' relay and its mountpoints", () => {
  it("gives a room's mountpoint back once its last viewer has been gone a while, and makes a new one for the next", async () => {
    const gone: number[] = [];
    relay.onGone((roomId) => gone.push(roomId));
    const first = await relay.target(7);
    expect(first.ports).toHaveLength(11);
    const peer = viewer("socket-1");
    relay.watch(7, peer);
    await expect.poll(() => peer.signals.some((s) => s.op === "offer"), { timeout: 10_000 }).toBe(true);
    expect(await listening(first.ports[0]?.audio ?? 0)).toBe(true);

    // A viewer coming back within the idle time keeps the mountpoint.
    relay.leave("socket-1");
    relay.watch(7, viewer("socket-2"));
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(gone).toEqual([]);

    relay.leave("socket-2");
    await expect.poll(() => gone, { timeout: 5_000 }).toEqual([7]);
    await expect.poll(() => listening(first.ports[0]?.audio ?? 0), { timeout: 5_000 }).toBe(false);
    const next = await relay.target(7);
    expect(await listening(next.ports[0]?.audio ?? 0)).toBe(true);
  }, 30_000);
});
