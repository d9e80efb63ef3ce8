import { ERRORS, IM_UNREAD_CLEAR } from "@courtside/protocol";
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { imMessages } from "../src/db/schema/index.js";
import { conversationOf, pair, say, unreadTotal } from "./helpers/im.js";
import { eventsOf, messagingSuite, noticesOf } from "./helpers/im-devices.js";
import { call } from "./helpers/users.js";

const suite = messagingSuite();

/** As if the message had been sent `seconds` ago. */
async function age(conversationId: number, seq: number, seconds: number) {
  await suite.t.db
    .update(imMessages)
    .set({ createdAt: sql`now() - make_interval(secs => ${seconds})` })
    .where(and(eq(imMessages.conversationId, conversationId), eq(imMessages.seq, seq)));
}

describe("revoking a message", () => {
  it("shows it revoked on every device within the window", async () => {
    const { a, b, conversationId } = await pair(suite.t);
    const channel = `conv:${conversationId}`;
    const devices = [await suite.device(a.token), await suite.device(a.token), await suite.device(b.token)];
    for (const c of devices) await c.subscribe(channel);
    const seq = await say(suite.t, a.token, conversationId, "oops, wrong chat");
    await age(conversationId, seq, 100);

    const res = await call(suite.t, "chat/message/revoke", { conversationId, seq }, a.token);
    expect(res.body.data.message).toMatchObject({ seq, revoked: true, content: null });
    for (const c of devices) {
      await c.until(() => eventsOf(c, channel, "revoked").length === 1);
      expect(eventsOf(c, channel, "revoked")[0]).toMatchObject({ seq: seq + 1, data: { seq, by: a.id } });
    }
    // The peer's list shows the preview revoked and no longer counts it unread.
    expect(await conversationOf(suite.t, b.token, conversationId)).toMatchObject({
      unread: 0,
      lastMessage: { seq, revoked: true, text: "" },
    });
    // Revoking again changes nothing.
    const again = await call(suite.t, "chat/message/revoke", { conversationId, seq }, a.token);
    expect(again.body.data.message.revoked).toBe(true);
    expect((await conversationOf(suite.t, a.token, conversationId)).lastSeq).toBe(seq + 1);
  });

  it("refuses after the window with 'message expired', and someone else's message", async () => {
    const { a, b, conversationId } = await pair(suite.t);
    const seq = await say(suite.t, a.token, conversationId, "too late to take back");
    await age(conversationId, seq, 121);
    const late = await call(suite.t, "chat/message/revoke", { conversationId, seq }, a.token, "zh");
    expect(late.body).toMatchObject({ success: false, code: ERRORS.messageExpired });
    expect(late.body.msg).not.toBe("The message has expired");
    const other = await call(suite.t, "chat/message/revoke", { conversationId, seq }, b.token);
    expect(other.body.code).toBe(ERRORS.revokeOwnOnly);
    const after = await call(suite.t, "chat/message/after", { conversationId, afterSeq: 0 }, b.token);
    expect(after.body.data.messages[0]).toMatchObject({ revoked: false, content: { text: "too late to take back" } });
  });
});

describe("read receipts", () => {
  it("tells the sender and my other devices, and never moves back", async () => {
    const { a, b, conversationId } = await pair(suite.t);
    const a1 = await suite.device(a.token);
    await a1.subscribe(`conv:${conversationId}`);
    const b2 = await suite.device(b.token);
    await b2.subscribe(`user:${b.id}`);
    await say(suite.t, a.token, conversationId, "one");
    await say(suite.t, a.token, conversationId, "two");
    await say(suite.t, a.token, conversationId, "three");

    const read = await call(suite.t, "chat/conversation/read", { conversationId, seq: 2 }, b.token);
    expect(read.body.data).toMatchObject({ readSeq: 2, unread: 1 });
    await a1.until(() => noticesOf(a1, "read").length === 1);
    expect(noticesOf(a1, "read")[0]).toEqual({ conversationId, userId: b.id, readSeq: 2 });
    await b2.until(() => noticesOf(b2, "conversation").some((n) => JSON.stringify(n).includes('"readSeq":2')));
    expect(noticesOf(b2, "conversation").at(-1)).toMatchObject({
      conversation: { readSeq: 2, unread: 1 },
      unreadTotal: 1,
    });
    expect((await conversationOf(suite.t, a.token, conversationId)).peerReadSeq).toBe(2);

    const back = await call(suite.t, "chat/conversation/read", { conversationId, seq: 1 }, b.token);
    expect(back.body.data.readSeq).toBe(2);
    const past = await call(suite.t, "chat/conversation/read", { conversationId, seq: 999 }, b.token);
    expect(past.body.data).toMatchObject({ readSeq: 3, unread: 0 });
  });

  it("clears every unread at once (888) on all my devices", async () => {
    const first = await pair(suite.t);
    const { b } = first;
    const second = await pair(suite.t);
    const withB = (await call(suite.t, "chat/conversation/open", { userId: b.id }, second.a.token)).body.data.id;
    await say(suite.t, first.a.token, first.conversationId, "hello");
    await say(suite.t, second.a.token, withB, "hi");
    await say(suite.t, second.a.token, withB, "hi again");
    expect(await unreadTotal(suite.t, b.token)).toBe(3);
    const b2 = await suite.device(b.token);
    await b2.subscribe(`user:${b.id}`);

    const cleared = await call(suite.t, "chat/conversation/readAll", {}, b.token);
    expect(cleared.body.data).toMatchObject({ type: IM_UNREAD_CLEAR, unreadTotal: 0 });
    await b2.until(() => noticesOf(b2, "unreadClear").length === 1);
    expect(noticesOf(b2, "unreadClear")[0]?.readSeqs).toEqual(
      expect.arrayContaining([
        { conversationId: first.conversationId, readSeq: 1 },
        { conversationId: withB, readSeq: 2 },
      ]),
    );
    expect(await unreadTotal(suite.t, b.token)).toBe(0);
  });

  it("leaves muted conversations out of the unread total", async () => {
    const { a, b, conversationId } = await pair(suite.t);
    await say(suite.t, a.token, conversationId, "ping");
    expect(await unreadTotal(suite.t, b.token)).toBe(1);
    await call(suite.t, "chat/conversation/mute", { conversationId, muted: true }, b.token);
    expect(await unreadTotal(suite.t, b.token)).toBe(0);
    expect((await conversationOf(suite.t, b.token, conversationId)).unread).toBe(1);
  });
});
