import { ERRORS, GROUP_MUTE_HOURS } from "@courtside/protocol";
import { describe, expect, it } from "vitest";
import { jobs } from "../src/db/schema/index.js";
import { groupCall, groupText, makeAdmin, makeGroup, people, setInfo, tips } from "./helpers/groups.js";
import { conversationOf } from "./helpers/im.js";
import { eventsOf, messagingSuite } from "./helpers/im-devices.js";
import { ownJob } from "./helpers/job-scope.js";

const suite = messagingSuite();
const HOUR = 3_600_000;

describe("who may speak in a group", () => {
  it("lets only the owner and admins speak under mute-all, and tells members", async () => {
    const [owner, admin, member] = await people(suite.t, 3);
    const groupId = await makeGroup(suite.t, owner, [admin, member]);
    await makeAdmin(suite.t, owner, groupId, admin, []);
    await setInfo(suite.t, owner.token, groupId, { muteAll: true });
    const refused = await groupText(suite.t, member.token, groupId, "hello?");
    expect(refused.body).toMatchObject({ code: ERRORS.groupMutedAll, msg: "Everyone in this group is muted" });
    expect((await groupText(suite.t, admin.token, groupId, "admins may")).body.success).toBe(true);
    expect((await groupText(suite.t, owner.token, groupId, "and the owner")).body.success).toBe(true);
    expect((await tips(suite.t, member.token, groupId)).at(-1)).toMatchObject({ kind: "muteAll", on: true });
    await setInfo(suite.t, owner.token, groupId, { muteAll: false });
    expect((await groupText(suite.t, member.token, groupId, "free again")).body.success).toBe(true);
  });

  it.each(GROUP_MUTE_HOURS)("mutes a member for %i hours, lifted by the durable job", async (hours) => {
    const [owner, muted, other] = await people(suite.t, 3);
    const groupId = await makeGroup(suite.t, owner, [muted, other]);
    const before = Date.now();
    const res = await groupCall(suite.t, "group/mute", { groupId, userId: muted.id, hours }, owner.token);
    const until = Number(res.body.data.mutedUntil);
    expect(until).toBeGreaterThanOrEqual(before + hours * HOUR);
    expect(until).toBeLessThan(Date.now() + hours * HOUR + 1000);
    const refused = await groupText(suite.t, muted.token, groupId, "let me talk");
    expect(refused.body).toMatchObject({ code: ERRORS.mutedInGroup, data: { until } });
    expect((await tips(suite.t, other.token, groupId)).at(-1)).toMatchObject({ kind: "muted", hours, until });

    // Time passes: the job comes due and lifts the mute; the members see it.
    const key = `group.unmute:${groupId}:${muted.id}`;
    const [job] = await suite.t.db.select().from(jobs).where(ownJob(key));
    expect(job?.runAt.getTime()).toBe(until);
    await suite.t.db
      .update(jobs)
      .set({ runAt: new Date(Date.now() - 1000) })
      .where(ownJob(key));
    await suite.t.scheduler.runDue();
    expect((await tips(suite.t, other.token, groupId)).at(-1)).toMatchObject({ kind: "unmuted", by: null });
    expect((await groupText(suite.t, muted.token, groupId, "free again")).body.success).toBe(true);
  });

  it("refuses sending in a dissolved group and after leaving it, over HTTP and the socket", async () => {
    const [owner, leaver, stayer] = await people(suite.t, 3);
    const groupId = await makeGroup(suite.t, owner, [leaver, stayer]);
    const socket = await suite.device(leaver.token);
    await socket.subscribe(`conv:${groupId}`);
    const exit = await groupCall(suite.t, "group/exit", { groupId, reasonId: 1 }, leaver.token);
    expect(exit.body.success).toBe(true);
    const afterExit = await groupText(suite.t, leaver.token, groupId, "one more thing");
    expect(afterExit.body).toMatchObject({
      code: ERRORS.groupGone,
      msg: "The group has been dissolved or you have left it",
    });
    const overSocket = await socket.say(`conv:${groupId}`, "over the socket");
    expect(overSocket).toMatchObject({ type: "refused", code: ERRORS.groupGone });

    expect((await groupCall(suite.t, "group/exit", { groupId, reasonId: 5 }, owner.token)).body.code).toBe(
      ERRORS.ownerCannotExit,
    );
    expect((await groupCall(suite.t, "group/dismiss", { groupId }, stayer.token)).body.code).toBe(ERRORS.noPermission);
    expect((await groupCall(suite.t, "group/dismiss", { groupId }, owner.token)).body.success).toBe(true);
    expect((await groupText(suite.t, stayer.token, groupId, "anyone?")).body.code).toBe(ERRORS.groupGone);
    expect((await groupText(suite.t, owner.token, groupId, "anyone?")).body.code).toBe(ERRORS.groupGone);
    // Members keep the history of a dissolved group, and the list says it is dissolved.
    expect(await conversationOf(suite.t, stayer.token, groupId)).toMatchObject({ group: { state: 1 } });
    expect((await tips(suite.t, stayer.token, groupId)).at(-1)).toMatchObject({ kind: "dissolved" });
  });

  it("stops a removed member's devices receiving at once", async () => {
    const [owner, removed, stayer] = await people(suite.t, 3);
    const groupId = await makeGroup(suite.t, owner, [removed, stayer]);
    const channel = `conv:${groupId}`;
    const phone = await suite.device(removed.token);
    const laptop = await suite.device(removed.token);
    const watcher = await suite.device(stayer.token);
    for (const c of [phone, laptop]) {
      await c.subscribe(channel);
      await c.subscribe(`user:${removed.id}`);
    }
    await watcher.subscribe(channel);
    await groupText(suite.t, owner.token, groupId, "before");
    await phone.until(() => eventsOf(phone, channel, "message").some((e) => (e.data as { type: number }).type === 101));

    const kick = await groupCall(suite.t, "group/kickGroup", { groupId, userIds: [removed.id] }, owner.token);
    expect(kick.body.data).toEqual({ removed: [removed.id] });
    for (const c of [phone, laptop]) {
      await c.until((e) => e.some((x) => x.type === "unsubscribed" && x.channel === channel));
      await c.until(() => eventsOf(c, `user:${removed.id}`, "group").length > 0);
      expect(eventsOf(c, `user:${removed.id}`, "group").at(-1)).toMatchObject({
        data: { type: "left", groupId, removed: true },
      });
    }
    const seen = phone.events.length;
    await groupText(suite.t, owner.token, groupId, "after");
    await watcher.until(() =>
      eventsOf(watcher, channel, "message").some(
        (e) => (e.data as { content: { text?: string } }).content.text === "after",
      ),
    );
    expect(phone.events.slice(seen).filter((x) => x.channel === channel)).toEqual([]);
    // Coming back is refused too.
    phone.send({ type: "subscribe", channel });
    await phone.until((e) => e.some((x) => x.type === "error" && x.channel === channel));
    expect((await groupText(suite.t, removed.token, groupId, "hey")).body.code).toBe(ERRORS.groupGone);
  });
});

