import WebSocket from "ws";

export type WsEvent = { type: string; [key: string]: unknown };

export interface ConnectOptions {
  /** Signs the connection in with this token in the first frame. */
  token?: string | undefined;
  /** Sends this first frame instead (an `auth` with other credentials, or any frame); `false` sends none. */
  first?: Record<string, unknown> | false;
  /** Connects from this loopback address (127.x.y.z), to stand for a client address of its own. */
  localAddress?: string;
}

/**
 * A websocket client of the gateway that collects every event of every frame. It says who it is in
 * its first frame (`auth`, with the token if any), as the web client does.
 */
export async function connectWs(url: string, options: ConnectOptions = {}) {
  const socket = new WebSocket(url, options.localAddress ? { localAddress: options.localAddress } : {});
  const events: WsEvent[] = [];
  const frames: WsEvent[][] = [];
  let closed: { code: number; reason: string } | undefined;
  socket.on("message", (raw) => {
    const frame: WsEvent[] = JSON.parse(raw.toString());
    frames.push(frame);
    events.push(...frame);
  });
  socket.on("close", (code, reason) => {
    closed = { code, reason: reason.toString() };
  });
  await new Promise((resolve, reject) => socket.once("open", resolve).once("error", reject));
  const send = (frame: unknown) => socket.send(JSON.stringify(frame));
  const first = options.first ?? { type: "auth", ...(options.token ? { token: options.token } : {}) };
  if (first) send(first);
  const until = async (check: (events: WsEvent[]) => boolean, timeoutMs = 5000) => {
    const deadline = Date.now() + timeoutMs;
    while (!check(events)) {
      if (Date.now() > deadline) throw new Error(`timed out; got ${JSON.stringify(events).slice(-2000)}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  /** Sends a chat message and waits for its ack or refusal. */
  const say = async (channel: string, text: string, clientMsgId = `m-${Math.random().toString(36).slice(2)}`) => {
    send({ type: "send", channel, clientMsgId, text });
    await until((e) => e.some((x) => (x.type === "ack" || x.type === "refused") && x.clientMsgId === clientMsgId));
    return events.find((x) => (x.type === "ack" || x.type === "refused") && x.clientMsgId === clientMsgId) as WsEvent;
  };
  const subscribe = async (channel: string, lastSeq?: number) => {
    send(lastSeq === undefined ? { type: "subscribe", channel } : { type: "subscribe", channel, lastSeq });
    await until((e) => e.some((x) => x.type === "subscribed" && x.channel === channel));
  };
  const chats = (channel: string) =>
    events.filter((x) => x.type === "event" && x.channel === channel && x.kind === "chat") as (WsEvent & {
      seq: number;
      data: { text: string };
    })[];
  /** Waits until the server closes the connection and tells how. */
  const closing = async (timeoutMs = 5000) => {
    const deadline = Date.now() + timeoutMs;
    while (!closed) {
      if (Date.now() > deadline) throw new Error(`still open; got ${JSON.stringify(events).slice(-2000)}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return closed;
  };
  return { socket, events, frames, until, send, say, subscribe, chats, closing, close: () => socket.close() };
}
export type WsClient = Awaited<ReturnType<typeof connectWs>>;

/** The gateway address of a listening test app (sign-in goes in the first frame, never here). */
export function wsUrl(port: number) {
  return `ws://127.0.0.1:${port}/web/ws`;
}
