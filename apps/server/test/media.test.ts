import { type ChildProcess, spawn } from "node:child_process";
import { readdir } from "node:fs/promises";
import { connect } from "node:net";
import { join } from "node:path";
import { PUSH_TYPE } from "@courtside/protocol";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { follows, liveSessions } from "../src/db/schema/index.js";
import { findFfmpeg } from "../src/media/ffmpeg.js";
import type { LiveChange } from "../src/modules/live/service.js";
import { startTestApp, type TestApp } from "./helpers/app.js";
import { makeAnchor } from "./helpers/rooms.js";
import { call, register } from "./helpers/users.js";

const hasFfmpeg = findFfmpeg("ffmpeg") !== null;

let t: TestApp;
let base: string;
let rtmp: string;
const changes: LiveChange[] = [];

beforeAll(async () => {
  t = await startTestApp({ RTMP_PORT: "0" });
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  const address = t.app.server.address();
  base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  const port = await t.app.media.listen();
  rtmp = `rtmp://127.0.0.1:${port}/live`;
  t.app.services.live.onLiveChange((change) => changes.push(change));
}, 60_000);
afterAll(() => t?.close());

/** ffmpeg pushing a small test picture with sound, as OBS would. */
function push(target: string, seconds = 60): { child: ChildProcess; exit: Promise<number | null> } {
  const child = spawn(
    "ffmpeg",
    [
      ...["-hide_banner", "-loglevel", "error", "-re", "-f", "lavfi", "-i", "testsrc2=size=320x240:rate=25"],
      ...["-re", "-f", "lavfi", "-i", "sine=frequency=440:sample_rate=44100"],
      ...["-c:v", "libx264", "-preset", "ultrafast", "-tune", "zerolatency", "-g", "25", "-pix_fmt", "yuv420p"],
      ...["-c:a", "aac", "-b:a", "64k", "-t", String(seconds), "-f", "flv", target],
    ],
    { stdio: "ignore" },
  );
  const exit = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return { child, exit };
}

async function waitFor<T>(what: string, probe: () => Promise<T | undefined | null | false>, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = await probe();
    if (value) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`timed out waiting for ${what}`);
}

const liveSign = async (anchorId: number) => (await call(t, "web_anchor/liveSign", { anchorId })).body.data;

/** Reads the first `bytes` of an HTTP stream, then hangs up. */
async function readStream(url: string, bytes: number): Promise<Buffer> {
  const controller = new AbortController();
  const res = await fetch(url, { signal: controller.signal });
  if (!res.ok || !res.body) throw new Error(`GET ${url}: ${res.status}`);
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of res.body) {
    chunks.push(Buffer.from(chunk));
    total += chunk.length;
    if (total >= bytes) break;
  }
  controller.abort();
  return Buffer.concat(chunks);
}

async function sessionsOf(anchorId: number) {
  return t.db.select().from(liveSessions).where(eq(liveSessions.anchorId, anchorId));
}

async function recordings(): Promise<string[]> {
  return readdir(join(t.config.dataDir, "recordings")).catch(() => []);
}

async function anchorWithFollower() {
  const anchor = await makeAnchor(t);
  const fan = await register(t);
  const fanId = Number(fan.userInfo.uid);
  await t.db.insert(follows).values({ userId: fanId, anchorId: anchor.id });
  const room = (await call(t, "web_anchor/anchor_house_config_details", {}, anchor.token)).body.data;
  return { anchor, fanId, liveCode: String(room.liveCode) };
}

