import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ERRORS, type StageServerSignal } from "@courtside/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startJanus } from "../src/infra/janus-process.js";
import { startTestApp, type TestApp } from "./helpers/app.js";
import { freePort } from "./helpers/process.js";
import { makeAnchor } from "./helpers/rooms.js";
import { joinStage, type StageClient } from "./helpers/stage-peer.js";
import { call, register } from "./helpers/users.js";
import { connectWs, type WsClient, wsUrl } from "./helpers/ws.js";

/** Each test worker's Janus on ports of its own. */
const base = 45_000 + Number(process.env.VITEST_POOL_ID ?? 0) * 400;

let janus: Awaited<ReturnType<typeof startJanus>>;
let janusDir: string;
let janusPort: number;
let t: TestApp;
let port: number;
const sockets: WsClient[] = [];
const clients: StageClient[] = [];

beforeAll(async () => {
  janusDir = await mkdtemp(join(tmpdir(), "courtside-janus-"));
  janusPort = await freePort();
  janus = await relay();
  t = await startTestApp({ MATCH_FEED: "none", STAGE_VIEWERS_MAX: "1", STAGE_RELAY_URL: janus.url });
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  const address = t.app.server.address();
  port = typeof address === "object" && address ? address.port : 0;
}, 30_000);
afterAll(async () => {
  for (const client of clients) await client.close();
  for (const socket of sockets) socket.close();
  await t?.close();
  await janus?.stop();
  await rm(janusDir, { recursive: true, force: true });
});

const relay = () =>
  startJanus({
    dir: janusDir,
    httpPort: janusPort,
    rtpPorts: `${base}-${base + 99}`,
    iceRtpPorts: `${base + 100}-${base + 399}`,
  });

async function socket(token?: string) {
  const ws = await connectWs(wsUrl(port), { token });
  sockets.push(ws);
  await ws.until((events) => events.some((event) => event.type === "welcome"));
  return ws;
}

async function stageClient(ws: WsClient, channel: string, as: "publisher" | "viewer", subscribe = true) {
  if (subscribe) await ws.subscribe(channel);
  const client = await joinStage(ws, channel, as, { publish: as === "publisher" });
  clients.push(client);
  await client.connected(20_000);
  return client;
}

const lastTracks = (client: StageClient) => {
  const signals: StageServerSignal[] = client.signals();
  const latest = signals.filter((s) => s.op === "tracks" || s.op === "offer").at(-1);
  return latest && (latest.op === "tracks" || latest.op === "offer") ? latest.tracks : [];
};

/** A room whose anchor opened the stage and is sending media to it. */
async function anchorOnStage() {
  const anchor = await makeAnchor(t);
  const channel = `stage:${anchor.id}`;
  expect((await call(t, "stage/open", { roomId: anchor.id }, anchor.token)).body.success).toBe(true);
  const media = await stageClient(await socket(anchor.token), channel, "publisher");
  media.sendMedia();
  return { anchor, channel, media };
}

