import { ERRORS, PUSH_TYPE } from "@courtside/protocol";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions } from "../src/db/schema/index.js";
import { adminCall, superAdmin } from "./helpers/admin.js";
import { startTestApp, type TestApp } from "./helpers/app.js";
import { makeAnchor } from "./helpers/rooms.js";
import { call, PASSWORD, register } from "./helpers/users.js";
import { type ConnectOptions, connectWs } from "./helpers/ws.js";

let t: TestApp;
let base: string;
/** The app's log, line by line, as an operator would read it. */
const log: string[] = [];
beforeAll(async () => {
  t = await startTestApp(
    { MATCH_FEED: "none" },
    { logger: { level: "info", stream: { write: (line: string) => void log.push(line) } } },
  );
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  const address = t.app.server.address();
  base = `ws://127.0.0.1:${typeof address === "object" && address ? address.port : 0}/web/ws`;
});
afterAll(() => t.close());

const connect = (token?: string, options: Omit<ConnectOptions, "token"> = {}) => connectWs(base, { token, ...options });
const welcome = (c: Awaited<ReturnType<typeof connect>>) => c.until((e) => e.some((x) => x.type === "welcome"));

describe("the realtime gateway", () => {
  it("greets a visitor and answers bad frames with an error, keeping the connection", async () => {
    const c = await connect();
    await welcome(c);
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
    const bad = await connect("garbage");
    await bad.until((e) => e.some((x) => x.type === "error" && x.code === ERRORS.tokenInvalid));
    expect(bad.events.find((x) => x.type === "welcome")).toMatchObject({ userId: null });
    visitor.socket.close();
    bad.socket.close();
  });

  it("delivers a stored notice to the user's open page, and what was missed after a reconnect", async () => {
    const a = await register(t);
    const channel = `user:${a.userInfo.uid}`;
    const c = await connect(a.token);
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
    const again = await connect(a.token);
    again.send({ type: "subscribe", channel, lastSeq: 1 });
    await again.until((e) => e.filter((x) => x.type === "event").length === 2);
    await t.app.services.notification.notify([a.userInfo.uid], draft(4));
    await again.until((e) => e.filter((x) => x.type === "event").length === 3);
    expect(again.events.filter((x) => x.type === "event").map((x) => x.seq)).toEqual([2, 3, 4]);
    again.socket.close();
  });

  it("gives concurrent events of one channel consecutive seqs, delivered in order", async () => {
    const anchor = await makeAnchor(t);
    const channel = `room:${anchor.id}`;
    const c = await connect();
    c.send({ type: "subscribe", channel });
    await c.until((e) => e.some((x) => x.type === "subscribed"));
    await Promise.all(Array.from({ length: 20 }, (_, i) => t.app.services.realtime.publish(channel, "chat", { i })));
    await c.until((e) => e.filter((x) => x.type === "event").length === 20);
    const seqs = c.events.filter((x) => x.type === "event").map((x) => Number(x.seq));
    // In order, without gaps or duplicates (batching per tick is covered by the hub's unit tests).
    expect(seqs).toEqual(Array.from({ length: 20 }, (_, i) => (seqs[0] ?? 0) + i));
    c.socket.close();
  });
});

describe("signing in on the gateway", () => {
  it("takes the token in the first frame, refuses it in the address, and keeps it out of the log", async () => {
    const a = await register(t);
    const signedIn = await connect(a.token);
    await welcome(signedIn);
    expect(signedIn.events[0]).toMatchObject({ type: "welcome", userId: a.userInfo.uid, visitorId: null });

    // The old form put the token in the address, where the request log wrote it down.
    const old = await connectWs(`${base}?token=${encodeURIComponent(a.token)}&lang=en`, { first: false });
    expect(await old.closing()).toMatchObject({ code: 1008 });
    expect(old.events).toEqual([expect.objectContaining({ type: "error", code: ERRORS.tokenInAddress })]);
    await t.app.inject({ method: "GET", url: "/web/health?code=123456&phone=13912345678" });

    const lines = log.join("");
    expect(lines).toContain("/web/ws?token=[redacted]&lang=[redacted]");
    expect(lines).toContain("/web/health?code=[redacted]&phone=[redacted]");
    expect(lines).not.toContain(a.token);
    expect(lines).not.toContain("123456");
    signedIn.close();
  });

  it("opens as the user with the chat identity of user info, and refuses a wrong one", async () => {
    const a = await register(t);
    const { appNumber, imToken } = a.userInfo;
    const chat = await connect(undefined, { first: { type: "auth", appNumber, imToken } });
    await welcome(chat);
    expect(chat.events[0]).toMatchObject({ type: "welcome", userId: a.userInfo.uid });
    await chat.subscribe(`user:${a.userInfo.uid}`);
    const wrong = await connect(undefined, { first: { type: "auth", appNumber, imToken: `${imToken}x` } });
    await wrong.until((e) => e.some((x) => x.type === "error" && x.code === ERRORS.tokenInvalid));
    expect(wrong.events[0]).toMatchObject({ type: "welcome", userId: null });
    chat.close();
    wrong.close();
  });

  it("settles who is connecting with the first frame only", async () => {
    const a = await register(t);
    const c = await connect();
    await welcome(c);
    c.send({ type: "auth", token: a.token });
    await c.until((e) => e.some((x) => x.type === "error" && x.code === ERRORS.invalidFrame));
    expect(c.events.filter((x) => x.type === "welcome")).toEqual([expect.objectContaining({ userId: null })]);
    c.close();
  });
});

