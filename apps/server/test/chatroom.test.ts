import { ERRORS, errorMessage, MATCH_STATUS, ROOM_ROLE } from "@courtside/protocol";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chatSends, chatSpeakers, jobs, matches, roomMutes, rooms } from "../src/db/schema/index.js";
import { startTestApp, type TestApp } from "./helpers/app.js";
import { ownJob, ownJobs } from "./helpers/job-scope.js";
import { importFixtures } from "./helpers/matches.js";
import { makeAnchor } from "./helpers/rooms.js";
import { call, register } from "./helpers/users.js";
import { connectWs, type WsClient, wsUrl } from "./helpers/ws.js";

let t: TestApp;
let port: number;
const open: WsClient[] = [];

beforeAll(async () => {
  t = await startTestApp({ MATCH_FEED: "none" });
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  const address = t.app.server.address();
  port = typeof address === "object" && address ? address.port : 0;
});
afterAll(async () => {
  for (const c of open) c.close();
  await t.close();
});

async function client(token?: string) {
  const c = await connectWs(wsUrl(port), { token });
  open.push(c);
  await c.until((e) => e.some((x) => x.type === "welcome"));
  return c;
}

/** A room with its anchor, and a signed-in viewer inside it. */
async function room() {
  const anchor = await makeAnchor(t);
  const viewer = await register(t);
  const channel = `room:${anchor.id}`;
  const a = await client(anchor.token);
  const v = await client(viewer.token);
  await a.subscribe(channel);
  await v.subscribe(channel);
  return { anchor, viewer, viewerId: Number(viewer.userInfo.uid), channel, a, v };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The interval passes: the speaker's last message is moved a minute into the past. */
async function letTimePass(channel: string, userId: number) {
  await t.db
    .update(chatSpeakers)
    .set({ lastAt: new Date(Date.now() - 60_000) })
    .where(and(eq(chatSpeakers.channel, channel), eq(chatSpeakers.userId, userId)));
}

describe("live-room chat", () => {
  it("lets a visitor read but not speak", async () => {
    const { channel, a } = await room();
    const visitor = await client();
    await visitor.subscribe(channel);
    const refused = await visitor.say(channel, "hello");
    expect(refused).toMatchObject({ type: "refused", code: ERRORS.loginToSpeak, msg: "Sign in to send messages" });
    await a.say(channel, "welcome everyone");
    await visitor.until((e) => e.some((x) => x.type === "event" && x.kind === "chat"));
    expect(visitor.chats(channel)[0]?.data).toMatchObject({
      text: "welcome everyone",
      sender: { role: ROOM_ROLE.anchor, flags: "zb=1" },
    });
  });

  it("announces who entered, visitors flagged as such", async () => {
    const { channel, a } = await room();
    const visitor = await client();
    await visitor.subscribe(channel);
    await a.until((e) =>
      e.some(
        (x) =>
          x.type === "notice" &&
          x.kind === "enter" &&
          (x.data as { user: { flags: string } }).user.flags === "userType=4",
      ),
    );
  });

  it("delivers a message to everyone in the room with the sender's flags", async () => {
    const { channel, a, v } = await room();
    const ack = await v.say(channel, "great goal");
    expect(ack).toMatchObject({ type: "ack", seq: expect.any(Number) });
    await a.until((e) => e.some((x) => x.type === "event" && x.kind === "chat"));
    expect(a.chats(channel)[0]?.data).toMatchObject({
      text: "great goal",
      sender: { role: ROOM_ROLE.viewer, flags: "" },
    });
  });

  it("holds a viewer to the interval, with the seconds left, and refuses repeated content", async () => {
    const { channel, v, viewerId } = await room();
    expect((await v.say(channel, "first")).type).toBe("ack");
    const early = await v.say(channel, "second");
    // The interval is globalConfig's imMsgTimeout (7 s unless changed); the seconds left come back.
    const { seconds } = early.data as { seconds: number };
    expect(early).toMatchObject({ type: "refused", code: ERRORS.messageInterval });
    expect(seconds).toBeGreaterThanOrEqual(1);
    expect(early.msg).toBe(`Please wait ${seconds} ${seconds === 1 ? "second" : "seconds"} between messages`);
    await letTimePass(channel, viewerId);
    const repeated = await v.say(channel, "first");
    expect(repeated).toMatchObject({ type: "refused", code: ERRORS.duplicateContent });
    expect((await v.say(channel, "second")).type).toBe("ack");
  });

  it("answers a retried send with the same seq and stores it once", async () => {
    const { channel, a, v } = await room();
    const first = await v.say(channel, "only once", "client-1");
    v.events.length = 0;
    const again = await v.say(channel, "only once", "client-1");
    expect(again).toMatchObject({ type: "ack", seq: first.seq });
    await pause(200);
    expect(a.chats(channel).filter((c) => c.data.text === "only once")).toHaveLength(1);
  });

  it("stores a burst together and refuses only the repeat inside it, in order", async () => {
    const { channel, a, v } = await room();
    // As many as the send budget allows at once (20 by default).
    const texts = Array.from({ length: 20 }, (_, i) => (i === 15 ? "line 14" : `line ${i}`));
    for (const [i, text] of texts.entries()) a.send({ type: "send", channel, clientMsgId: `burst-${i}`, text });
    await a.until((e) => e.filter((x) => x.type === "ack" || x.type === "refused").length === 20);
    const refused = a.events.filter((x) => x.type === "refused");
    expect(refused.map((x) => [x.clientMsgId, x.code])).toEqual([["burst-15", ERRORS.duplicateContent]]);
    await v.until((e) => e.filter((x) => x.type === "event" && x.kind === "chat").length === 19);
    const seqs = v.chats(channel).map((c) => c.seq);
    expect(seqs).toEqual([...seqs].sort((x, y) => x - y));
    expect(new Set(seqs).size).toBe(19);
    expect(v.chats(channel).map((c) => c.data.text)).toEqual(texts.filter((_, i) => i !== 15));
  });

  it("refuses a message with a refused word and masks a masked one", async () => {
    const admin = await register(t);
    // A database kept from an earlier run may hold the words already.
    const addWord = (word: string, action: "refuse" | "mask") =>
      t.app.services.admin.addWord(Number(admin.userInfo.uid), word, action).catch((error: { key?: string }) => {
        if (error.key !== "sensitiveWordExists") throw error;
      });
    await addWord("cheatcode", "refuse");
    await addWord("dumb", "mask");
    const { channel, a, v, viewerId } = await room();
    expect(await v.say(channel, "try the CheatCode")).toMatchObject({ type: "refused", code: ERRORS.sensitiveWords });
    await letTimePass(channel, viewerId);
    expect((await v.say(channel, "that was dumb")).type).toBe("ack");
    await a.until((e) => e.some((x) => x.type === "event" && x.kind === "chat"));
    expect(a.chats(channel)[0]?.data.text).toBe("that was ****");
  });

  it("refuses frames it cannot read without closing the connection", async () => {
    const c = await client();
    c.send({ type: "send", channel: "room:1" });
    c.send({ type: "send", channel: "room:1", clientMsgId: "", text: "x" });
    c.socket.send("[[[");
    await c.until((e) => e.filter((x) => x.type === "error" && x.code === ERRORS.invalidFrame).length === 3);
    c.send({ type: "ping" });
    await c.until((e) => e.some((x) => x.type === "pong"));
  });
});

describe("send limits", () => {
  const answered = (c: WsClient, prefix: string) =>
    c.events.filter((x) => (x.type === "ack" || x.type === "refused") && String(x.clientMsgId).startsWith(prefix));

  it("caps the anchor like anyone: a burst, then refusals saying how long to wait", async () => {
    const { channel, a, v } = await room();
    for (let i = 0; i < 40; i++) a.send({ type: "send", channel, clientMsgId: `flood-${i}`, text: `flood ${i}` });
    await a.until(() => answered(a, "flood-").length === 40);
    const acked = answered(a, "flood-").filter((x) => x.type === "ack");
    const refused = answered(a, "flood-").filter((x) => x.type === "refused");
    // 20 at once by default, then 5 a second: the anchor stays exempt from the interval only.
    expect(acked.length).toBeGreaterThanOrEqual(20);
    expect(acked.length).toBeLessThan(30);
    expect(refused.length).toBe(40 - acked.length);
    for (const x of refused) {
      const { retryAfterMs } = x.data as { retryAfterMs: number };
      expect(x.code).toBe(ERRORS.chatTooFast);
      expect(x.msg).toBe(errorMessage("en", "chatTooFast", { seconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) }));
    }
    await v.until((e) => e.filter((x) => x.type === "event" && x.kind === "chat").length === acked.length);
  });

  it("holds the anchor to no interval even when another node stamped their last message later", async () => {
    const { anchor, channel, a } = await room();
    a.send({ type: "send", channel, clientMsgId: "stamp-0", text: "first" });
    await a.until(() => answered(a, "stamp-").length === 1);
    // As a second node whose clock reads a moment ahead would have left it.
    await t.db
      .update(chatSpeakers)
      .set({ lastAt: new Date(Date.now() + 5_000) })
      .where(and(eq(chatSpeakers.channel, channel), eq(chatSpeakers.userId, anchor.id)));
    a.send({ type: "send", channel, clientMsgId: "stamp-1", text: "second" });
    await a.until(() => answered(a, "stamp-").length === 2);
    expect(answered(a, "stamp-").map((x) => x.type)).toEqual(["ack", "ack"]);
  });

  it("holds one user to one budget across their sockets, refusing in their language", async () => {
    const { anchor, channel } = await room();
    const zh = await connectWs(`${wsUrl(port)}?lang=zh`, { token: anchor.token });
    open.push(zh);
    const tabs = [await client(anchor.token), zh];
    // Each socket stays within its own budget; together they are past the user's.
    for (const [n, tab] of tabs.entries()) {
      for (let i = 0; i < 15; i++)
        tab.send({ type: "send", channel, clientMsgId: `tab${n}-${i}`, text: `tab ${n} ${i}` });
      await tab.until(() => answered(tab, `tab${n}-`).length === 15);
    }
    const all = tabs.flatMap((tab, n) => answered(tab, `tab${n}-`));
    expect(all.filter((x) => x.type === "ack").length).toBeLessThan(26);
    const refused = all.filter((x) => x.type === "refused");
    expect(refused.length).toBeGreaterThan(4);
    expect(refused.every((x) => x.code === ERRORS.chatTooFast)).toBe(true);
    expect(answered(zh, "tab1-").find((x) => x.type === "refused")?.msg).toMatch(/^发言太快了，请 \d+ 秒后再试$/);
  });
});

