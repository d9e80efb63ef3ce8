import type { StreamEvent } from "@courtside/protocol";
import { describe, expect, it } from "vitest";
import type { WebSocket } from "ws";
import { type Client, COALESCE_MS, createHub } from "./hub.js";

/** A socket stand-in that records frames; the hub only needs these four members. */
function fakeSocket(buffered = 0) {
  const frames: string[] = [];
  const socket = {
    OPEN: 1,
    readyState: 1,
    bufferedAmount: buffered,
    send: (f: string) => frames.push(f),
    terminated: false,
    terminate() {
      this.terminated = true;
    },
  };
  return { socket, frames };
}

const client = (socket: ReturnType<typeof fakeSocket>["socket"]): Client => ({
  // The hub touches only readyState, OPEN, bufferedAmount, send and terminate.
  socket: socket as unknown as WebSocket,
  userId: null,
  channels: new Map(),
  holding: new Map(),
});
const event = (seq: number): StreamEvent => ({
  type: "event",
  channel: "room:1",
  seq,
  kind: "chat",
  data: { seq },
  at: 0,
});
const tick = () => new Promise((resolve) => setImmediate(resolve));

describe("fan-out hub", () => {
  it("writes one shared frame per tick to every subscriber", async () => {
    const hub = createHub(() => {});
    const a = fakeSocket();
    const b = fakeSocket();
    for (const s of [a, b]) {
      const c = client(s.socket);
      hub.join(c, "room:1", 0);
      hub.resume(c, "room:1", [], []);
    }
    hub.deliver(event(1));
    hub.deliver(event(2));
    await tick();
    expect(a.frames).toEqual([JSON.stringify([event(1), event(2)])]);
    expect(b.frames[0]).toBe(a.frames[0]);
  });

  it("reads missed events from the stream when live ones arrive with a gap", async () => {
    const gaps: number[] = [];
    const hub = createHub((_c, _ch, sent) => gaps.push(sent));
    const s = fakeSocket();
    const c = client(s.socket);
    hub.join(c, "room:1", 0);
    hub.resume(c, "room:1", [], []);
    hub.deliver(event(2));
    await tick();
    expect(gaps).toEqual([0]);
    expect(s.frames).toEqual([]);
    hub.resume(c, "room:1", [event(1), event(2)], []);
    expect(s.frames).toEqual([JSON.stringify([event(1), event(2)])]);
  });

  it("holds a busy channel's events for its window, not a quiet channel's", async () => {
    const hub = createHub(() => {});
    const s = fakeSocket();
    const c = client(s.socket);
    for (const channel of ["room:1", "conv:7"]) {
      hub.join(c, channel, 0);
      hub.resume(c, channel, [], []);
    }
    const quiet = { ...event(1), channel: "conv:7" };
    hub.deliver(event(1));
    await tick();
    hub.deliver(event(2));
    hub.deliver(quiet);
    await tick();
    // The room went out a moment ago: its next event waits; the quiet conversation's does not.
    expect(s.frames).toEqual([JSON.stringify([event(1)]), JSON.stringify([quiet])]);
    await new Promise((resolve) => setTimeout(resolve, COALESCE_MS + 5));
    expect(s.frames.at(-1)).toBe(JSON.stringify([event(2)]));
  });

  it("drops a socket whose send buffer is past the limit", async () => {
    const hub = createHub(() => {});
    const slow = fakeSocket(2 * 1024 * 1024);
    const c = client(slow.socket);
    hub.join(c, "room:1", 0);
    hub.resume(c, "room:1", [], []);
    hub.deliver(event(1));
    await tick();
    expect(slow.socket.terminated).toBe(true);
    expect(slow.frames).toEqual([]);
  });
});