describe.skipIf(!hasFfmpeg)("embedded media server", () => {
  it("refuses a push with a wrong live code before anything is recorded or announced", async () => {
    const { anchor, fanId } = await anchorWithFollower();
    const before = await recordings();
    const wrongKey = push(`${rtmp}/notTheLiveCode1234567890`, 3);
    const wrongRoom = push(`${rtmp}/${anchor.id}?code=notTheLiveCode1234567890`, 3);
    expect(await wrongKey.exit).not.toBe(0);
    expect(await wrongRoom.exit).not.toBe(0);

    expect(await sessionsOf(anchor.id)).toEqual([]);
    expect(await recordings()).toEqual(before);
    expect(await liveSign(anchor.id)).toMatchObject({ live: false, sessionId: null });
    expect(changes.filter((c) => c.anchorId === anchor.id)).toEqual([]);
    expect((await t.app.services.notification.list(fanId)).list).toEqual([]);
    expect((await fetch(`${base}/live/${anchor.id}.flv`)).status).toBe(404);
  }, 30_000);

  it("survives a client that speaks no RTMP", async () => {
    const port = Number(new URL(rtmp).port);
    const socket = connect(port, "127.0.0.1");
    await new Promise((resolve) => socket.once("connect", resolve));
    // A handshake, then a "command" whose body is noise.
    const noise = Buffer.alloc(2048, 0xab);
    const command = Buffer.from([0x03, 0, 0, 0, 0, 0x08, 0x00, 0x14, 0, 0, 0, 0]);
    socket.write(Buffer.concat([Buffer.from([3]), Buffer.alloc(1536 * 2, 1), command, noise.subarray(0, 0x800)]));
    socket.end();
    socket.resume();
    await new Promise((resolve) => socket.once("close", resolve));
    // Still serving.
    expect((await fetch(`${base}/web/health`)).ok).toBe(true);
  });

  it("takes a push with the live code: live room, FLV and HLS under the app origin, a replay at the end", async () => {
    const { anchor, fanId, liveCode } = await anchorWithFollower();
    const pusher = push(`${rtmp}/${liveCode}`);
    const sign = await waitFor("the room to go live", async () => {
      const data = await liveSign(anchor.id);
      return data.live ? data : null;
    });
    expect(sign.sessionId).toEqual(expect.any(Number));
    expect(changes).toContainEqual({ anchorId: anchor.id, live: true, matchId: null, sessionId: sign.sessionId });

    // A follower is told (push type 2, stored for browser push).
    const notice = await waitFor("the follower's notice", async () => {
      const { list } = await t.app.services.notification.list(fanId);
      return list[0];
    });
    expect(notice).toMatchObject({ type: PUSH_TYPE.anchorLive, data: { bookAnchor: { id: anchor.id } } });

    // HTTP-FLV streams from the app's own port.
    const flvRequest = readStream(`${base}/live/${anchor.id}.flv`, 64 * 1024);
    await waitFor("a viewer to be counted", async () => (await liveSign(anchor.id)).viewers >= 1);
    const flv = await flvRequest;
    expect(flv.subarray(0, 3).toString()).toBe("FLV");
    expect(flv.length).toBeGreaterThanOrEqual(64 * 1024);

    // Someone watching only the video (no room page open) is in the room's head count.
    await waitFor("the first viewer gone", async () => t.app.services.live.viewerCount(anchor.id) === 0);
    const watcher = new AbortController();
    const watching = fetch(`${base}/live/${anchor.id}.flv`, { signal: watcher.signal })
      .then((res) => res.body?.pipeTo(new WritableStream()))
      .catch(() => undefined);
    try {
      await waitFor("the video's viewer in the head count", async () => {
        const online = await call(t, "chat/anchor/onlineCount", { roomId: anchor.id });
        return online.body.data.count >= 1;
      });
      expect(await t.app.presence.count(`stream:${anchor.id}`)).toBe(1);
    } finally {
      watcher.abort();
      await watching;
    }

    // HLS, with 1 s segments.
    if (t.app.media.hls) {
      const playlist = await waitFor("the HLS playlist", async () => {
        const res = await fetch(`${base}/live/${anchor.id}/index.m3u8`);
        const text = res.ok ? await res.text() : "";
        return /seg-\d+\.ts/.test(text) ? text : null;
      });
      expect(playlist).toMatch(/#EXT-X-TARGETDURATION:1\b/);
      const segment = playlist.match(/seg-\d+\.ts/)?.[0];
      const res = await fetch(`${base}/live/${anchor.id}/${segment}`);
      expect(res.headers.get("content-type")).toBe("video/mp2t");
      expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(1000);
    }

    // The room is taken: a second push with the same code is refused and the first goes on.
    const second = push(`${rtmp}/${liveCode}`, 3);
    expect(await second.exit).not.toBe(0);
    expect((await liveSign(anchor.id)).sessionId).toBe(sign.sessionId);

    await new Promise((resolve) => setTimeout(resolve, 2_000));
    pusher.child.kill("SIGINT");
    await pusher.exit;
    await waitFor("the room to go offline", async () => !(await liveSign(anchor.id)).live);
    expect(changes).toContainEqual({ anchorId: anchor.id, live: false, matchId: null, sessionId: sign.sessionId });
    const [session] = await sessionsOf(anchor.id);
    expect(session?.endedAt).toBeInstanceOf(Date);
    expect((await fetch(`${base}/live/${anchor.id}.flv`)).status).toBe(404);

    const replays = await waitFor("the replay", async () => {
      const page = (await call(t, "web_anchor/replay_list", { anchorId: anchor.id })).body.data;
      return page.total === 1 ? page : null;
    });
    const [replay] = replays.list;
    expect(replay.seconds).toBeGreaterThanOrEqual(2);
    expect(replay.url).toMatch(new RegExp(`^/replays/${anchor.id}-${sign.sessionId}\\.(mp4|flv)$`));
    const ranged = await fetch(`${base}${replay.url}`, { headers: { range: "bytes=0-99" } });
    expect(ranged.status).toBe(206);
    expect(ranged.headers.get("content-range")).toMatch(/^bytes 0-99\/\d+$/);
    const head = Buffer.from(await ranged.arrayBuffer());
    expect(head.length).toBe(100);
    if (replay.url.endsWith(".mp4")) expect(head.subarray(4, 8).toString()).toBe("ftyp");
  }, 90_000);

  it("stops a running push when the live code is replaced", async () => {
    const { anchor, liveCode } = await anchorWithFollower();
    const pusher = push(`${rtmp}/${anchor.id}?code=${liveCode}`);
    await waitFor("the room to go live", async () => (await liveSign(anchor.id)).live);
    await call(t, "web_anchor/anchor_house_config_live_code_reset", {}, anchor.token);
    await pusher.exit;
    await waitFor("the room to go offline", async () => !(await liveSign(anchor.id)).live);
  }, 60_000);
});
