import { readFile } from "node:fs/promises";
import { PGlite } from "@electric-sql/pglite";
import { type WebSocket, WebSocketServer } from "ws";

/**
 * The naive peer: group chat as it is often first written. Each message is fanned out on write —
 * one inbox row per member (so unread is a count of a member's rows), then one frame per online
 * member, each built for that member. Same engine as Courtside's embedded database (PGlite on
 * disk), same machine. The parent forks it and asks for its row count over IPC.
 */
const [dataDir, membersFile, portText] = process.argv.slice(2) as [string, string, string];
const members: number[] = JSON.parse(await readFile(membersFile, "utf8"));
const db = new PGlite(dataDir);
await db.exec(`create table if not exists inbox (
  id bigserial primary key,
  user_id integer not null,
  group_id integer not null,
  sender_id integer not null,
  client_msg_id text not null,
  body jsonb not null,
  read boolean not null default false,
  created_at timestamptz not null default now()
);
create index if not exists inbox_user_idx on inbox (user_id, read);`);

const online = new Map<number, Set<WebSocket>>();
const wss = new WebSocketServer({ port: Number(portText), host: "127.0.0.1", perMessageDeflate: false });
let queue: Promise<void> = Promise.resolve();

async function deliver(groupId: number, senderId: number, clientMsgId: string, text: string) {
  const body = JSON.stringify({ type: 101, content: { text } });
  // One row per member, written in one transaction (1,000 rows per statement).
  await db.transaction(async (tx) => {
    for (let i = 0; i < members.length; i += 1000) {
      const chunk = members.slice(i, i + 1000);
      const values = chunk.map((_, j) => `($${j * 5 + 1}, $${j * 5 + 2}, $${j * 5 + 3}, $${j * 5 + 4}, $${j * 5 + 5})`);
      const params = chunk.flatMap((userId) => [userId, groupId, senderId, clientMsgId, body]);
      await tx.query(
        `insert into inbox (user_id, group_id, sender_id, client_msg_id, body) values ${values.join(",")}`,
        params,
      );
    }
  });
  // One send per online member, each frame built for its recipient.
  const at = Date.now();
  for (const userId of members) {
    const sockets = online.get(userId);
    if (!sockets) continue;
    const frame = JSON.stringify({ type: "message", groupId, to: userId, senderId, clientMsgId, text, at });
    for (const socket of sockets) socket.send(frame);
  }
}

wss.on("connection", (socket, req) => {
  const userId = Number(new URL(req.url ?? "/", "http://peer").searchParams.get("user"));
  const sockets = online.get(userId) ?? new Set();
  sockets.add(socket);
  online.set(userId, sockets);
  socket.on("close", () => sockets.delete(socket));
  socket.on("message", (raw) => {
    const frame = JSON.parse(raw.toString()) as { type: string; groupId: number; clientMsgId: string; text: string };
    if (frame.type !== "send") return;
    queue = queue.then(() => deliver(frame.groupId, userId, frame.clientMsgId, frame.text));
  });
});

process.on("message", async (message: { type: string }) => {
  if (message.type === "count") {
    const result = await db.query<{ n: number }>("select count(*)::int as n from inbox");
    process.send?.({ type: "count", rows: result.rows[0]?.n ?? 0 });
  }
  if (message.type === "exit") {
    await db.close();
    process.exit(0);
  }
});
wss.on("listening", () => process.send?.({ type: "ready" }));
