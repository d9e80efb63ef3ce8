import { createServer } from "node:http";
import { sql } from "drizzle-orm";
import { type WebSocket, WebSocketServer } from "ws";
import { openDatabase } from "../../apps/server/src/db/client.js";

/**
 * The peer: private messaging done the straightforward way, on the same database engine and driver
 * as Courtside (PGlite in DATA_DIR, or PostgreSQL at DATABASE_URL, through the same client). Each
 * message is one transaction (membership check, client-id lookup, head seq + 1, insert, each other
 * member's stored unread + 1), then one `ws.send` per message to every socket of every member and an
 * ack to the sender. The first frame names the user (no credentials are checked).
 */
const database = await openDatabase({
  dataDir: process.env.DATA_DIR ?? "./data",
  databaseUrl: process.env.DATABASE_URL,
});
const { db } = database;
const sockets = new Map<number, Set<WebSocket>>();

type Send = { type: "send"; conversationId: number; clientMsgId: string; text: string };
type Row = Record<string, unknown>;

const rows = (result: unknown): Row[] =>
  Array.isArray(result) ? result : ((result as { rows?: Row[] } | undefined)?.rows ?? []);

async function store(senderId: number, { conversationId, clientMsgId, text }: Send) {
  return db.transaction(async (tx) => {
    const members = rows(
      await tx.execute(sql`select user_id from peer_members where conversation_id = ${conversationId}`),
    ).map((row) => Number(row.user_id));
    if (!members.includes(senderId)) throw new Error("not a member");
    const [earlier] = rows(
      await tx.execute(
        sql`select seq from peer_messages where sender_id = ${senderId} and client_msg_id = ${clientMsgId}`,
      ),
    );
    if (earlier) return { seq: Number(earlier.seq), members, fresh: false };
    const [head] = rows(
      await tx.execute(
        sql`update peer_conversations set last_seq = last_seq + 1 where id = ${conversationId} returning last_seq`,
      ),
    );
    const seq = Number(head?.last_seq);
    await tx.execute(
      sql`insert into peer_messages (conversation_id, seq, sender_id, client_msg_id, text)
        values (${conversationId}, ${seq}, ${senderId}, ${clientMsgId}, ${text})`,
    );
    await tx.execute(
      sql`update peer_members set unread = unread + 1 where conversation_id = ${conversationId} and user_id <> ${senderId}`,
    );
    return { seq, members, fresh: true };
  });
}

async function onSend(socket: WebSocket, senderId: number, frame: Send) {
  try {
    const { seq, members, fresh } = await store(senderId, frame);
    if (fresh) {
      const event = {
        type: "message",
        conversationId: frame.conversationId,
        seq,
        senderId,
        clientMsgId: frame.clientMsgId,
        text: frame.text,
        at: Date.now(),
      };
      for (const member of members) {
        for (const target of sockets.get(member) ?? []) target.send(JSON.stringify(event));
      }
    }
    socket.send(JSON.stringify({ type: "ack", clientMsgId: frame.clientMsgId, seq }));
  } catch {
    socket.send(JSON.stringify({ type: "refused", clientMsgId: frame.clientMsgId }));
  }
}

const http = createServer();
const wss = new WebSocketServer({ server: http, path: "/ws" });
wss.on("connection", (socket) => {
  let userId: number | undefined;
  socket.on("message", (raw) => {
    const frame = JSON.parse(raw.toString()) as { type: string; user?: unknown };
    if (userId === undefined && frame.type === "auth" && typeof frame.user === "number") {
      const id = frame.user;
      userId = id;
      const set = sockets.get(id) ?? new Set();
      set.add(socket);
      sockets.set(id, set);
      socket.on("close", () => sockets.get(id)?.delete(socket));
      socket.send(JSON.stringify({ type: "welcome", userId: id }));
      return;
    }
    if (userId !== undefined && frame.type === "send") void onSend(socket, userId, frame as Send);
  });
});
http.listen(Number(process.env.PORT), "127.0.0.1", () => console.log("ready"));
process.on("SIGTERM", () => {
  http.close();
  void database.close().finally(() => process.exit(0));
});
