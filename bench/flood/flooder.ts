import WebSocket from "ws";

/**
 * A child process that floods one room: the room's anchor sends chat messages as fast as the
 * gateway answers them (100 in flight), from 127.0.0.1, reconnecting at once whenever it is
 * closed; meanwhile `viewers` sockets (each from its own loopback address, as separate people
 * would be) follow the room. The parent starts and stops the flood and asks for the counts.
 */
const [url, token, room, viewerCount] = process.argv.slice(2) as [string, string, string, string];
const address = `${url.replace(/^http/, "ws")}/web/ws`;
const IN_FLIGHT = 100;

const counts = { sent: 0, acked: 0, refused: 0, closed: 0, delivered: 0 };
let flooding = false;
let current: WebSocket | undefined;

function open(localAddress: string, first: object): Promise<WebSocket> {
  const socket = new WebSocket(address, { localAddress, perMessageDeflate: false });
  return new Promise((resolve, reject) => {
    socket.once("error", reject);
    socket.once("open", () => {
      socket.send(JSON.stringify(first));
      resolve(socket);
    });
  });
}

const viewers: WebSocket[] = [];
for (let i = 0; i < Number(viewerCount); i++) {
  const viewer = await open(`127.1.${Math.floor(i / 250)}.${(i % 250) + 1}`, { type: "auth" });
  viewer.send(JSON.stringify({ type: "subscribe", channel: room }));
  viewer.on("message", (raw) => {
    counts.delivered += (raw.toString().match(/"kind":"chat"/g) ?? []).length;
  });
  viewers.push(viewer);
}

async function flood() {
  while (flooding) {
    const socket = await open("127.0.0.1", { type: "auth", token }).catch(() => undefined);
    if (!socket) continue;
    current = socket;
    let n = 0;
    const say = () => {
      if (!flooding || socket.readyState !== socket.OPEN) return;
      socket.send(
        JSON.stringify({ type: "send", channel: room, clientMsgId: `f-${Date.now()}-${n}`, text: `flood ${n}` }),
      );
      n += 1;
      counts.sent += 1;
    };
    socket.on("message", (raw) => {
      const text = raw.toString();
      const acked = (text.match(/"type":"ack"/g) ?? []).length;
      const refused = (text.match(/"type":"refused"/g) ?? []).length;
      counts.acked += acked;
      counts.refused += refused;
      for (let i = 0; i < acked + refused; i++) say();
    });
    for (let i = 0; i < IN_FLIGHT; i++) say();
    await new Promise((resolve) => socket.once("close", resolve));
    counts.closed += 1;
  }
}

process.send?.({ type: "ready" });
process.on("message", (message: { type: string }) => {
  if (message.type === "start") {
    for (const key of Object.keys(counts) as (keyof typeof counts)[]) counts[key] = 0;
    flooding = true;
    void flood();
  }
  if (message.type === "stop") {
    flooding = false;
    current?.close();
    process.send?.({ type: "report", ...counts });
  }
  if (message.type === "exit") {
    for (const viewer of viewers) viewer.close();
    process.exit(0);
  }
});
