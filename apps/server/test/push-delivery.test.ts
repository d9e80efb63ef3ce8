import { MATCH_STATUS, PUSH_MATCH_STATUS, PUSH_TYPE, pushData, WEB_ACTION_TYPE } from "@courtside/protocol";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { jobs, matches, rooms, users } from "../src/db/schema/index.js";
import { importMatches } from "../src/modules/match/feed/import.js";
import type { ImportFile } from "../src/modules/match/feed/types.js";
import { approvedAnchor } from "./anchor-fixtures.js";
import { adminCall, superAdmin } from "./helpers/admin.js";
import { startTestApp, type TestApp } from "./helpers/app.js";
import { befriend, person } from "./helpers/friends.js";
import { groupText, makeGroup } from "./helpers/groups.js";
import { say } from "./helpers/im.js";
import { ownJob } from "./helpers/job-scope.js";
import { importFixtures } from "./helpers/matches.js";
import { type LoopbackPushService, type Received, startPushService } from "./helpers/push-service.js";
import { call, register } from "./helpers/users.js";

let t: TestApp;
let service: LoopbackPushService;

beforeAll(async () => {
  t = await startTestApp({ MATCH_FEED: "none", PUSH_SERVICE_HOSTS: "127.0.0.1" });
  service = await startPushService();
  t.app.services.push.useAgent(service.agent());
});
afterAll(async () => {
  await t.close();
  await service.close();
});

/** A signed-in browser with a push subscription at the loopback service, registered as the web app does. */
async function subscribed(lang = "en", settings?: { messageNotification: boolean; messageInfoNotification: boolean }) {
  const account = await register(t);
  await t.db.update(users).set({ lang }).where(eq(users.id, account.userInfo.uid));
  const sub = service.subscribe();
  const res = await call(
    t,
    "jpush/pushToken",
    { platform: 3, token: JSON.stringify(sub.json), ...(settings ? { settings } : {}) },
    account.token,
  );
  expect(res.body).toMatchObject({ success: true });
  return { ...account, id: Number(account.userInfo.uid), sub };
}

/** Sends what is due and returns the pushes that reached one subscription since `from`. */
async function pushesTo(subId: string, from = 0): Promise<Received[]> {
  await t.app.services.push.runDue();
  return service.received.slice(from).filter((push) => push.subscription === subId);
}

/**
 * The pushes of a subscription once `count` have arrived. On a shared database another suite's
 * scheduler may run the job that stores the notice, a moment later: due jobs and pushes are run
 * again until they are there.
 */
async function arrived(subId: string, count: number): Promise<Received[]> {
  let pushes: Received[] = [];
  await vi.waitFor(
    async () => {
      await t.scheduler.runDue();
      pushes = await pushesTo(subId);
      expect(pushes.length).toBeGreaterThanOrEqual(count);
    },
    { timeout: 15_000, interval: 200 },
  );
  return pushes;
}

const payloadOf = (push: Received) => pushData((push.message.data as { data?: unknown } | undefined)?.data);

