import { chromium } from "playwright-core";
import { RTCPeerConnection } from "werift";
import { CHROMIUM_ARGS } from "../../e2e/support/chromiumArgs.js";
import { cpuSeconds } from "../proc.js";
import { openGateway } from "./gateway.js";
import { pageHtml } from "./page.js";
import { joinStage, keptUp, peerConfig, type StagePeer } from "./peer.js";
import {
  cpuByGroup,
  machineSeconds,
  processTable,
  register,
  seatGuests,
  sfuStats,
  signIn,
  startRelay,
  startServer,
  threadSeconds,
} from "./server.js";
import { startSource } from "./source.js";

/**
 * One anchor and 10 guests on a stage with N receive-only viewers on one node: the server's CPU,
 * the SFU's forwarded tracks, every track kept up, and glass-to-glass latency of a guest's video
 * through the SFU against a direct peer connection from the same source. Usage:
 * npm run stage -w @courtside/bench [-- --viewers 0,10,50 --seconds 20 --warmup 8 --guests 10
 *   --size 640x360 --fps 15 --bitrate 400k]
 */
const arg = (name: string, fallback: string) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? (process.argv[index + 1] ?? fallback) : fallback;
};
const viewerSteps = arg("viewers", "0,10,50")
  .split(",")
  .map(Number)
  .sort((a, b) => a - b);
const seconds = Number(arg("seconds", "20"));
const warmup = Number(arg("warmup", "8"));
const guestCount = Number(arg("guests", "10"));

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const pct = (share: number) => `${(share * 100).toFixed(0)}%`;

// Janus serves the viewers (`--relay janus`, the default) or the room's SFU thread does (`none`).
const relay = await startRelay(arg("relay", "janus"));
// The page's viewer session counts against the node's limit too.
const server = await startServer((viewerSteps.at(-1) ?? 0) + 1, relay ? { STAGE_RELAY_URL: relay.url } : {});
const anchor = await signIn(server.url, "anchor01", "anchor123");
const roomId = anchor.id;
const guests = [];
for (let i = 1; i <= guestCount; i++)
  guests.push(await register(server.url, `stageguest${String(i).padStart(2, "0")}`));
await seatGuests(server.url, anchor, guests);
const measured = guests[0] ?? anchor;
const source = await startSource({
  size: arg("size", "640x360"),
  fps: Number(arg("fps", "15")),
  bitrate: arg("bitrate", "400k"),
});

const publishers: StagePeer[] = [];
for (const person of [anchor, ...guests]) {
  const gateway = await openGateway(server.url, roomId, person.token);
  publishers.push(await joinStage(gateway, "publisher", source));
}
for (const publisher of publishers) await publisher.connected();

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    ...CHROMIUM_ARGS,
    ...["--allow-loopback-in-peer-connection", "--autoplay-policy=no-user-gesture-required"],
    // The page is served by the bench on the app's origin; its socket to that origin is not a local-network request.
    "--disable-features=LocalNetworkAccessChecks",
  ],
});
const page = await browser.newPage();
page.on("console", (message) => {
  if (message.type() === "error") console.log(`  page: ${message.text()}`);
});
page.on("pageerror", (error) => console.log(`  page: ${error.message}`));
await page.route(`${server.url}/__bench/**`, (route) =>
  route.fulfill({ contentType: "text/html", body: pageHtml(roomId, measured.id) }),
);
await page.goto(`${server.url}/__bench/stage.html`);

// The baseline: the same source packets straight to the page, no SFU between.
const direct = new RTCPeerConnection(peerConfig);
const directVideo = direct.addTransceiver("video", { direction: "sendonly" });
await direct.setLocalDescription(await direct.createOffer());
const answer = await page.evaluate(
  (sdp) => (Reflect.get(globalThis, "direct") as (sdp: string) => Promise<string>)(sdp),
  direct.localDescription?.sdp ?? "",
);
await direct.setRemoteDescription({ type: "answer", sdp: answer });
source.listen("video", (packet) => void directVideo.sender.sendRtp(packet).catch(() => undefined));

const size = arg("size", "640x360");
console.log(
  `bench/stage: 1 anchor + ${guestCount} guests, VP8 ${size} ${arg("fps", "15")} fps ${arg("bitrate", "400k")} + Opus 20 ms, loopback, one machine; viewers served by ${relay ? "Janus (streaming plugin)" : "the room's SFU thread"}`,
);
console.log(
  "viewers | forwarded tracks (SFU) | server (+ Janus) CPU | per track | pkts delivered/s | µs/pkt | tracks kept up | SFU median / p95 | direct median / p95 | ratio | machine busy",
);

