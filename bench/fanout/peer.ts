import { createServer } from "node:http";
import { Server } from "socket.io";

/**
 * The peer: a Socket.IO 4 server doing what a chat room needs at its simplest — `join` puts the
 * socket in a room, `say` is broadcast with `io.to(room).emit`, carrying the same event shape and
 * size as Courtside's chat events (but nothing stored, no rules checked).
 */
const http = createServer();
const io = new Server(http, { transports: ["websocket"], serveClient: false });
let seq = 0;
io.on("connection", (socket) => {
  socket.on("join", (room: string) => void socket.join(room));
  socket.on("say", (room: string, text: string, clientMsgId: string) => {
    seq += 1;
    io.to(room).emit("event", {
      type: "event",
      channel: room,
      seq,
      kind: "chat",
      data: {
        text,
        sender: { id: 100001, nickname: "bench anchor", avatar: null, role: 3, flags: "zb=1" },
        clientMsgId,
      },
      at: Date.now(),
    });
  });
});
http.listen(Number(process.env.PORT), "127.0.0.1", () => console.log("ready"));
