import type { StreamEvent } from "@courtside/protocol";
import { describe, expect, it } from "vitest";
import { createRealtimeClient, type SocketLike } from "./client";

/** A gateway stand-in: records what the client sends and lets the test push frames. */
function fakeGateway() {
  const sockets: (SocketLike & { sent: string[]; readyState: number })[] = [];
  const connect = () => {
    const socket = {
      readyState: 0,
      sent: [] as string[],
      send(data: string) {
        this.sent.push(data);
      },
      close() {
        this.readyState = 3;
        this.onclose?.({});
      },
      onopen: null as SocketLike["onopen"],
      onclose: null as SocketLike["onclose"],
      onmessage: null as SocketLike["onmessage"],
    };
    sockets.push(socket);
    return socket;
  };
  const openLatest = () => {
    const socket = sockets.at(-1);
    if (!socket) throw new Error("no socket");
    socket.readyState = 1;
    socket.onopen?.({});
    return socket;
  };
  return { sockets, connect, openLatest };
}

const event = (seq: number): StreamEvent => ({
  type: "event",
  channel: "user:7",
  seq,
  kind: "notification",
  data: { seq },
  at: 0,
});
const push = (socket: SocketLike, ...events: unknown[]) => socket.onmessage?.({ data: JSON.stringify(events) });

describe("realtime client", () => {
  it("subscribes, delivers events once and in order, and resumes from the last seq after a drop", () => {
    const gateway = fakeGateway();
    const timers: (() => void)[] = [];
    const client = createRealtimeClient({
      connect: gateway.connect,
      backoffMs: () => 10,
      setTimer: (fn) => timers.push(fn),
    });
    const seen: number[] = [];
    client.start();
    client.subscribe("user:7", (e) => seen.push(e.seq));
    const first = gateway.openLatest();
    expect(first.sent.map((s) => JSON.parse(s))).toEqual([{ type: "subscribe", channel: "user:7" }]);
    push(first, { type: "subscribed", channel: "user:7", seq: 3 }, event(4), event(5));
    push(first, event(5));
    expect(seen).toEqual([4, 5]);

    first.close();
    expect(timers).toHaveLength(1);
    timers[0]?.();
    const second = gateway.openLatest();
    expect(second.sent.map((s) => JSON.parse(s))).toEqual([{ type: "subscribe", channel: "user:7", lastSeq: 5 }]);
    push(second, { type: "subscribed", channel: "user:7", seq: 7 }, event(5), event(6), event(7));
    expect(seen).toEqual([4, 5, 6, 7]);
  });

  it("ignores frames it cannot read and stops for good when told", () => {
    const gateway = fakeGateway();
    const timers: (() => void)[] = [];
    const client = createRealtimeClient({ connect: gateway.connect, setTimer: (fn) => timers.push(fn) });
    client.start();
    const seen: number[] = [];
    client.subscribe("user:7", (e) => seen.push(e.seq));
    const socket = gateway.openLatest();
    socket.onmessage?.({ data: '[{"type":"nonsense"}]' });
    socket.onmessage?.({ data: "{not json" });
    expect(seen).toEqual([]);
    client.stop();
    expect(timers).toHaveLength(0);
  });
});