describe("ended sessions", () => {
  /** A signed-in user's socket and a visitor's, both in an anchor's room. */
  async function inRoom() {
    const anchor = await makeAnchor(t);
    const channel = `room:${anchor.id}`;
    const watcher = await connect();
    await watcher.subscribe(channel);
    return { anchor, channel, watcher };
  }

  it("closes the socket of a session that logs out, and stores nothing it sends after", async () => {
    const { anchor, channel, watcher } = await inRoom();
    const speaker = await connect(anchor.token);
    await speaker.subscribe(channel);
    expect((await speaker.say(channel, "before")).type).toBe("ack");
    expect((await call(t, "web_user/web_logout", {}, anchor.token)).body.success).toBe(true);
    if (speaker.socket.readyState === speaker.socket.OPEN)
      speaker.send({ type: "send", channel, clientMsgId: "late", text: "after" });
    expect(await speaker.closing()).toMatchObject({ code: 4001 });
    expect(speaker.events.some((x) => x.type === "error" && x.code === ERRORS.tokenInvalid)).toBe(true);
    // The same token on a new connection is a visitor now.
    const again = await connect(anchor.token);
    await again.until((e) => e.some((x) => x.type === "error" && x.code === ERRORS.tokenInvalid));
    expect((await again.say(channel, "after")).code).toBe(ERRORS.loginToSpeak);
    const history = await call(t, "chat-room/history", { roomId: anchor.id });
    expect(history.body.data.events.map((e: { data: { text: string } }) => e.data.text)).toEqual(["before"]);
    expect(watcher.chats(channel).map((c) => c.data.text)).toEqual(["before"]);
    watcher.close();
    again.close();
  });

  it("closes every socket of a user whose password changes, but not the new session's", async () => {
    const a = await register(t);
    const login = await call(t, "web_user/web_pwd_login", { username: a.username, password: PASSWORD });
    const tabs = [await connect(a.token), await connect(String(login.body.data.token))];
    await Promise.all(tabs.map(welcome));
    const changed = await call(
      t,
      "web_user/web_user_change_password",
      { oldPassword: PASSWORD, newPassword: "another123", confirmPassword: "another123" },
      a.token,
    );
    expect(changed.body.success).toBe(true);
    for (const tab of tabs) expect(await tab.closing()).toMatchObject({ code: 4001 });
    const fresh = await connect(String(changed.body.data.token));
    await welcome(fresh);
    expect(fresh.events[0]).toMatchObject({ userId: a.userInfo.uid });
    await fresh.subscribe(`user:${a.userInfo.uid}`);
    fresh.close();
  });

  it("lets a copied chat identity die with the password it was issued under", async () => {
    const a = await register(t);
    const { appNumber, imToken } = a.userInfo;
    const changed = await call(
      t,
      "web_user/web_user_change_password",
      { oldPassword: PASSWORD, newPassword: "another123", confirmPassword: "another123" },
      a.token,
    );
    expect(changed.body.success).toBe(true);
    const stale = await connect(undefined, { first: { type: "auth", appNumber, imToken } });
    await stale.until((e) => e.some((x) => x.type === "error" && x.code === ERRORS.tokenInvalid));
    expect(stale.events[0]).toMatchObject({ type: "welcome", userId: null });
    stale.close();
  });

  it("closes the sockets of a banned user, chat identity included", async () => {
    const admin = await superAdmin(t);
    const a = await register(t);
    const { appNumber, imToken } = a.userInfo;
    const bySession = await connect(a.token);
    const byChatIdentity = await connect(undefined, { first: { type: "auth", appNumber, imToken } });
    await Promise.all([welcome(bySession), welcome(byChatIdentity)]);
    const ban = await adminCall(
      t,
      "admin/users/ban",
      { userId: a.userInfo.uid, kind: "login", reason: "spam" },
      admin.token,
    );
    expect(ban.body.success).toBe(true);
    expect(await bySession.closing()).toMatchObject({ code: 4001 });
    expect(await byChatIdentity.closing()).toMatchObject({ code: 4001 });
    const again = await connect(undefined, { first: { type: "auth", appNumber, imToken } });
    await again.until((e) => e.some((x) => x.type === "error" && x.code === ERRORS.tokenInvalid));
    again.close();
  });

  /** The anchor speaking in their room, their session then revoked behind the gateway's back. */
  async function revokedBehindTheBus() {
    const { anchor, channel, watcher } = await inRoom();
    const speaker = await connect(anchor.token);
    await speaker.subscribe(channel);
    // As if the announcement was lost between nodes.
    await t.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.userId, anchor.id));
    return { anchor, channel, watcher, speaker };
  }

  it("checks the session again before a send, even when no revocation was heard", async () => {
    const { anchor, channel, watcher, speaker } = await revokedBehindTheBus();
    // A check holds a few seconds; after that the next send asks again.
    await new Promise((resolve) => setTimeout(resolve, 5_500));
    speaker.send({ type: "send", channel, clientMsgId: "late", text: "should not be stored" });
    expect(await speaker.closing()).toMatchObject({ code: 4001 });
    const history = await call(t, "chat-room/history", { roomId: anchor.id });
    expect(history.body.data.events).toEqual([]);
    watcher.close();
  });

  it("asks again ahead of need while a check still holds, and closes the socket when it no longer does", async () => {
    const { channel, watcher, speaker } = await revokedBehindTheBus();
    // Past 3 s the check still holds, so this send goes on while the session is asked in the background.
    await new Promise((resolve) => setTimeout(resolve, 3_500));
    speaker.send({ type: "send", channel, clientMsgId: "ahead", text: "sent while the check held" });
    expect(await speaker.closing()).toMatchObject({ code: 4001 });
    watcher.close();
  });
});