const viewers: StagePeer[] = [];
const failures: string[] = [];
/** A visitor's page joining as a viewer: as the web client, it asks again up to 3 times, 2 s apart. */
async function addViewer() {
  for (let attempt = 1; attempt <= 3; attempt++) {
    const gateway = await openGateway(server.url, roomId);
    const viewer = await joinStage(gateway, "viewer");
    try {
      await viewer.connected();
      return viewer;
    } catch (error) {
      failures.push(`viewer ${viewers.length + 1}, attempt ${attempt}: ${(error as Error).message}`);
      await viewer.close();
      gateway.close();
      await sleep(2000);
    }
  }
  return undefined;
}
const results = [];
for (const n of viewerSteps) {
  let refused = 0;
  while (viewers.length + refused < n) {
    const viewer = await addViewer();
    if (viewer) viewers.push(viewer);
    else refused += 1;
  }
  for (const failure of failures.splice(0)) console.log(`  ${failure}`);
  await sleep(warmup * 1000);

  const clients = [...publishers, ...viewers];
  const before = clients.map((client) => client.counts());
  const sentBefore = source.counts();
  const statsBefore = await sfuStats(server.url);
  const cpuBefore = cpuSeconds(server.pid);
  const threadsBefore = threadSeconds(server.pid);
  const machineBefore = machineSeconds();
  const tableBefore = processTable();
  const started = Date.now();
  await page.evaluate(() => {
    Reflect.set(globalThis, "samples", { sfu: [], direct: [] });
    Reflect.set(globalThis, "undecodable", { sfu: 0, direct: 0 });
  });
  await sleep(seconds * 1000);
  const elapsed = (Date.now() - started) / 1000;
  const serverCpu = (cpuSeconds(server.pid) - cpuBefore) / elapsed;
  // The busiest thread of the server: with a stage running, the room's SFU thread.
  let busiest = 0;
  for (const [tid, used] of threadSeconds(server.pid)) {
    busiest = Math.max(busiest, (used - (threadsBefore.get(tid) ?? used)) / elapsed);
  }
  const groups = cpuByGroup(tableBefore, processTable(), elapsed, (pid, name) => {
    if (pid === server.pid) return "server";
    if (name === "janus") return "janus";
    if (pid === process.pid) return "clients";
    if (pid === source.pid) return "ffmpeg";
    if (/chrom/i.test(name)) return "chromium";
    return "other";
  });
  // The SFU's work is the server's and, with the relay, Janus's too.
  const cpu = serverCpu + (groups.janus ?? 0);
  const machineAfter = machineSeconds();
  const busy = (machineAfter.busy - machineBefore.busy) / ((machineAfter.total - machineBefore.total) / 2);
  const statsAfter = await sfuStats(server.url);
  const sentAfter = source.counts();
  const sent = { audio: sentAfter.audio - sentBefore.audio, video: sentAfter.video - sentBefore.video };
  const samples = (await page.evaluate(() => Reflect.get(globalThis, "samples"))) as Record<"sfu" | "direct", number[]>;
  const states = await page.evaluate(() => Reflect.get(globalThis, "state"));
  let tracks = 0;
  let kept = 0;
  let delivered = 0;
  clients.forEach((client, i) => {
    const after = client.counts();
    const round = keptUp(before[i] ?? new Map(), after, sent);
    tracks += round.tracks;
    kept += round.kept;
    for (const [key, count] of after) delivered += count - (before[i]?.get(key) ?? 0);
  });
  const forwarded = statsAfter.forwardedTracks;
  // Packets that reached the bench's receivers (the page's not counted): what the SFU, and with the
  // relay Janus, encrypted and sent for them.
  const outPerSecond = delivered / elapsed;
  const inPerSecond = (statsAfter.packetsIn - statsBefore.packetsIn) / elapsed;
  const down = clients.map((client) => client.state()).filter((state) => state !== "connected");
  const figures = {
    viewers: n,
    forwarded,
    expected: 2 * publishers.length * (publishers.length - 1) + 2 * publishers.length * (viewers.length + 1),
    cpu,
    perTrack: cpu / forwarded,
    outPerSecond,
    inPerSecond,
    busiest,
    down,
    usPerPacket: (cpu / outPerSecond) * 1e6,
    tracks,
    kept,
    refused,
    sfu: { median: quantile(samples.sfu, 0.5), p95: quantile(samples.sfu, 0.95), n: samples.sfu.length },
    direct: { median: quantile(samples.direct, 0.5), p95: quantile(samples.direct, 0.95), n: samples.direct.length },
    busy,
    groups,
    sent,
    states,
  };
  results.push(figures);
  console.log(
    `${String(n).padStart(7)} | ${forwarded} (of ${figures.expected} expected) | ${pct(cpu)} of a core | ` +
      `${(figures.perTrack * 1000).toFixed(2)} ms/s | ${outPerSecond.toFixed(0)} | ${figures.usPerPacket.toFixed(1)} | ` +
      `${kept}/${tracks}${refused ? ` (${refused} viewers never connected)` : ""} | ${figures.sfu.median.toFixed(0)} / ${figures.sfu.p95.toFixed(0)} ms (${figures.sfu.n}) | ` +
      `${figures.direct.median.toFixed(0)} / ${figures.direct.p95.toFixed(0)} ms (${figures.direct.n}) | ` +
      `${(figures.sfu.median / figures.direct.median).toFixed(2)}× | ${busy.toFixed(2)} of 2 cores ` +
      `(server ${pct(serverCpu)}, Janus ${pct(groups.janus ?? 0)}, ` +
      `clients ${pct(groups.clients ?? 0)}, Chromium ${pct(groups.chromium ?? 0)}, ffmpeg ${pct(groups.ffmpeg ?? 0)}, other ${pct(groups.other ?? 0)})`,
  );
  console.log(
    `  busiest server thread ${pct(busiest)} of a core; packets in ${inPerSecond.toFixed(0)}/s (source ${((sent.audio + sent.video) / elapsed).toFixed(0)}/s per publisher); ` +
      `clients not connected: ${down.length ? down.join(", ") : "none"}; page ${JSON.stringify(states)}`,
  );
}

const top = results.at(-1);
if (top) {
  const ok = top.kept === top.tracks && top.sfu.median <= 250;
  console.log(
    `goal (every track kept up, SFU median ≤ 250 ms) at ${top.viewers} viewers: ${ok ? "met" : "NOT met"}; ` +
      `source sent ${(top.sent.video / seconds).toFixed(0)} video + ${(top.sent.audio / seconds).toFixed(0)} audio packets/s per publisher`,
  );
}

await browser.close();
await direct.close();
for (const client of [...publishers, ...viewers]) await client.close();
await source.stop();
await server.stop();
await relay?.stop();
process.exit(0);
