import { readFile } from "node:fs/promises";
import { type Credentials, join, type Kind } from "./wire.js";

/**
 * A child process holding the online members' connections. Every group text carries its send
 * time (`b<ms>-<n>`); each delivery's latency goes into a 1 ms histogram, and the parent asks for
 * the figures over IPC.
 */
const [kind, url, groupIdText, credentialsFile] = process.argv.slice(2) as [Kind, string, string, string];
const groupId = Number(groupIdText);
const members: Credentials[] = JSON.parse(await readFile(credentialsFile, "utf8"));
const MAX_MS = 120_000;
let hist = new Uint32Array(MAX_MS + 1);
let deliveries = 0;
let lastAt = 0;
const stamp = /b(\d{13})-\d+/g;

const sockets = [];
for (let i = 0; i < members.length; i += 100) {
  const batch = await Promise.all(members.slice(i, i + 100).map((who) => join(kind, url, groupId, who)));
  sockets.push(...batch);
}
for (const socket of sockets) {
  socket.on("message", (raw) => {
    const text = raw.toString();
    const now = Date.now();
    for (const match of text.matchAll(stamp)) {
      const ms = Math.min(MAX_MS, Math.max(0, now - Number(match[1])));
      hist[ms] = (hist[ms] ?? 0) + 1;
      deliveries += 1;
      lastAt = now;
    }
  });
}
process.send?.({ type: "ready" });
process.on("message", (message: { type: string }) => {
  if (message.type === "report") {
    process.send?.({ type: "report", deliveries, lastAt, hist: Array.from(hist) });
    hist = new Uint32Array(MAX_MS + 1);
    deliveries = 0;
    lastAt = 0;
  }
  if (message.type === "exit") process.exit(0);
});