describe("channels", () => {
  it("accepts only canonical names of things that exist", async () => {
    const anchor = await makeAnchor(t);
    const a = await register(t);
    const c = await connect(a.token);
    await welcome(c);
    const refusal = (channel: string) => {
      c.send({ type: "subscribe", channel });
      return c
        .until((e) => e.some((x) => x.type === "error" && x.channel === channel))
        .then(() => c.events.find((x) => x.type === "error" && x.channel === channel)?.code);
    };
    expect(await refusal(`room:00${anchor.id}`)).toBe(ERRORS.invalidFrame);
    expect(await refusal(`user:0${a.userInfo.uid}`)).toBe(ERRORS.invalidFrame);
    expect(await refusal("room:99999999999")).toBe(ERRORS.invalidFrame);
    expect(await refusal("room:999999")).toBe(ERRORS.channelNotFound);
    expect(await refusal("match:999999")).toBe(ERRORS.channelNotFound);
    expect(c.events.find((x) => x.type === "error" && x.channel === "room:999999")?.msg).toBe(
      "This chat channel does not exist",
    );
    await c.subscribe(`room:${anchor.id}`);
    await c.subscribe(`user:${a.userInfo.uid}`);
    // Nothing is stored for a match that does not exist either.
    expect((await c.say("match:999999", "hello?")).code).toBe(ERRORS.channelNotFound);
    c.close();
  });

  it("closes a socket that sends more frames than its budget", async () => {
    const c = await connect();
    await welcome(c);
    for (let i = 0; i < 100; i++) c.send({ type: "ping" });
    expect(await c.closing()).toMatchObject({ code: 1008 });
    expect(c.events.some((x) => x.type === "error" && x.code === ERRORS.tooManyFrames)).toBe(true);
    expect(c.events.filter((x) => x.type === "pong").length).toBeLessThan(100);
  });
});
