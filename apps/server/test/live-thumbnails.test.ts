import { type ChildProcess, spawn } from "node:child_process";
import type { AnchorCard } from "@courtside/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findFfmpeg } from "../src/media/ffmpeg.js";
import { startTestApp, type TestApp } from "./helpers/app.js";
import { makeAnchor } from "./helpers/rooms.js";
import { call } from "./helpers/users.js";

const hasFfmpeg = findFfmpeg("ffmpeg") !== null;

let t: TestApp;
let base: string;
let rtmp: string;
const pushers: ChildProcess[] = [];

beforeAll(async () => {
  t = await startTestApp({ RTMP_PORT: "0", LIVE_THUMBNAIL_SECONDS: "3", MEDIA_HLS: "0", MEDIA_RECORD: "0" });
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  const address = t.app.server.address();
  base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  rtmp = `rtmp://127.0.0.1:${await t.app.media.listen()}/live`;
}, 60_000);
afterAll(async () => {
  for (const pusher of pushers) pusher.kill("SIGKILL");
  await t?.close();
});

/** A 4:3 test picture pushed as OBS would, until killed. */
function push(target: string) {
  const child = spawn(
    "ffmpeg",
    [
      ...["-hide_banner", "-loglevel", "error", "-re", "-f", "lavfi", "-i", "testsrc2=size=320x240:rate=25"],
      ...["-c:v", "libx264", "-preset", "ultrafast", "-tune", "zerolatency", "-g", "25", "-pix_fmt", "yuv420p"],
      ...["-t", "60", "-f", "flv", target],
    ],
    { stdio: "ignore" },
  );
  pushers.push(child);
  return child;
}

async function waitFor<T>(what: string, probe: () => Promise<T | undefined | null | false>, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = await probe();
    if (value) return value;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** The anchor's card, looked for page by page (on PostgreSQL the other test files' anchors share the list). */
async function cardOf(anchorId: number): Promise<AnchorCard | undefined> {
  for (let page = 1; ; page++) {
    const res = await call(t, "web_anchor/anchor_content_list", { page, pageSize: 100 });
    const list = res.body.data.list as AnchorCard[];
    const card = list.find((one) => one.id === anchorId);
    if (card || list.length < 100) return card;
  }
}

async function fetchBytes(url: string) {
  const res = await fetch(`${base}${url}`);
  return { status: res.status, type: res.headers.get("content-type"), bytes: Buffer.from(await res.arrayBuffer()) };
}

/** Width and height of a lossy WebP (its `VP8 ` frame header). */
function webpSize(bytes: Buffer) {
  return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
}

describe.skipIf(!hasFfmpeg)("live thumbnails", () => {
  it("covers a live room with a still of its broadcast, renews it, and takes it away when the broadcast ends", async () => {
    const anchor = await makeAnchor(t);
    const room = (await call(t, "web_anchor/anchor_house_config_details", {}, anchor.token)).body.data;
    expect((await cardOf(anchor.id))?.liveThumb).toBeNull();
    const pusher = push(`${rtmp}/${room.liveCode}`);

    // A moment into the broadcast the list shows its picture, in WebP and JPEG, cut to 16:9 from the centre.
    const first = await waitFor("a first still", async () => (await cardOf(anchor.id))?.liveThumb);
    const webp = await fetchBytes(first.webp);
    expect(webp.status).toBe(200);
    expect(webp.type).toBe("image/webp");
    expect(webp.bytes.subarray(0, 4).toString()).toBe("RIFF");
    expect(webp.bytes.subarray(8, 16).toString()).toBe("WEBPVP8 ");
    expect(webpSize(webp.bytes)).toEqual({ width: 640, height: 360 });
    const jpeg = await fetchBytes(first.jpeg);
    expect(jpeg.status).toBe(200);
    expect(jpeg.type).toBe("image/jpeg");
    expect([...jpeg.bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);

    // The next still replaces it; the replaced files are gone.
    const second = await waitFor("a newer still", async () => {
      const thumb = (await cardOf(anchor.id))?.liveThumb;
      return thumb && thumb.webp !== first.webp ? thumb : null;
    });
    expect((await fetchBytes(second.webp)).status).toBe(200);
    await waitFor("the replaced still deleted", async () => (await fetchBytes(first.webp)).status === 404);
    expect((await fetchBytes(first.jpeg)).status).toBe(404);

    // The broadcast ends: the room is listed with its own cover again and the last still is deleted.
    pusher.kill("SIGKILL");
    await waitFor("the room offline", async () => (await cardOf(anchor.id))?.live === false);
    expect((await cardOf(anchor.id))?.liveThumb).toBeNull();
    const last = (await cardOf(anchor.id))?.liveThumb ?? second;
    await waitFor("the last still deleted", async () => (await fetchBytes(last.webp)).status === 404);
  }, 90_000);
});
