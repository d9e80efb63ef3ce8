import { randomBytes } from "node:crypto";
import { ERRORS } from "@courtside/protocol";
import { and, count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { imMessages, streamEvents, users } from "../src/db/schema/index.js";
import { newAccount } from "../src/modules/user/account.js";
import { groupCall, groupText, makeGroup, people } from "./helpers/groups.js";
import { conversationOf } from "./helpers/im.js";
import { eventsOf, messagingSuite, noticesOf } from "./helpers/im-devices.js";
import { uniqueUsername } from "./helpers/users.js";

const suite = messagingSuite();

/** Many accounts at once, written straight to the database (one password hash for all). */
async function crowd(n: number): Promise<number[]> {
  const template = await newAccount({ username: uniqueUsername("c"), password: "crowd12345", lang: "en" });
  const rows = Array.from({ length: n }, () => ({
    ...template,
    username: uniqueUsername("c"),
    appNumber: String(1_000_000_000 + Math.floor(Math.random() * 8_999_999_999)),
    imToken: randomBytes(24).toString("base64url"),
  }));
  const inserted = await suite.t.db.insert(users).values(rows).returning({ id: users.id });
  return inserted.map((row) => row.id);
}

async function storedOnce(groupId: number, seq: number) {
  const [messages] = await suite.t.db
    .select({ n: count() })
    .from(imMessages)
    .where(and(eq(imMessages.conversationId, groupId), eq(imMessages.seq, seq)));
  const [events] = await suite.t.db
    .select({ n: count() })
    .from(streamEvents)
    .where(and(eq(streamEvents.channel, `conv:${groupId}`), eq(streamEvents.seq, seq)));
  return [messages?.n, events?.n];
}

describe("group fan-out", () => {
  it("tells each member's devices in a small group, like a single chat", async () => {
    const [owner, member] = await people(suite.t, 2);
    if (!owner || !member) throw new Error("people missing");
    const groupId = await makeGroup(suite.t, owner, [member]);
    const phone = await suite.device(member.token);
    await phone.subscribe(`user:${member.id}`);
    const sent = await groupText(suite.t, owner.token, groupId, "small group news");
    await phone.until(() =>
      noticesOf(phone, "conversation").some(
        (n) => (n.conversation as { lastSeq: number }).lastSeq === sent.body.data.message.seq,
      ),
    );
    expect(noticesOf(phone, "conversation").at(-1)).toMatchObject({ conversation: { id: groupId, unread: 1 } });
  });

  it("stores a message once and sends one event in a big group, with no notice per member", async () => {
    const [owner, member] = await people(suite.t, 2);
    if (!owner || !member) throw new Error("people missing");
    const others = await crowd(120);
    const res = await groupCall(
      suite.t,
      "group/create",
      { name: "big", memberIds: [member.id, ...others] },
      owner.token,
    );
    const groupId = Number(res.body.data.group.group.id);
    expect(res.body.data.group.group.memberCount).toBe(122);
    const channel = `conv:${groupId}`;
    const following = await suite.device(member.token);
    await following.subscribe(channel);
    const listOnly = await suite.device(member.token);
    await listOnly.subscribe(`user:${member.id}`);

    const sent = await groupText(suite.t, owner.token, groupId, "big group news");
    const seq = Number(sent.body.data.message.seq);
    await following.until(() => eventsOf(following, channel, "message").some((e) => e.seq === seq));
    expect(await storedOnce(groupId, seq)).toEqual([1, 1]);
    // No conversation notice for this member: the first one their list-only device gets is for
    // their own change that follows (a pin), and their list reads the new unread when asked.
    await groupCall(suite.t, "conversation/pin", { conversationId: groupId, pinned: true }, member.token);
    const ofGroup = () =>
      noticesOf(listOnly, "conversation")
        .map((n) => n.conversation as { id: number; pinned: boolean })
        .filter((c) => c.id === groupId);
    await listOnly.until(() => ofGroup().length > 0);
    expect(ofGroup().every((c) => c.pinned)).toBe(true);
    expect(await conversationOf(suite.t, member.token, groupId)).toMatchObject({ lastSeq: seq, unread: 1 });
    // Read receipts are asked for: read by 1 of 121 once the member reads.
    await groupCall(suite.t, "conversation/read", { conversationId: groupId, seq }, member.token);
    const counted = await groupCall(suite.t, "group/msg/readCount", { groupId, seqs: [seq] }, owner.token);
    expect(counted.body.data.list).toEqual([{ seq, read: 1, total: 121 }]);
    const readers = await groupCall(suite.t, "group/msg/readers", { groupId, seq }, owner.token);
    expect(readers.body.code).toBe(ERRORS.groupReadersTooMany);
    expect(readers.body.msg).toBe("The list of readers is shown only in groups of up to 100 members");
  });
});
