import WebSocket from "ws";

/** Which server a connection talks to: Courtside's gateway, or the naive peer. */
export type Kind = "courtside" | "naive";

export interface Credentials {
  userId: number;
  appNumber: string;
  imToken: string;
}

/**
 * Opens one raw websocket as a group member and waits until it receives the group's messages:
 * on Courtside the chat identity in the first frame, then a subscribe to `conv:<id>`; on the peer
 * the member's id in the address. Both are read the same way (a regex over the frame text).
 */
export function join(kind: Kind, url: string, groupId: number, who: Credentials): Promise<WebSocket> {
  const base = url.replace(/^http/, "ws");
  const address = kind === "courtside" ? `${base}/web/ws` : `${base}/?user=${who.userId}`;
  const socket = new WebSocket(address, { perMessageDeflate: false });
  return new Promise((resolve, reject) => {
    socket.once("error", reject);
    if (kind === "naive") {
      socket.once("open", () => resolve(socket));
      return;
    }
    socket.once("open", () =>
      socket.send(JSON.stringify({ type: "auth", appNumber: who.appNumber, imToken: who.imToken })),
    );
    const onFrame = (raw: WebSocket.RawData) => {
      const text = raw.toString();
      if (text.includes('"welcome"')) socket.send(JSON.stringify({ type: "subscribe", channel: `conv:${groupId}` }));
      if (text.includes('"subscribed"')) {
        socket.off("message", onFrame);
        resolve(socket);
      }
      if (text.includes('"error"')) reject(new Error(`join refused: ${text}`));
    };
    socket.on("message", onFrame);
  });
}

/** A text to the group carrying its send time, so every delivery's latency can be read from it. */
export function sayFrame(kind: Kind, groupId: number, text: string, clientMsgId: string): string {
  return kind === "courtside"
    ? JSON.stringify({ type: "send", channel: `conv:${groupId}`, clientMsgId, text })
    : JSON.stringify({ type: "send", groupId, clientMsgId, text });
}