describe("mentions", () => {
  it("counts a mention badge for the mentioned member, and everyone for @all by the owner", async () => {
    const [owner, named, other] = await people(suite.t, 3);
    const groupId = await makeGroup(suite.t, owner, [named, other]);
    await groupText(suite.t, owner.token, groupId, "@named look", { userIds: [named.id] });
    expect(await conversationOf(suite.t, named.token, groupId)).toMatchObject({ unread: 1, mentions: 1 });
    expect(await conversationOf(suite.t, other.token, groupId)).toMatchObject({ unread: 1, mentions: 0 });

    const byMember = await groupText(suite.t, other.token, groupId, "@all hi", { all: true });
    expect(byMember.body.code).toBe(ERRORS.mentionAllNotAllowed);
    const all = await groupText(suite.t, owner.token, groupId, "@all meeting at 8", { all: true });
    expect(all.body.data.message.content.at).toEqual({ userIds: [], all: true });
    expect(await conversationOf(suite.t, other.token, groupId)).toMatchObject({ unread: 2, mentions: 1 });
    expect(await conversationOf(suite.t, named.token, groupId)).toMatchObject({ mentions: 2 });
    // Reading clears the badge; mentioning someone outside the group mentions no one.
    const head = (await conversationOf(suite.t, named.token, groupId)).lastSeq;
    await groupCall(suite.t, "conversation/read", { conversationId: groupId, seq: head }, named.token);
    expect(await conversationOf(suite.t, named.token, groupId)).toMatchObject({ unread: 0, mentions: 0 });
    const [stranger] = await people(suite.t, 1);
    const outside = await groupText(suite.t, named.token, groupId, "@stranger", { userIds: [stranger?.id ?? 0] });
    expect(outside.body.data.message.content.at).toEqual({ userIds: [], all: false });
  });
});

describe("read receipts in groups", () => {
  it("counts read by N from read seqs, with the reader list", async () => {
    const [owner, a, b, c] = await people(suite.t, 4);
    const groupId = await makeGroup(suite.t, owner, [a, b, c]);
    const sent = await groupText(suite.t, owner.token, groupId, "who read this?");
    const seq = Number(sent.body.data.message.seq);
    for (const reader of [a, b]) {
      await groupCall(suite.t, "conversation/read", { conversationId: groupId, seq }, reader.token);
    }
    const count = await groupCall(suite.t, "group/msg/readCount", { groupId, seqs: [seq] }, owner.token);
    expect(count.body.data.list).toEqual([{ seq, read: 2, total: 3 }]);
    const readers = await groupCall(suite.t, "group/msg/readers", { groupId, seq }, owner.token);
    expect(readers.body.data.read.map((p: { id: number }) => p.id).sort()).toEqual([a.id, b.id].sort());
    expect(readers.body.data.unread.map((p: { id: number }) => p.id)).toEqual([c.id]);
    // Someone who joins later is not counted for earlier messages.
    const [late] = await people(suite.t, 1);
    if (!late) throw new Error("no late member");
    await groupCall(suite.t, "group/inviteJoinGroup", { groupId, userIds: [late.id] }, owner.token);
    const again = await groupCall(suite.t, "group/msg/readCount", { groupId, seqs: [seq] }, owner.token);
    expect(again.body.data.list).toEqual([{ seq, read: 2, total: 3 }]);
  });
});
