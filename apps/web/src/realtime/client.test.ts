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
const visitor = { type: "auth" };

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
    expect(first.sent.map((s) => JSON.parse(s))).toEqual([visitor, { type: "subscribe", channel: "user:7" }]);
    push(first, { type: "subscribed", channel: "user:7", seq: 3 }, event(4), event(5));
    push(first, event(5));
    expect(seen).toEqual([4, 5]);

    first.close();
    expect(timers).toHaveLength(1);
    timers[0]?.();
    const second = gateway.openLatest();
    expect(second.sent.map((s) => JSON.parse(s))).toEqual([
      visitor,
      { type: "subscribe", channel: "user:7", lastSeq: 5 },
    ]);
    push(second, { type: "subscribed", channel: "user:7", seq: 7 }, event(5), event(6), event(7));
    expect(seen).toEqual([4, 5, 6, 7]);
  });

  it("says who is connecting in the first frame of every connection, with the credentials of that moment", () => {
    const gateway = fakeGateway();
    const timers: (() => void)[] = [];
    let token: string | null = "token-1";
    const client = createRealtimeClient({
      connect: gateway.connect,
      auth: () => (token ? { type: "auth", token } : { type: "auth" }),
      backoffMs: () => 10,
      setTimer: (fn) => timers.push(fn),
    });
    client.start();
    client.subscribe("room:9", () => undefined);
    const first = gateway.openLatest();
    expect(first.sent.map((s) => JSON.parse(s))).toEqual([
      { type: "auth", token: "token-1" },
      { type: "subscribe", channel: "room:9" },
    ]);
    token = null;
    client.reconnect();
    const second = gateway.openLatest();
    expect(JSON.parse(second.sent[0] ?? "null")).toEqual({ type: "auth" });
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

  it("resumes a channel from a known seq and tells each listener where it starts", () => {
    const gateway = fakeGateway();
    const client = createRealtimeClient({ connect: gateway.connect, setTimer: () => undefined });
    client.start();
    const socket = gateway.openLatest();
    const first: number[] = [];
    const readyAt: number[] = [];
    client.subscribe("user:7", (e) => first.push(e.seq), { lastSeq: 4, onReady: (seq) => readyAt.push(seq) });
    expect(socket.sent.map((s) => JSON.parse(s))).toEqual([
      visitor,
      { type: "subscribe", channel: "user:7", lastSeq: 4 },
    ]);
    push(socket, { type: "subscribed", channel: "user:7", seq: 6 }, event(5), event(6));
    expect(first).toEqual([5, 6]);
    expect(readyAt).toEqual([4]);

    // A second listener joins the followed channel: it starts at once from the current seq…
    const second: number[] = [];
    client.subscribe("user:7", (e) => second.push(e.seq), { onReady: (seq) => readyAt.push(seq) });
    // …and one that already has up to 8 skips what it has.
    const third: number[] = [];
    client.subscribe("user:7", (e) => third.push(e.seq), { lastSeq: 8, onReady: (seq) => readyAt.push(seq) });
    expect(readyAt).toEqual([4, 6, 8]);
    push(socket, event(7), event(8), event(9));
    expect(first).toEqual([5, 6, 7, 8, 9]);
    expect(second).toEqual([7, 8, 9]);
    expect(third).toEqual([9]);
    // Only one subscribe frame went out for the channel.
    expect(socket.sent.filter((s) => JSON.parse(s).type === "subscribe")).toHaveLength(1);
  });

  it("delivers passing notices to the channel's notice listeners only", () => {
    const gateway = fakeGateway();
    const client = createRealtimeClient({ connect: gateway.connect, setTimer: () => undefined });
    client.start();
    const socket = gateway.openLatest();
    const entered: unknown[] = [];
    client.subscribe("room:9", () => undefined, { onNotice: (notice) => entered.push(notice.data) });
    client.subscribe("room:10", () => undefined, { onNotice: () => entered.push("wrong room") });
    push(socket, { type: "notice", channel: "room:9", kind: "enter", data: { user: { nickname: "Ann" } }, at: 1 });
    expect(entered).toEqual([{ user: { nickname: "Ann" } }]);
  });

  it("answers a send with its ack or refusal, and sends an unanswered one again after a drop", async () => {
    const gateway = fakeGateway();
    const timers: (() => void)[] = [];
    let ids = 0;
    const client = createRealtimeClient({
      connect: gateway.connect,
      backoffMs: () => 10,
      setTimer: (fn) => timers.push(fn),
      newId: () => `m${++ids}`,
    });
    client.start();
    const first = gateway.openLatest();
    const hello = client.sendChat("room:9", "hello");
    const spam = client.sendChat("room:9", "hello again");
    expect(first.sent.map((s) => JSON.parse(s))).toEqual([
      visitor,
      { type: "send", channel: "room:9", clientMsgId: "m1", text: "hello" },
      { type: "send", channel: "room:9", clientMsgId: "m2", text: "hello again" },
    ]);
    push(first, { type: "refused", clientMsgId: "m2", code: 6005, msg: "Wait 7 seconds", data: { seconds: 7 } });
    expect(await spam.result).toEqual({ status: "refused", code: 6005, msg: "Wait 7 seconds", data: { seconds: 7 } });

    // The connection drops before m1 is answered: the next connection sends it again, same id.
    first.close();
    const reconnect = timers.find((_, index) => index >= 2);
    reconnect?.();
    const second = gateway.openLatest();
    expect(second.sent.map((s) => JSON.parse(s))).toEqual([
      visitor,
      { type: "send", channel: "room:9", clientMsgId: "m1", text: "hello" },
    ]);
    push(second, { type: "ack", clientMsgId: "m1", seq: 12 });
    expect(await hello.result).toEqual({ status: "ack", seq: 12 });
    expect(hello.clientMsgId).toBe("m1");
  });

  it("gives up on a send that gets no answer in time; a retry keeps its client id", async () => {
    const gateway = fakeGateway();
    const timers: (() => void)[] = [];
    const client = createRealtimeClient({
      connect: gateway.connect,
      setTimer: (fn) => timers.push(fn),
      newId: () => "x1",
    });
    client.start();
    const socket = gateway.openLatest();
    const sent = client.sendChat("room:9", "anyone?");
    timers[0]?.();
    expect(await sent.result).toEqual({ status: "timeout" });
    const retry = client.sendChat("room:9", "anyone?", sent.clientMsgId);
    push(socket, { type: "ack", clientMsgId: "x1", seq: 3 });
    expect(await retry.result).toEqual({ status: "ack", seq: 3 });
    expect(socket.sent.slice(1).map((s) => JSON.parse(s).clientMsgId)).toEqual(["x1", "x1"]);
  });

  it("reports its state and reconnects at once when asked, resuming where it was", () => {
    const gateway = fakeGateway();
    const timers: (() => void)[] = [];
    const client = createRealtimeClient({ connect: gateway.connect, setTimer: (fn) => timers.push(fn) });
    const states: string[] = [];
    client.onStatus((state) => states.push(state));
    client.reconnect(); // not started yet: nothing to do
    expect(gateway.sockets).toHaveLength(0);
    client.start();
    client.subscribe("user:7", () => undefined);
    const first = gateway.openLatest();
    push(first, { type: "subscribed", channel: "user:7", seq: 2 }, event(3));
    client.reconnect();
    const second = gateway.openLatest();
    expect(second.sent.map((s) => JSON.parse(s))).toEqual([
      visitor,
      { type: "subscribe", channel: "user:7", lastSeq: 3 },
    ]);
    expect(states).toEqual(["connecting", "open", "connecting", "open"]);
    // The abandoned socket schedules no reconnect of its own.
    expect(timers).toHaveLength(0);
    expect(client.status()).toBe("open");
  });

  it("hands a stage's signals and refusals to its followers and tells them of every re-subscription", () => {
    const gateway = fakeGateway();
    const timers: (() => void)[] = [];
    const client = createRealtimeClient({
      connect: gateway.connect,
      backoffMs: () => 10,
      setTimer: (fn) => timers.push(fn),
    });
    const seen: string[] = [];
    client.start();
    client.subscribe("stage:9", () => undefined, {
      onSubscribed: () => seen.push("subscribed"),
      onSignal: (signal) => seen.push(`signal ${signal.op}`),
      onError: (error) => seen.push(`error ${error.code}`),
    });
    const first = gateway.openLatest();
    push(first, { type: "subscribed", channel: "stage:9", seq: 0 });
    client.signal("stage:9", { op: "join", as: "viewer" });
    expect(JSON.parse(first.sent.at(-1) ?? "")).toEqual({
      type: "stage",
      channel: "stage:9",
      signal: { op: "join", as: "viewer" },
    });
    push(
      first,
      { type: "stage", channel: "stage:9", signal: { op: "offer", session: "s1", sdp: "v=0", tracks: [] } },
      { type: "stage", channel: "stage:8", signal: { op: "closed", session: "s0", reason: "ended" } },
      { type: "error", code: 6015, msg: "full", channel: "stage:9" },
    );
    first.close();
    timers[0]?.();
    push(gateway.openLatest(), { type: "subscribed", channel: "stage:9", seq: 0 });
    // The second confirmation comes after a reconnect: the media session must be asked for again.
    expect(seen).toEqual(["subscribed", "signal offer", "error 6015", "subscribed"]);
  });

  it("tells a follower that comes after the channel was confirmed that it is subscribed", async () => {
    const gateway = fakeGateway();
    const client = createRealtimeClient({ connect: gateway.connect, backoffMs: () => 10, setTimer: () => undefined });
    client.start();
    // The room page follows the stage for its state first…
    client.subscribe("stage:9", () => undefined);
    const socket = gateway.openLatest();
    push(socket, { type: "subscribed", channel: "stage:9", seq: 0 });
    // …and opens a media session on it later (the stage opened, the camera arrived).
    const seen: string[] = [];
    const stop = client.subscribe("stage:9", () => undefined, { onSubscribed: () => seen.push("subscribed") });
    await Promise.resolve();
    expect(seen).toEqual(["subscribed"]);
    // No second subscribe frame: the channel is already followed on this connection.
    expect(socket.sent.filter((frame) => JSON.parse(frame).type === "subscribe")).toHaveLength(1);
    // A follower that left before hearing it is not told.
    const late: string[] = [];
    const gone = client.subscribe("stage:9", () => undefined, { onSubscribed: () => late.push("subscribed") });
    gone();
    await Promise.resolve();
    expect(late).toEqual([]);
    stop();
  });
});
