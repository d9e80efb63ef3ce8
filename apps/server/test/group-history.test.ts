import { ERRORS } from "@courtside/protocol";
import { describe, expect, it } from "vitest";
import { get, groupCall, groupText, makeGroup, people, setInfo, tips } from "./helpers/groups.js";
import { conversationOf } from "./helpers/im.js";
import { eventsOf, messagingSuite } from "./helpers/im-devices.js";

const suite = messagingSuite();

const history = async (token: string, groupId: number) => {
  const res = await groupCall(suite.t, "message/after", { conversationId: groupId, afterSeq: 0, limit: 100 }, token);
  return res.body.data as {
    messages: { seq: number; type: number; senderId: number; revoked: boolean }[];
    revoked: { seq: number }[];
  };
};

describe("a group's records", () => {
  it("clears every message for everyone, also for a device resuming its stream", async () => {
    const [owner, member] = await people(suite.t, 2);
    if (!owner || !member) throw new Error("people missing");
    const groupId = await makeGroup(suite.t, owner, [member]);
    await groupText(suite.t, member.token, groupId, "old talk");
    await groupText(suite.t, owner.token, groupId, "more old talk");
    expect((await groupCall(suite.t, "group/clear/msg/all", { groupId }, member.token)).body.code).toBe(
      ERRORS.noPermission,
    );
    const cleared = await groupCall(suite.t, "group/clear/msg/all", { groupId }, owner.token);
    const { seq } = cleared.body.data;
    const left = await history(member.token, groupId);
    expect(left.messages.map((m) => m.type)).toEqual([110]);
    expect(left.messages[0]?.seq).toBe(seq + 1);
    expect(await conversationOf(suite.t, member.token, groupId)).toMatchObject({ unread: 0, hiddenBeforeSeq: seq });
    const device = await suite.device(member.token);
    await device.subscribe(`conv:${groupId}`, 0);
    expect(eventsOf(device, `conv:${groupId}`, "message").map((e) => e.seq)).toEqual([seq + 1]);
    const max = await groupCall(suite.t, "group/msg/max", { groupId }, member.token);
    expect(max.body.data.seq).toBe(seq + 1);
  });

  it("deletes one member's messages, also after they were removed", async () => {
    const [owner, spammer, member] = await people(suite.t, 3);
    if (!owner || !spammer || !member) throw new Error("people missing");
    const groupId = await makeGroup(suite.t, owner, [spammer, member]);
    await groupText(suite.t, spammer.token, groupId, "buy now");
    await groupText(suite.t, member.token, groupId, "please stop");
    await groupText(suite.t, spammer.token, groupId, "buy more");
    await groupCall(suite.t, "group/kickGroup", { groupId, userIds: [spammer.id] }, owner.token);
    const res = await groupCall(suite.t, "group/del_user_msg", { groupId, userId: spammer.id }, owner.token);
    expect(res.body.data.deleted).toBe(2);
    const seen = await history(member.token, groupId);
    const bySpammer = seen.messages.filter((m) => m.senderId === spammer.id && m.type === 101);
    expect(bySpammer.every((m) => m.revoked)).toBe(true);
    expect(seen.messages.find((m) => m.senderId === member.id && m.type === 101)?.revoked).toBe(false);
    expect((await tips(suite.t, member.token, groupId)).at(-1)).toMatchObject({ kind: "messagesDeleted" });
    // A device that had them learns it on catch-up: they are listed as revoked after its seq.
    const later = await groupCall(
      suite.t,
      "message/after",
      { conversationId: groupId, afterSeq: bySpammer.at(-1)?.seq ?? 0 },
      member.token,
    );
    expect(later.body.data.revoked.map((r: { seq: number }) => r.seq)).toEqual(bySpammer.map((m) => m.seq));
  });

  it("keeps the announcement with who changed it and when, and takes only one's own uploads as avatar", async () => {
    const [owner, member] = await people(suite.t, 2);
    if (!owner || !member) throw new Error("people missing");
    const groupId = await makeGroup(suite.t, owner, [member]);
    const before = Date.now();
    const config = await setInfo(suite.t, owner.token, groupId, { announcement: "Final on Sunday", name: "Cup final" });
    expect(config.group).toMatchObject({
      announcement: "Final on Sunday",
      announcementBy: owner.id,
      name: "Cup final",
    });
    expect(config.group.announcementAt).toBeGreaterThanOrEqual(before - 1000);
    const kinds = (await tips(suite.t, member.token, groupId)).map((tip) => tip.kind);
    expect(kinds.slice(-2)).toEqual(["info", "announcement"]);
    const avatar = await groupCall(
      suite.t,
      "group/set/info",
      { groupId, avatar: "http://localhost/files/someone-else.png" },
      owner.token,
    );
    expect(avatar.body.code).toBe(ERRORS.imageNotUploaded);
    // My nickname in the group is mine to set.
    const mine = await setInfo(suite.t, member.token, groupId, { nickname: "Keeper" });
    expect(mine.me.nickname).toBe("Keeper");
    const members = await groupCall(suite.t, "group/member/list", { groupId, q: "keep" }, owner.token);
    expect(members.body.data.list).toEqual([expect.objectContaining({ userId: member.id, groupNickname: "Keeper" })]);
    const reasons = await get(suite.t, "chat/group/exitReasonList", member.token, "zh");
    expect(reasons.body.data.list).toHaveLength(5);
    expect(reasons.body.data.list[0]).toEqual({ id: 1, text: "消息太多" });
  });
});
