import { randomInt } from "node:crypto";
import { ERRORS } from "@courtside/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "./helpers/app.js";
import { makeAnchor } from "./helpers/rooms.js";
import { connectWs, type WsClient, wsUrl } from "./helpers/ws.js";

let t: TestApp;
let port: number;
const open: WsClient[] = [];

beforeAll(async () => {
  t = await startTestApp({
    MATCH_FEED: "none",
    WS_MAX_SUBSCRIPTIONS: "2",
    WS_MAX_PER_ADDRESS: "3",
    WS_CONN_BURST: "10",
    // Practically no refill while a test runs.
    WS_CONN_RATE: "0.001",
  });
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  const address = t.app.server.address();
  port = typeof address === "object" && address ? address.port : 0;
});
afterAll(async () => {
  for (const c of open) c.close();
  await t.close();
});

/** A client address of its own for each test (any 127.x.y.z reaches the loopback listener). */
const newAddress = () => `127.${randomInt(1, 255)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;

async function connectFrom(localAddress: string) {
  const c = await connectWs(wsUrl(port), { localAddress });
  open.push(c);
  await c.until((e) => e.some((x) => x.type === "welcome" || x.type === "error"));
  return c;
}
const refusal = (c: WsClient) => c.events.find((x) => x.type === "error")?.code;

describe("gateway limits", () => {
  it("caps the channels one socket follows", async () => {
    const rooms = await Promise.all([makeAnchor(t), makeAnchor(t), makeAnchor(t)]);
    const [first, second, third] = rooms.map((r) => `room:${r.id}`) as [string, string, string];
    const c = await connectFrom(newAddress());
    await c.subscribe(first);
    await c.subscribe(second);
    // Following one again does not take another place.
    await c.subscribe(second);
    c.send({ type: "subscribe", channel: third });
    await c.until((e) => e.some((x) => x.type === "error" && x.channel === third));
    expect(c.events.find((x) => x.channel === third)).toMatchObject({
      code: ERRORS.tooManySubscriptions,
      msg: "This connection follows too many channels (at most 2)",
    });
    c.send({ type: "unsubscribe", channel: first });
    await c.subscribe(third);
  });

  it("caps the sockets open from one address, and frees a place when one closes", async () => {
    const address = newAddress();
    const held = [await connectFrom(address), await connectFrom(address), await connectFrom(address)];
    expect(held.every((c) => c.events[0]?.type === "welcome")).toBe(true);
    const fourth = await connectFrom(address);
    expect(refusal(fourth)).toBe(ERRORS.tooManyConnections);
    expect(await fourth.closing()).toMatchObject({ code: 1008 });
    // Another address is not affected.
    expect((await connectFrom(newAddress())).events[0]?.type).toBe("welcome");

    held[0]?.close();
    await held[0]?.closing();
    let next = await connectFrom(address);
    for (let attempt = 0; attempt < 4 && refusal(next) === ERRORS.tooManyConnections; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      next = await connectFrom(address);
    }
    expect(next.events[0]?.type).toBe("welcome");
  });

  it("limits how fast one address opens sockets", async () => {
    const address = newAddress();
    for (let i = 0; i < 10; i++) {
      const c = await connectFrom(address);
      expect(c.events[0]?.type).toBe("welcome");
      c.close();
      await c.closing();
    }
    const eleventh = await connectFrom(address);
    expect(eleventh.events.find((x) => x.type === "error")).toMatchObject({
      code: ERRORS.connectingTooFast,
      msg: expect.stringMatching(/^Connecting too often, please try again in \d+ seconds?$/),
    });
    expect(await eleventh.closing()).toMatchObject({ code: 1008 });
  });
});