describe("stage viewers through Janus (STAGE_RELAY_URL)", () => {
  it("relays every seat's media to viewers, names the seats, keeps the node's limit and ends with the stage", async () => {
    const { anchor, channel, media } = await anchorOnStage();

    // The viewer's offer is Janus's: one audio and one video line per seat, the anchor in the first.
    const viewerWs = await socket();
    const viewer = await stageClient(viewerWs, channel, "viewer");
    expect(viewer.offer.sdp).toMatch(/^s=Mountpoint/m);
    expect(viewer.offer.sdp.match(/^m=video/gm)?.length).toBe(11);
    await expect
      .poll(() => lastTracks(viewer), { timeout: 10_000 })
      .toEqual([
        { mid: "a0", userId: anchor.id, kind: "audio" },
        { mid: "v0", userId: anchor.id, kind: "video" },
      ]);
    await expect.poll(() => viewer.received("a0"), { timeout: 15_000 }).toBeGreaterThan(20);
    await expect.poll(() => viewer.received("v0"), { timeout: 15_000 }).toBeGreaterThan(20);

    // A viewer's decoder that lost a frame asks for a key frame: Janus passes it on through the
    // seat's RTCP port, and the anchor is asked (once the 500 ms gap since the last ask is over).
    await new Promise((resolve) => setTimeout(resolve, 600));
    const asked = media.keyFramesAsked();
    await viewer.askKeyFrame("v0");
    await expect.poll(() => media.keyFramesAsked(), { timeout: 5_000 }).toBeGreaterThan(asked);

    // A guest comes on stage: the viewer is told their seat, without a new offer, and receives them.
    const guest = await register(t);
    const guestId = Number(guest.userInfo.uid);
    expect((await call(t, "stage/apply", { roomId: anchor.id }, guest.token)).body.success).toBe(true);
    expect(
      (await call(t, "stage/review", { roomId: anchor.id, userId: guestId, accept: true }, anchor.token)).body.success,
    ).toBe(true);
    const guestMedia = await stageClient(await socket(guest.token), channel, "publisher");
    guestMedia.sendMedia();
    await expect
      .poll(() => lastTracks(viewer).filter((track) => track.userId === guestId), { timeout: 15_000 })
      .toEqual([
        { mid: "a1", userId: guestId, kind: "audio" },
        { mid: "v1", userId: guestId, kind: "video" },
      ]);
    await expect.poll(() => viewer.received("a1"), { timeout: 15_000 }).toBeGreaterThan(20);
    expect(viewer.signals().filter((s) => s.op === "offer")).toHaveLength(1);

    // The node's viewer limit (1 here) holds for the relay too; the anchor's OBS page is outside it.
    const second = await socket();
    await second.subscribe(channel);
    second.send({ type: "stage", channel, signal: { op: "join", as: "viewer" } });
    await second.until((events) => events.some((e) => e.type === "error" && e.code === ERRORS.stageViewersFull));
    // The watching connection asking again (as after its media connection failed) is no second
    // viewer: it gets a new session at once, while the node is full.
    await viewer.close();
    const again = await joinStage(viewerWs, channel, "viewer");
    clients.push(again);
    expect(again.offer.sdp).toMatch(/^s=Mountpoint/m);
    await again.connected(20_000);
    const composer = await stageClient(await socket(anchor.token), channel, "viewer");
    expect(composer.offer.sdp).toMatch(/^s=Mountpoint/m);

    // The anchor ends the stage: the viewers' sessions close with it.
    expect((await call(t, "stage/end", { roomId: anchor.id }, anchor.token)).body.success).toBe(true);
    await expect
      .poll(() => again.signals().some((s) => s.op === "closed" && s.reason === "ended"), { timeout: 10_000 })
      .toBe(true);
  }, 90_000);

  it("closes the viewers' sessions when Janus goes away, and serves new viewers once it is back", async () => {
    const { anchor, channel } = await anchorOnStage();
    const before = await stageClient(await socket(anchor.token), channel, "viewer");
    await expect.poll(() => before.received("v0"), { timeout: 15_000 }).toBeGreaterThan(20);

    await janus.stop();
    await expect
      .poll(() => before.signals().some((s) => s.op === "closed" && s.reason === "failed"), { timeout: 15_000 })
      .toBe(true);

    janus = await relay();
    const after = await stageClient(await socket(anchor.token), channel, "viewer");
    await expect.poll(() => after.received("v0"), { timeout: 15_000 }).toBeGreaterThan(20);
    await expect.poll(() => after.received("a0"), { timeout: 15_000 }).toBeGreaterThan(20);
  }, 90_000);

  it("gives a connection that watched through Janus, then publishes, its werift session", async () => {
    // The anchor's page: it watches the stage as soon as it opens, and publishes once the camera is on.
    const anchor = await makeAnchor(t);
    const channel = `stage:${anchor.id}`;
    expect((await call(t, "stage/open", { roomId: anchor.id }, anchor.token)).body.success).toBe(true);
    const ws = await socket(anchor.token);
    const watching = await stageClient(ws, channel, "viewer");
    expect(watching.offer.sdp).toMatch(/^s=Mountpoint/m);
    const media = await stageClient(ws, channel, "publisher", false);
    expect(media.offer.sdp).not.toMatch(/^s=Mountpoint/m);
    await media.connected(20_000);
    expect(media.signals().some((signal) => signal.op === "closed")).toBe(false);
  }, 60_000);
});
