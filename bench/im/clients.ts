import { readFile } from "node:fs/promises";
import WebSocket from "ws";
import type { BenchUser } from "./seed.js";

/**
 * A child process holding one socket per user, signed in and following the user's conversation,
 * on Courtside's gateway or the peer. On `run` it sends texts at a fixed rate, each from the next
 * user in a shuffled order, and times each one from its send to its delivery to the other person;
 * it also counts acks, deliveries the sender's own socket gets, and anything delivered twice.
 */
export type Kind = "courtside" | "peer";
const [kind, url, usersFile] = process.argv.slice(2) as [Kind, string, string];
const people: BenchUser[] = JSON.parse(await readFile(usersFile, "utf8"));

type Delivery = { clientMsgId: string; senderId: number };
const sentAt = new Map<string, number>();
const latencies: number[] = [];
const received = new Map<string, number>();
let echoes = 0;
let acks = 0;
let refused = 0;

function deliveries(text: string): { acked: string[]; refused: number; messages: Delivery[] } {
  const parsed: unknown = JSON.parse(text);
  const events = (Array.isArray(parsed) ? parsed : [parsed]) as Record<string, unknown>[];
  const out = { acked: [] as string[], refused: 0, messages: [] as Delivery[] };
  for (const event of events) {
    if (event.type === "ack") out.acked.push(String(event.clientMsgId));
    else if (event.type === "refused") out.refused += 1;
    else if (kind === "courtside" && event.type === "event" && event.kind === "message") {
      out.messages.push(event.data as Delivery);
    } else if (kind === "peer" && event.type === "message") out.messages.push(event as unknown as Delivery);
  }
  return out;
}

function open(user: BenchUser): Promise<WebSocket> {
  const address = kind === "courtside" ? `${url.replace(/^http/, "ws")}/web/ws` : `${url.replace(/^http/, "ws")}/ws`;
  const socket = new WebSocket(address, { perMessageDeflate: false });
  return new Promise((resolve, reject) => {
    socket.once("error", reject);
    socket.once("open", () => {
      const auth =
        kind === "courtside"
          ? { type: "auth", appNumber: user.appNumber, imToken: user.imToken }
          : { type: "auth", user: user.id };
      socket.send(JSON.stringify(auth));
    });
    const joining = (raw: WebSocket.RawData) => {
      const text = raw.toString();
      if (kind === "peer" && text.includes('"welcome"')) return done();
      if (text.includes('"welcome"')) {
        socket.send(JSON.stringify({ type: "subscribe", channel: `user:${user.id}` }));
        socket.send(JSON.stringify({ type: "subscribe", channel: `conv:${user.conversationId}` }));
      }
      if (text.includes(`"subscribed","channel":"conv:`)) done();
    };
    const done = () => {
      socket.off("message", joining);
      socket.on("message", (raw) => onFrame(user, raw.toString()));
      resolve(socket);
    };
    socket.on("message", joining);
  });
}

function onFrame(user: BenchUser, text: string) {
  const now = performance.now();
  const got = deliveries(text);
  acks += got.acked.filter((id) => sentAt.has(id)).length;
  refused += got.refused;
  for (const message of got.messages) {
    if (message.senderId === user.id) {
      echoes += 1;
      continue;
    }
    if (!sentAt.has(message.clientMsgId)) continue;
    const times = (received.get(message.clientMsgId) ?? 0) + 1;
    received.set(message.clientMsgId, times);
    const at = sentAt.get(message.clientMsgId);
    if (times === 1 && at !== undefined) latencies.push(now - at);
  }
}

const sockets: WebSocket[] = [];
for (let i = 0; i < people.length; i += 100) {
  sockets.push(...(await Promise.all(people.slice(i, i + 100).map(open))));
}
// Senders take turns in a shuffled order, so consecutive messages land in different conversations.
const order = people.map((_, i) => i).sort(() => Math.random() - 0.5);
process.send?.({ type: "ready" });

async function run(tag: string, rate: number, seconds: number) {
  sentAt.clear();
  received.clear();
  latencies.length = 0;
  echoes = 0;
  acks = 0;
  refused = 0;
  const total = Math.round(rate * seconds);
  const started = performance.now();
  let sent = 0;
  while (sent < total) {
    const due = Math.min(total, Math.floor(((performance.now() - started) / 1000) * rate) + 1);
    for (; sent < due; sent++) {
      const index = order[sent % order.length] ?? 0;
      const user = people[index] as BenchUser;
      const socket = sockets[index] as WebSocket;
      const clientMsgId = `${tag}-${sent}`;
      const text = `bench message ${sent}`;
      const frame =
        kind === "courtside"
          ? { type: "send", channel: `conv:${user.conversationId}`, clientMsgId, text }
          : { type: "send", conversationId: user.conversationId, clientMsgId, text };
      sentAt.set(clientMsgId, performance.now());
      socket.send(JSON.stringify(frame));
    }
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
  const sendSeconds = (performance.now() - started) / 1000;
  // Let what is in flight arrive: until everything is acked and delivered, nothing more came for
  // 30 s, or 3 minutes passed. What has not arrived by then counts as not delivered.
  const deadline = performance.now() + 180_000;
  let progress = 0;
  let movedAt = performance.now();
  while ((received.size < total || acks < total) && performance.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    if (acks + received.size !== progress) {
      progress = acks + received.size;
      movedAt = performance.now();
    } else if (performance.now() - movedAt > 30_000) break;
  }
  const doubled = [...received.values()].filter((n) => n > 1).length;
  latencies.sort((a, b) => a - b);
  return { sent: total, sendSeconds, acks, refused, delivered: received.size, echoes, doubled, latencies };
}

process.on("message", (message: { type: string; tag: string; rate: number; seconds: number }) => {
  if (message.type === "run") {
    void run(message.tag, message.rate, message.seconds).then((report) =>
      process.send?.({ type: "report", ...report }),
    );
  }
  if (message.type === "exit") {
    for (const socket of sockets) socket.terminate();
    process.exit(0);
  }
});
