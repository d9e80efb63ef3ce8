import { ERRORS, IM_MESSAGE_TYPE } from "@courtside/protocol";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { imMessages, users } from "../src/db/schema/index.js";
import { conversationOf, pair, sendText, unreadTotal } from "./helpers/im.js";
import { eventsOf, messagingSuite } from "./helpers/im-devices.js";
import { call } from "./helpers/users.js";

const suite = messagingSuite();
const text = (words: string) => ({ type: IM_MESSAGE_TYPE.text, content: { text: words } }) as const;

describe("sends stored together", () => {
  it("stores a burst across conversations with each one's seqs, and answers every refusal on its own", async () => {
    const { t } = suite;
    const pairs = await Promise.all([1, 2, 3, 4, 5, 6, 7].map(() => pair(t)));
    const [plainA, plainB, blocked, banned, strangers, outsider, blocker] = pairs as [
      (typeof pairs)[number],
      (typeof pairs)[number],
      (typeof pairs)[number],
      (typeof pairs)[number],
      (typeof pairs)[number],
      (typeof pairs)[number],
      (typeof pairs)[number],
    ];
    await call(t, "chat/friend/blacklist/add", { userId: blocked.a.id }, blocked.b.token);
    await call(t, "chat/friend/blacklist/add", { userId: blocker.b.id }, blocker.a.token);
    await t.db
      .update(users)
      .set({ speechBannedUntil: new Date(Date.now() + 3_600_000) })
      .where(eq(users.id, banned.a.id));
    await call(t, "chat/friend/privacy", { whoMayMessage: "friends" }, strangers.b.token);
    const watcher = await suite.device(plainA.b.token);
    await watcher.subscribe(`conv:${plainA.conversationId}`);

    // Everything sent at once: the plain sends share a batch with the refused ones.
    // A's two texts are handed over in this order (two HTTP requests at once could arrive either way).
    const { messages } = t.app.services.im;
    const [one, two, a3, b1, refusedByPeer, refusedBan, refusedStranger, notMember, refusedOwnList] = await Promise.all(
      [
        messages.send(plainA.a.id, plainA.conversationId, "batch-one", text("one")),
        messages.send(plainA.a.id, plainA.conversationId, "batch-two", text("two")),
        sendText(t, plainA.b.token, plainA.conversationId, "three"),
        sendText(t, plainB.a.token, plainB.conversationId, "elsewhere"),
        sendText(t, blocked.a.token, blocked.conversationId, "let me in"),
        sendText(t, banned.a.token, banned.conversationId, "spam"),
        sendText(t, strangers.a.token, strangers.conversationId, "hello stranger"),
        sendText(t, outsider.a.token, plainA.conversationId, "not mine"),
        sendText(t, blocker.a.token, blocker.conversationId, "to someone I blocked"),
      ],
    );
    expect([a3, b1].map((r) => r.body.success)).toEqual([true, true]);
    // One sender's messages keep their order; the conversation's seqs have no gap or repeat.
    expect(one.seq).toBeLessThan(two.seq);
    const seqs = [one.seq, two.seq, a3.body.data.message.seq].sort();
    expect(seqs).toEqual([1, 2, 3]);
    expect(b1.body.data.message.seq).toBe(1);
    expect(refusedByPeer.body.code).toBe(ERRORS.messageRefused);
    expect(refusedBan.body.code).toBe(ERRORS.speechBanned);
    expect(refusedStranger.body.code).toBe(ERRORS.notFriends);
    expect(notMember.body.code).toBe(ERRORS.conversationNotFound);
    expect(refusedOwnList.body.code).toBe(ERRORS.unblockFirst);

    // Delivered in seq order, counted right, nothing stored for the refused.
    await watcher.until(() => eventsOf(watcher, `conv:${plainA.conversationId}`, "message").length === 3);
    expect(eventsOf(watcher, `conv:${plainA.conversationId}`, "message").map((e) => e.seq)).toEqual([1, 2, 3]);
    expect((await conversationOf(t, plainA.b.token, plainA.conversationId)).unread).toBe(2);
    expect(await unreadTotal(t, plainA.a.token)).toBe(1);
    expect((await conversationOf(t, plainB.b.token, plainB.conversationId)).lastMessage).toMatchObject({
      text: "elsewhere",
    });
    for (const refused of [blocked, banned, strangers, blocker]) {
      expect((await conversationOf(t, refused.a.token, refused.conversationId)).lastSeq).toBe(0);
    }
  });

  it("stores one message for a client id sent to two conversations at once, and the rest of the batch", async () => {
    const { t } = suite;
    const im = t.app.services.im;
    const first = await pair(t);
    const second = await pair(t);
    const other = await pair(t);
    const sender = first.a.id;
    const opened = await call(t, "chat/conversation/open", { userId: second.b.id }, first.a.token);
    const toSecond = Number(opened.body.data.id);
    expect(toSecond).toBeGreaterThan(0);

    const [one, two, elsewhere] = await Promise.all([
      im.messages.send(sender, first.conversationId, "same-id", text("first")),
      im.messages.send(sender, toSecond, "same-id", text("second")),
      im.messages.send(other.a.id, other.conversationId, "own-id", text("unrelated")),
    ]);
    expect(two).toEqual(one);
    expect(elsewhere).toMatchObject({ conversationId: other.conversationId, seq: 1 });
    const stored = await t.db.select().from(imMessages).where(eq(imMessages.clientMsgId, "same-id"));
    expect(stored.filter((row) => row.senderId === sender)).toHaveLength(1);
  });

  it("numbers events of many channels in one statement after what each stream holds", async () => {
    const { t } = suite;
    const realtime = t.app.services.realtime;
    // Channels no other run has used (a database may be reused between runs).
    const base = 100_000_000 + Math.floor(Math.random() * 800_000_000);
    const [first, second] = [`user:${base}`, `user:${base + 1}`];
    await realtime.publish(first, "probe", { n: 1 });
    const { events } = await realtime.publishMany(
      [
        { channel: second, kind: "probe", data: { n: 1 } },
        { channel: first, kind: "probe", data: { n: 2 } },
        { channel: second, kind: "probe", data: { n: 2 } },
        { channel: first, kind: "probe", data: { n: 3 } },
      ],
      async () => undefined,
    );
    expect(events.map((e) => [e.channel, e.seq])).toEqual([
      [second, 1],
      [first, 2],
      [second, 2],
      [first, 3],
    ]);
    const latest = await realtime.latest(first, 10);
    expect(latest.map((e) => [e.seq, e.data])).toEqual([
      [1, { n: 1 }],
      [2, { n: 2 }],
      [3, { n: 3 }],
    ]);
    // A failing `after` stores nothing of the batch.
    await expect(
      realtime.publishMany([{ channel: first, kind: "probe", data: { n: 4 } }], async () => {
        throw new Error("refused");
      }),
    ).rejects.toThrow("refused");
    expect((await realtime.latest(first, 10)).map((e) => e.seq)).toEqual([1, 2, 3]);
  });
});