describe("moderation", () => {
  it.each([10, 30, 60] as const)(
    "mutes for %i minutes, shows the end time, and lifts it when the time is up",
    async (minutes) => {
      const { anchor, channel, viewer, viewerId, v } = await room();
      const before = Date.now();
      const res = await call(
        t,
        "chat-room/mute",
        { roomId: anchor.id, userId: viewerId, duration: minutes },
        anchor.token,
      );
      expect(res.body.success).toBe(true);
      const refused = await v.say(channel, "let me talk");
      expect(refused).toMatchObject({ type: "refused", code: ERRORS.mutedInRoom, msg: "You are muted in this room" });
      const until = (refused.data as { until: number }).until;
      expect(until).toBeGreaterThanOrEqual(before + minutes * 60_000);
      expect(until).toBeLessThan(Date.now() + minutes * 60_000 + 1000);
      await v.until((e) => e.some((x) => x.type === "event" && x.kind === "muted"));
      const me = await call(t, "chat-room/history", { roomId: anchor.id }, viewer.token);
      expect(me.body.data.me).toMatchObject({ mutedUntil: until, mutedForMatch: false });
      // Time passes: the durable job comes due and lifts the mute, telling the room.
      await t.db
        .update(jobs)
        .set({ runAt: new Date(Date.now() - 1000) })
        .where(and(ownJobs(), eq(jobs.kind, "chatroom.unmute"), sql`${jobs.payload}->>'userId' = ${String(viewerId)}`));
      await t.scheduler.runDue();
      await v.until((e) => e.some((x) => x.type === "event" && x.kind === "unmuted"));
      expect((await v.say(channel, "free again")).type).toBe("ack");
    },
  );

  it("mutes for the current match until the match ends", async () => {
    const { anchor, channel, viewerId, v } = await room();
    const { ids } = await importFixtures(t, [1]);
    const matchId = Number(ids[0]);
    await t.db.update(rooms).set({ matchId }).where(eq(rooms.anchorId, anchor.id));
    const res = await call(
      t,
      "chat-room/mute",
      { roomId: anchor.id, userId: viewerId, duration: "match" },
      anchor.token,
    );
    expect(res.body.data).toMatchObject({ until: null, matchId });
    expect(await v.say(channel, "hey")).toMatchObject({
      code: ERRORS.mutedInRoom,
      data: { forMatch: true, until: null },
    });
    await t.db.update(matches).set({ status: MATCH_STATUS.ended }).where(eq(matches.id, matchId));
    expect((await v.say(channel, "match over")).type).toBe("ack");
  });

  it("mutes everyone but the moderators, and lifts it", async () => {
    const { anchor, channel, a, v } = await room();
    expect((await call(t, "chat-room/mute_all", { roomId: anchor.id, on: true }, anchor.token)).body.success).toBe(
      true,
    );
    expect(await v.say(channel, "hello?")).toMatchObject({ code: ERRORS.mutedInRoom, data: { all: true } });
    expect((await a.say(channel, "quiet please")).type).toBe("ack");
    await call(t, "chat-room/mute_all", { roomId: anchor.id, on: false }, anchor.token);
    expect((await v.say(channel, "hello again")).type).toBe("ack");
  });

  it("clears the screen and deletes one message for joiners too", async () => {
    const { anchor, channel, a, v, viewerId } = await room();
    const gone = await v.say(channel, "to be deleted");
    await letTimePass(channel, viewerId);
    await v.say(channel, "to stay");
    expect(
      (await call(t, "chat-room/message/delete", { roomId: anchor.id, seq: gone.seq }, anchor.token)).body.success,
    ).toBe(true);
    await a.until((e) => e.some((x) => x.type === "event" && x.kind === "deleted"));
    let history = await call(t, "chat-room/history", { roomId: anchor.id });
    expect(history.body.data.events.map((e: { data: { text: string } }) => e.data.text)).toEqual(["to stay"]);
    await call(t, "web_anchor/clear_msg", { roomId: anchor.id }, anchor.token);
    history = await call(t, "chat-room/history", { roomId: anchor.id });
    expect(history.body.data.events).toEqual([]);
    await v.until((e) => e.some((x) => x.type === "event" && x.kind === "cleared"));
  });

  it("bars a user from the room's chat and lifts the bar", async () => {
    const { anchor, channel, viewerId, v } = await room();
    await call(t, "web_anchor/stop_chat", { roomId: anchor.id, userId: viewerId, flag: 1 }, anchor.token);
    expect(await v.say(channel, "hi")).toMatchObject({ code: ERRORS.cannotSpeakNow });
    const people = await call(t, "chat-room/people", { roomId: anchor.id }, anchor.token);
    expect(people.body.data.banned.map((u: { id: number }) => u.id)).toEqual([viewerId]);
    await call(t, "web_anchor/stop_chat", { roomId: anchor.id, userId: viewerId, flag: 2 }, anchor.token);
    expect((await v.say(channel, "hi")).type).toBe("ack");
  });

  it("gives powers by role: admins mute and clear, assistants also ban and mute all, viewers nothing", async () => {
    const { anchor, viewer, viewerId } = await room();
    const other = await register(t);
    const otherId = Number(other.userInfo.uid);
    const roomId = anchor.id;
    // A viewer has no powers.
    expect((await call(t, "chat-room/mute", { roomId, userId: otherId, duration: 10 }, viewer.token)).body.code).toBe(
      ERRORS.noPermission,
    );
    // The anchor makes the viewer a room admin.
    expect(
      (await call(t, "web_anchor/anchor_user_auth", { userId: viewerId, role: 1, flag: 1 }, anchor.token)).body.success,
    ).toBe(true);
    expect(
      (await call(t, "chat-room/mute", { roomId, userId: otherId, duration: 10 }, viewer.token)).body.success,
    ).toBe(true);
    expect((await call(t, "web_anchor/clear_msg", { roomId }, viewer.token)).body.success).toBe(true);
    expect((await call(t, "chat-room/mute_all", { roomId, on: true }, viewer.token)).body.code).toBe(
      ERRORS.noPermission,
    );
    expect((await call(t, "web_anchor/stop_chat", { roomId, userId: otherId, flag: 1 }, viewer.token)).body.code).toBe(
      ERRORS.noPermission,
    );
    // A moderator cannot act on the anchor.
    expect((await call(t, "chat-room/mute", { roomId, userId: anchor.id, duration: 10 }, viewer.token)).body.code).toBe(
      ERRORS.cannotModerate,
    );
    // As little assistant the same user may also ban and mute all.
    await call(t, "web_anchor/anchor_user_auth", { userId: viewerId, role: 1, flag: 2 }, anchor.token);
    await call(t, "web_anchor/anchor_user_auth", { userId: viewerId, role: 2, flag: 1 }, anchor.token);
    expect(
      (await call(t, "web_anchor/stop_chat", { roomId, userId: otherId, flag: 1 }, viewer.token)).body.success,
    ).toBe(true);
    expect((await call(t, "chat-room/mute_all", { roomId, on: true }, viewer.token)).body.success).toBe(true);
    // Revoked: no powers again.
    await call(t, "web_anchor/anchor_user_auth", { userId: viewerId, role: 2, flag: 2 }, anchor.token);
    expect((await call(t, "web_anchor/clear_msg", { roomId }, viewer.token)).body.code).toBe(ERRORS.noPermission);
  });

  it("keeps a room admin's powers to that anchor's room", async () => {
    const first = await room();
    const second = await makeAnchor(t);
    await call(t, "web_anchor/anchor_user_auth", { userId: first.viewerId, role: 1, flag: 1 }, first.anchor.token);
    const target = await register(t);
    const res = await call(
      t,
      "chat-room/mute",
      { roomId: second.id, userId: Number(target.userInfo.uid), duration: 10 },
      first.viewer.token,
    );
    expect(res.body.code).toBe(ERRORS.noPermission);
    expect((await call(t, "web_anchor/clear_msg", { roomId: second.id }, first.viewer.token)).body.code).toBe(
      ERRORS.noPermission,
    );
  });

  it("needs sign-in, a room that exists and valid durations", async () => {
    const { anchor, viewerId } = await room();
    expect((await call(t, "chat-room/mute", { roomId: anchor.id, userId: viewerId, duration: 10 })).body.code).toBe(
      ERRORS.loginRequired,
    );
    expect(
      (await call(t, "chat-room/mute", { roomId: anchor.id, userId: viewerId, duration: 15 }, anchor.token)).body.code,
    ).toBe(ERRORS.validation);
    expect((await call(t, "web_anchor/clear_msg", { roomId: 999_999 }, anchor.token)).body.code).toBe(
      ERRORS.roomNotFound,
    );
    const noMatch = await call(
      t,
      "chat-room/mute",
      { roomId: anchor.id, userId: viewerId, duration: "match" },
      anchor.token,
    );
    expect(noMatch.body.code).toBe(ERRORS.invalidOption);
    expect(await t.db.select().from(roomMutes).where(eq(roomMutes.roomId, anchor.id))).toEqual([]);
  });
});

