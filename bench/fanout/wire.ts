import WebSocket from "ws";

/** Which server a connection talks to, and how its frames look on the wire. */
export type Kind = "courtside" | "socketio";

/**
 * Opens one raw websocket to either server and joins the room. Both sides are read the same way
 * (a regex over the frame text), so neither client library's parsing cost is measured.
 */
export function join(kind: Kind, url: string, room: string, token?: string): Promise<WebSocket> {
  const address =
    kind === "courtside"
      ? `${url.replace(/^http/, "ws")}/web/ws`
      : `${url.replace(/^http/, "ws")}/socket.io/?EIO=4&transport=websocket`;
  const socket = new WebSocket(address, { perMessageDeflate: false });
  return new Promise((resolve, reject) => {
    socket.once("error", reject);
    // Courtside learns who is connecting from the first frame.
    if (kind === "courtside") socket.once("open", () => socket.send(JSON.stringify({ type: "auth", token })));
    const onJoinFrame = (raw: WebSocket.RawData) => {
      const text = raw.toString();
      if (kind === "courtside") {
        if (text.includes('"welcome"')) socket.send(JSON.stringify({ type: "subscribe", channel: room }));
        if (text.includes('"subscribed"')) done();
      } else {
        // Engine.IO open packet, then the namespace connect, then join.
        if (text.startsWith("0{")) socket.send("40");
        else if (text.startsWith("40")) {
          socket.send(`42${JSON.stringify(["join", room])}`);
          done();
        }
      }
    };
    const done = () => {
      socket.off("message", onJoinFrame);
      resolve(socket);
    };
    socket.on("message", onJoinFrame);
  });
}

/** Engine.IO heartbeats: the server pings ("2"), the client answers ("3"). */
export function keepAlive(kind: Kind, socket: WebSocket, raw: string) {
  if (kind === "socketio" && raw === "2") socket.send("3");
}

export function sayFrame(kind: Kind, room: string, text: string, clientMsgId: string): string {
  return kind === "courtside"
    ? JSON.stringify({ type: "send", channel: room, clientMsgId, text })
    : `42${JSON.stringify(["say", room, text, clientMsgId])}`;
}
