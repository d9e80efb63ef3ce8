import WebSocket from "ws";

export type WsEvent = { type: string; [key: string]: unknown };

/** A websocket client of the gateway that collects every event of every frame. */
export async function connectWs(url: string) {
  const socket = new WebSocket(url);
  const events: WsEvent[] = [];
  const frames: WsEvent[][] = [];
  socket.on("message", (raw) => {
    const frame: WsEvent[] = JSON.parse(raw.toString());
    frames.push(frame);
    events.push(...frame);
  });
  await new Promise((resolve, reject) => socket.once("open", resolve).once("error", reject));
  const until = async (check: (events: WsEvent[]) => boolean, timeoutMs = 5000) => {
    const deadline = Date.now() + timeoutMs;
    while (!check(events)) {
      if (Date.now() > deadline) throw new Error(`timed out; got ${JSON.stringify(events).slice(-2000)}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  const send = (frame: unknown) => socket.send(JSON.stringify(frame));
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
  return { socket, events, frames, until, send, say, subscribe, chats, close: () => socket.close() };
}
export type WsClient = Awaited<ReturnType<typeof connectWs>>;

/** The gateway address of a listening test app. */
export function wsUrl(port: number, token?: string) {
  return `ws://127.0.0.1:${port}/web/ws${token ? `?token=${encodeURIComponent(token)}` : ""}`;
}