describe("joining and common phrases", () => {
  it("gives a joiner the history, announcement, online count and own standing", async () => {
    const { anchor, channel, v, viewer } = await room();
    await v.say(channel, "hello room");
    await t.db.update(rooms).set({ announcement: "Kick-off at 8" }).where(eq(rooms.anchorId, anchor.id));
    const res = await call(t, "chat-room/history", { roomId: anchor.id }, viewer.token);
    expect(res.body.data).toMatchObject({
      channel,
      announcement: "Kick-off at 8",
      muteAll: false,
      online: 2,
      imMsgTimeout: expect.any(Number),
      me: { role: ROOM_ROLE.viewer, mutedUntil: null, banned: false },
    });
    expect(res.body.data.events.at(-1).data.text).toBe("hello room");
    expect((await call(t, "chat/anchor/onlineCount", { roomId: anchor.id })).body.data.count).toBe(2);
    const info = await call(t, "web_anchor/web_im_info", { anchorId: anchor.id });
    expect(info.body.data).toMatchObject({
      channel,
      imMsgTimeout: expect.any(Number),
      wsUrl: expect.stringMatching(/\/web\/ws$/),
    });
    expect((await call(t, "chat-room/history", { roomId: 999_999 })).body.code).toBe(ERRORS.roomNotFound);
    const adv = await t.app.inject({ method: "GET", url: `/web/chat-room/adv/${anchor.id}` });
    expect(adv.json().data).toEqual({ items: [] });
  });

  it("keeps at most 10 common phrases in the user's order", async () => {
    const user = await register(t);
    const ids: number[] = [];
    for (let i = 1; i <= 10; i++) {
      const res = await call(t, "chat/appUserFrequently/add", { text: `phrase ${i}` }, user.token);
      expect(res.body.success).toBe(true);
      ids.push(res.body.data.id);
    }
    const eleventh = await call(t, "chat/appUserFrequently/add", { text: "one too many" }, user.token);
    expect(eleventh.body).toMatchObject({ code: ERRORS.phraseLimit, msg: "You can keep at most 10 common phrases" });
    await call(t, "chat/appUserFrequently/batchEditSort", { ids: [...ids].reverse() }, user.token);
    await call(t, "chat/appUserFrequently/edit", { id: ids[0], text: "first, edited" }, user.token);
    const list = await call(t, "chat/appUserFrequently/listAll", {}, user.token);
    expect(list.body.data.map((p: { text: string }) => p.text).slice(-2)).toEqual(["phrase 2", "first, edited"]);
    const stranger = await register(t);
    expect((await call(t, "chat/appUserFrequently/delete", { id: ids[0] }, stranger.token)).body.code).toBe(
      ERRORS.notFound,
    );
    expect((await call(t, "chat/appUserFrequently/delete", { id: ids[0] }, user.token)).body.success).toBe(true);
  });

  it("forgets client message ids after a day, in a daily job", async () => {
    const { channel, v } = await room();
    await v.say(channel, "remember me", "old-id");
    await t.db
      .update(chatSends)
      .set({ createdAt: new Date(Date.now() - 2 * 86_400_000) })
      .where(eq(chatSends.clientMsgId, "old-id"));
    await t.db
      .update(jobs)
      .set({ runAt: new Date(Date.now() - 1000) })
      .where(ownJob("chatroom.prune"));
    await t.scheduler.runDue();
    expect(await t.db.select().from(chatSends).where(eq(chatSends.clientMsgId, "old-id"))).toEqual([]);
    const [job] = await t.db.select().from(jobs).where(ownJob("chatroom.prune"));
    expect(job?.runAt.getTime()).toBeGreaterThan(Date.now() + 86_000_000);
  });

  it("does not let two concurrent adds pass the limit", async () => {
    const user = await register(t);
    const results = await Promise.all(
      Array.from({ length: 14 }, (_, i) => call(t, "chat/appUserFrequently/add", { text: `p${i}` }, user.token)),
    );
    expect(results.filter((r) => r.body.success)).toHaveLength(10);
  });
});
