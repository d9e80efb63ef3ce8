import { ERRORS, PUSH_TYPE } from "@courtside/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "./helpers/app.js";
import { register } from "./helpers/users.js";
import { connectWs } from "./helpers/ws.js";

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await startTestApp({ MATCH_FEED: "none" });
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  const address = t.app.server.address();
  base = `ws://127.0.0.1:${typeof address === "object" && address ? address.port : 0}/web/ws`;
});
afterAll(() => t.close());

const connect = (query = "") => connectWs(`${base}${query}`);

describe("the realtime gateway", () => {
  it("greets a visitor and answers bad frames with an error, keeping the connection", async () => {
    const c = await connect();
    await c.until((e) => e.some((x) => x.type === "welcome"));
    expect(c.events[0]).toMatchObject({ type: "welcome", userId: null, visitorId: expect.any(String) });
    c.socket.send("{not json");
    c.send({ type: "dance" });
    c.send({ type: "subscribe", channel: "nowhere:1" });
    await c.until((e) => e.filter((x) => x.type === "error").length === 3);
    expect(c.events.filter((x) => x.type === "error").every((x) => x.code === ERRORS.invalidFrame)).toBe(true);
    c.send({ type: "ping" });
    await c.until((e) => e.some((x) => x.type === "pong"));
    c.socket.close();
  });

  it("keeps a user's channel to that user", async () => {
    const a = await register(t);
    const visitor = await connect();
    visitor.send({ type: "subscribe", channel: `user:${a.userInfo.uid}` });
    await visitor.until((e) => e.some((x) => x.type === "error" && x.code === ERRORS.noPermission));
    const bad = await connect("?token=garbage");
    await bad.until((e) => e.some((x) => x.type === "error" && x.code === ERRORS.tokenInvalid));
    visitor.socket.close();
    bad.socket.close();
  });

  it("delivers a stored notice to the user's open page, and what was missed after a reconnect", async () => {
    const a = await register(t);
    const channel = `user:${a.userInfo.uid}`;
    const c = await connect(`?token=${encodeURIComponent(a.token)}`);
    c.send({ type: "subscribe", channel });
    await c.until((e) => e.some((x) => x.type === "subscribed"));
    const draft = (n: number) => ({
      type: PUSH_TYPE.notice,
      dedupeKey: `test-${n}`,
      data: { n },
      text: () => ({ title: `Notice ${n}`, body: "body" }),
    });
    await t.app.services.notification.notify([a.userInfo.uid], draft(1));
    await c.until((e) => e.some((x) => x.type === "event"));
    const first = c.events.find((x) => x.type === "event");
    expect(first).toMatchObject({ channel, seq: 1, kind: "notification", data: { title: "Notice 1" } });
    c.socket.close();

    // Offline: two more notices; the client comes back with its last seq and gets exactly those.
    await t.app.services.notification.notify([a.userInfo.uid], draft(2));
    await t.app.services.notification.notify([a.userInfo.uid], draft(3));
    const again = await connect(`?token=${encodeURIComponent(a.token)}`);
    again.send({ type: "subscribe", channel, lastSeq: 1 });
    await again.until((e) => e.filter((x) => x.type === "event").length === 2);
    await t.app.services.notification.notify([a.userInfo.uid], draft(4));
    await again.until((e) => e.filter((x) => x.type === "event").length === 3);
    expect(again.events.filter((x) => x.type === "event").map((x) => x.seq)).toEqual([2, 3, 4]);
    again.socket.close();
  });

  it("gives concurrent events of one channel consecutive seqs, delivered in order", async () => {
    const c = await connect();
    c.send({ type: "subscribe", channel: "room:4242" });
    await c.until((e) => e.some((x) => x.type === "subscribed"));
    await Promise.all(
      Array.from({ length: 20 }, (_, i) => t.app.services.realtime.publish("room:4242", "chat", { i })),
    );
    await c.until((e) => e.filter((x) => x.type === "event").length === 20);
    const seqs = c.events.filter((x) => x.type === "event").map((x) => Number(x.seq));
    // In order, without gaps or duplicates (batching per tick is covered by the hub's unit tests).
    expect(seqs).toEqual(Array.from({ length: 20 }, (_, i) => (seqs[0] ?? 0) + i));
    c.socket.close();
  });
});