describe("web push delivery", () => {
  it("sends a booked match's reminder (type 1) in the recipient's language, urgent, for 5 minutes", async () => {
    // A day and more ahead: outside the lists' window, so other suites' counts stay as they are.
    const { ids } = await importFixtures(t, [30]);
    const matchId = ids[0] ?? 0;
    const fan = await subscribed("zh");
    await call(t, "web_race/web_race_appoint", { matchId }, fan.token);
    const anchor = await approvedAnchor(t, { matchId, live: true });
    await t.scheduler.schedule("matchReminder", `match-reminder:${matchId}`, new Date(Date.now() - 1000), { matchId });
    await t.scheduler.runDue();
    const [push] = await arrived(fan.sub.id, 1);
    expect(push).toMatchObject({ ttl: 300, urgency: "high", topic: `book-${matchId}`, encoding: "aes128gcm" });
    expect(push?.message).toMatchObject({
      type: PUSH_TYPE.bookedMatchSoon,
      title: "您预约的比赛即将开始",
      body: "Alpha FC（中） vs Beta FC（中） 将在5分钟后开始",
      lang: "cn",
      webLang: "zh",
    });
    expect(push && payloadOf(push)).toEqual({
      type: PUSH_TYPE.bookedMatchSoon,
      bookMatch: { matchId, homeName: "Alpha FC（中）", awayName: "Beta FC（中）", liveCount: 1 },
    });
    await t.db.update(rooms).set({ live: false }).where(eq(rooms.anchorId, anchor.id));
  });

  it("sends a followed anchor going live (type 2) with the anchor's picture", async () => {
    const anchor = await approvedAnchor(t);
    await t.db.update(users).set({ nickname: "Coach Mia", avatar: "/files/mia.png" }).where(eq(users.id, anchor.id));
    const fan = await subscribed("vie");
    await call(t, "web_anchor/anchor_follow", { anchorId: anchor.id, flag: 1 }, fan.token);
    const from = service.received.length;
    await t.app.services.live.startSession(anchor.id);
    await expect.poll(async () => (await pushesTo(fan.sub.id, from)).length, { timeout: 5000 }).toBe(1);
    const [push] = await pushesTo(fan.sub.id, from);
    expect(push).toMatchObject({ ttl: 3600, urgency: "normal", topic: `live-${anchor.id}` });
    expect(push?.message).toMatchObject({ type: PUSH_TYPE.anchorLive, icon: "/files/mia.png", lang: "vi" });
    expect(push && payloadOf(push)).toEqual({
      type: PUSH_TYPE.anchorLive,
      bookAnchor: { id: anchor.id, name: "Coach Mia", imgUrl: "/files/mia.png" },
    });
  });

  it("sends a super admin's notice (type 4) to one user, with its action and picture", async () => {
    const admin = await superAdmin(t);
    const fan = await subscribed("tha");
    const sent = await adminCall(
      t,
      "admin/notices",
      {
        userId: fan.id,
        title: "Final tonight",
        body: "Watch it live",
        webActionType: WEB_ACTION_TYPE.link,
        webActionContent: "https://example.com/final",
        imgUrl: "/files/final.png",
      },
      admin.token,
    );
    expect(sent.body).toMatchObject({ success: true, data: { recipients: 1 } });
    const [push] = await pushesTo(fan.sub.id);
    expect(push).toMatchObject({ ttl: 86_400, urgency: "normal", topic: undefined });
    expect(push?.message).toMatchObject({
      title: "Final tonight",
      body: "Watch it live",
      image: "/files/final.png",
      lang: "th",
    });
    expect(push && payloadOf(push)).toEqual({
      type: PUSH_TYPE.notice,
      notify: {
        title: "Final tonight",
        body: "Watch it live",
        webActionType: WEB_ACTION_TYPE.link,
        webActionContent: "https://example.com/final",
      },
      bookNews: { imgUrl: "/files/final.png" },
    });
  });

  it("sends match status changes (type 5) under one topic per match, so a newer score replaces an older", async () => {
    const { ids } = await importFixtures(t, [30]);
    const matchId = ids[0] ?? 0;
    const fan = await subscribed("ind");
    await call(t, "web_race/web_race_appoint", { matchId, type: "result" }, fan.token);
    await t.app.services.match.statusChanged(matchId, PUSH_MATCH_STATUS.started);
    await t.scheduler.runDue();
    await t.db
      .update(matches)
      .set({
        status: MATCH_STATUS.ended,
        homeScore: [2, 1],
        awayScore: [1, 0],
        startTime: new Date(Date.now() - 30 * 3600_000),
      })
      .where(eq(matches.id, matchId));
    await t.app.services.match.statusChanged(matchId, PUSH_MATCH_STATUS.ended);
    await t.scheduler.runDue();
    const pushes = await arrived(fan.sub.id, 2);
    expect(pushes.map((push) => push.topic)).toEqual([`match-${matchId}`, `match-${matchId}`]);
    expect(pushes.map((push) => push.ttl)).toEqual([1800, 1800]);
    expect(pushes.map((push) => push.message.body)).toEqual([
      "Alpha FC ID vs Beta FC ID telah dimulai: 0-0",
      "Pertandingan berakhir: Alpha FC ID 2-1 Beta FC ID",
    ]);
    const last = pushes[1] ? payloadOf(pushes[1]) : undefined;
    expect(last).toMatchObject({ type: PUSH_TYPE.matchStatus, matchId, status: 2, scoreText: "2-1", sportId: 1 });
    expect(Reflect.get(last ?? {}, "homeName")).toMatchObject({ id: "Alpha FC ID", en: "Alpha FC" });
  });

  it("sends the status notices (type 5) of an import that moves a booked match on: started, then ended", async () => {
    const { file, ids } = await importFixtures(t, [30]);
    const matchId = ids[0] ?? 0;
    const fan = await subscribed("en");
    await call(t, "web_race/web_race_appoint", { matchId, type: "result" }, fan.token);
    // The file imported again with the match moved on, as `npm run matches -- import` does it.
    type Change = Partial<ImportFile["matches"][number]>;
    const reimport = (change: Change) =>
      importMatches(
        t.db,
        { ...file, matches: file.matches.map((m) => ({ ...m, ...change })) },
        { statusChanged: t.app.services.match.statusChanged },
      );
    await reimport({ status: "inProgress" });
    expect(
      await t.db
        .select({ key: jobs.key })
        .from(jobs)
        .where(ownJob(`match-status:${matchId}:1`)),
    ).toHaveLength(1);
    const ended: Change = {
      status: "ended",
      homeScore: [2, 1],
      awayScore: [1, 0],
      // Out of the lists' window once over, so other suites' counts stay as they are.
      startTime: new Date(Date.now() - 30 * 3600_000).toISOString(),
    };
    await reimport(ended);
    const pushes = await arrived(fan.sub.id, 2);
    expect(pushes.map((push) => push.message.body)).toEqual([
      "Alpha FC vs Beta FC has kicked off: 0-0",
      "Full time: Alpha FC 2-1 Beta FC",
    ]);
    expect(pushes.map((push) => push.message.type)).toEqual([PUSH_TYPE.matchStatus, PUSH_TYPE.matchStatus]);
    expect(pushes.map((push) => push.topic)).toEqual([`match-${matchId}`, `match-${matchId}`]);
    expect(pushes[1] && payloadOf(pushes[1])).toMatchObject({
      matchId,
      status: PUSH_MATCH_STATUS.ended,
      scoreText: "2-1",
    });
    // The same result imported again is no change: nothing more is queued or sent.
    await reimport(ended);
    expect(
      await t.db
        .select({ key: jobs.key })
        .from(jobs)
        .where(ownJob(`match-status:${matchId}:2`)),
    ).toEqual([]);
    expect(await pushesTo(fan.sub.id)).toHaveLength(2);
  });

  it("sends instant messages (type 8) folded per conversation, as each browser's message settings say", async () => {
    const { a, b, conversationId } = await chatPair();
    await t.db.update(users).set({ nickname: "Rosa" }).where(eq(users.id, a.id));
    const detailed = await subscribe(b.token, { messageNotification: true, messageInfoNotification: true });
    const plain = await subscribe(b.token, { messageNotification: true, messageInfoNotification: false });
    const off = await subscribe(b.token, { messageNotification: false, messageInfoNotification: false });
    const sender = await subscribe(a.token, { messageNotification: true, messageInfoNotification: true });
    await say(t, a.token, conversationId, "Kick-off at eight?");
    await say(t, a.token, conversationId, "Bring the flag");
    await messageNoticeDue(conversationId);
    const [full] = await pushesTo(detailed);
    expect(full).toMatchObject({ ttl: 86_400, urgency: "high", topic: `chat-${conversationId}` });
    expect(full?.message).toMatchObject({ type: 8, title: "Rosa", body: "[2 messages] Bring the flag" });
    expect(full && payloadOf(full)).toMatchObject({
      type: 8,
      conversationId,
      openIMContentDTO: { SenderName: "Rosa", MessageType: 101, GroupId: "", ImageURL: "" },
    });
    const [generic] = await pushesTo(plain);
    expect(generic?.message).toMatchObject({ title: "New message", body: "You have a new message" });
    expect(generic && payloadOf(generic)).toMatchObject({ conversationId, openIMContentDTO: { SenderName: "" } });
    expect(await pushesTo(off)).toEqual([]);
    expect(await pushesTo(sender)).toEqual([]);
  });

  it("names the group in a group message's notice (type 8), and sends none for a group tip alone", async () => {
    const a = await person(t);
    const b = await person(t);
    await befriend(t, a, b);
    await t.db.update(users).set({ nickname: "Rosa" }).where(eq(users.id, a.id));
    const detailed = await subscribe(b.token, { messageNotification: true, messageInfoNotification: true });
    const plain = await subscribe(b.token, { messageNotification: true, messageInfoNotification: false });
    const groupId = await makeGroup(t, a, [b], "Weekend five");
    // Only the "created" tip is in the group so far: it is never unread, so it calls for no notice.
    await t.scheduler.schedule("imNotice", `im-notice:${groupId}`, new Date(Date.now() - 1000), {
      conversationId: groupId,
    });
    await t.scheduler.runDue();
    expect(await pushesTo(detailed)).toEqual([]);

    const from = service.received.length;
    await groupText(t, a.token, groupId, "Pitch 3 at eight");
    await messageNoticeDue(groupId);
    const [full] = await pushesTo(detailed, from);
    expect(full?.message).toMatchObject({ type: 8, title: "Rosa · Weekend five", body: "Pitch 3 at eight" });
    expect(full && payloadOf(full)).toMatchObject({
      conversationId: groupId,
      openIMContentDTO: { SenderName: "Rosa", GroupId: String(groupId), GroupName: "Weekend five", MessageType: 101 },
    });
    const [generic] = await pushesTo(plain, from);
    expect(generic?.message).toMatchObject({ title: "New message", body: "You have a new message" });
    expect(generic && payloadOf(generic)).toMatchObject({ openIMContentDTO: { SenderName: "", GroupName: "" } });
  });

  it("sends no message notice to whoever read it in time (the conversation open) or muted the conversation", async () => {
    const { a, b, conversationId } = await chatPair();
    const reader = await subscribe(b.token, { messageNotification: true, messageInfoNotification: true });
    const seq = await say(t, a.token, conversationId, "Are you watching?");
    await call(t, "chat/conversation/read", { conversationId, seq }, b.token);
    await messageNoticeDue(conversationId);
    expect(await pushesTo(reader)).toEqual([]);

    await call(t, "chat/conversation/mute", { conversationId, muted: true }, b.token);
    await say(t, a.token, conversationId, "Hello?");
    await messageNoticeDue(conversationId);
    expect(await pushesTo(reader)).toEqual([]);
  });

  it("never sends type 3", async () => {
    const fan = await subscribed();
    await t.app.services.notification.notify([fan.id], {
      type: PUSH_TYPE.ignored,
      dedupeKey: "ignored:1",
      data: { type: PUSH_TYPE.ignored },
      text: () => ({ title: "Ignored", body: "" }),
    });
    expect(await pushesTo(fan.sub.id)).toEqual([]);
  });

  it("arrived readable: every push decrypted and carried a valid VAPID token for its push service", () => {
    expect(service.errors).toEqual([]);
    expect(service.received.every((push) => push.vapid.audience === service.origin)).toBe(true);
  });
});

/** Two friends and their conversation. */
async function chatPair() {
  const a = await person(t);
  const b = await person(t);
  await befriend(t, a, b);
  const opened = await call(t, "chat/conversation/open", { userId: b.id }, a.token);
  return { a, b, conversationId: Number(opened.body.data.id) };
}

/** Another browser of the user, subscribed with these message settings; its subscription id. */
async function subscribe(token: string, settings: { messageNotification: boolean; messageInfoNotification: boolean }) {
  const sub = service.subscribe();
  await call(t, "jpush/pushToken", { platform: 5, token: JSON.stringify(sub.json), settings }, token);
  return sub.id;
}

/** The notice job that the stored message queued is brought due (rather than waited for) and run. */
async function messageNoticeDue(conversationId: number) {
  const key = `im-notice:${conversationId}`;
  // The messaging module queues the job after the message is stored, without holding up the send.
  await vi.waitFor(async () =>
    expect(await t.db.select({ key: jobs.key }).from(jobs).where(ownJob(key))).toEqual([{ key }]),
  );
  await t.scheduler.schedule("imNotice", `im-notice:${conversationId}`, new Date(Date.now() - 1000), {
    conversationId,
  });
  await t.scheduler.runDue();
}
