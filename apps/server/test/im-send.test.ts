import { ERRORS } from "@courtside/protocol";
import { describe, expect, it } from "vitest";
import { conversationOf, pair, person, say, sendText, unreadTotal } from "./helpers/im.js";
import { eventsOf, messagingSuite, noticesOf } from "./helpers/im-devices.js";
import { call } from "./helpers/users.js";
import type { WsClient } from "./helpers/ws.js";

const suite = messagingSuite();
const device = (token: string) => suite.device(token);
const messagesOn = (c: WsClient, channel: string) => eventsOf(c, channel, "message");
const lastConversation = (c: WsClient) => noticesOf(c, "conversation").at(-1);

describe("sending private messages", () => {
  it("stores before the answer and delivers to every device of both people", async () => {
    const { a, b, conversationId } = await pair(suite.t);
    const channel = `conv:${conversationId}`;
    const a1 = await device(a.token);
    const a2 = await device(a.token);
    const b1 = await device(b.token);
    for (const c of [a1, a2, b1]) await c.subscribe(channel);

    const sent = await sendText(suite.t, a.token, conversationId, "hello from A");
    expect(sent.body).toMatchObject({ success: true, data: { message: { seq: 1, senderId: a.id, type: 101 } } });
    for (const c of [a1, a2, b1]) {
      await c.until(() => messagesOn(c, channel).length === 1);
      expect(messagesOn(c, channel)[0]).toMatchObject({ seq: 1, data: { content: { text: "hello from A" } } });
    }

    // A websocket send on the conversation: acknowledged with its seq, seen by every device.
    const ack = await a2.say(channel, "and over the socket");
    expect(ack).toMatchObject({ type: "ack", seq: 2 });
    for (const c of [a1, a2, b1]) await c.until(() => messagesOn(c, channel).length === 2);
  });

  it("stores a retried client message id once, over HTTP and the socket", async () => {
    const { a, b, conversationId } = await pair(suite.t);
    const first = await sendText(suite.t, a.token, conversationId, "once", "retry-1");
    const again = await sendText(suite.t, a.token, conversationId, "once", "retry-1");
    expect(again.body.data.message).toEqual(first.body.data.message);
    const a1 = await device(a.token);
    const [one, two] = await Promise.all([
      a1.say(`conv:${conversationId}`, "twice at once", "retry-2"),
      a1.say(`conv:${conversationId}`, "twice at once", "retry-2"),
    ]);
    expect(one?.seq).toBe(2);
    expect(two?.seq).toBe(2);
    const history = await call(suite.t, "chat/message/after", { conversationId, afterSeq: 0 }, b.token);
    expect(history.body.data.messages.map((m: { seq: number }) => m.seq)).toEqual([1, 2]);
  });

  it("tells a device that follows no conversation about a new message and its unread", async () => {
    const { a, b, conversationId } = await pair(suite.t);
    const b1 = await device(b.token);
    await b1.subscribe(`user:${b.id}`);
    await say(suite.t, a.token, conversationId, "are you there?");
    await b1.until(() => lastConversation(b1) !== undefined);
    expect(lastConversation(b1)).toMatchObject({
      conversation: {
        id: conversationId,
        lastSeq: 1,
        unread: 1,
        peer: { id: a.id },
        lastMessage: { text: "are you there?" },
      },
      unreadTotal: 1,
    });
  });

  it("never counts one's own messages as unread, and counts right after reconnecting", async () => {
    const { a, b, conversationId } = await pair(suite.t);
    await say(suite.t, a.token, conversationId, "one");
    await say(suite.t, a.token, conversationId, "two");
    await say(suite.t, b.token, conversationId, "three");
    expect((await conversationOf(suite.t, a.token, conversationId)).unread).toBe(1);
    expect((await conversationOf(suite.t, b.token, conversationId)).unread).toBe(2);
    expect(await unreadTotal(suite.t, a.token)).toBe(1);

    // B reads on one device, goes offline, A writes twice more; B comes back to the right count.
    await call(suite.t, "chat/conversation/read", { conversationId, seq: 3 }, b.token);
    await say(suite.t, a.token, conversationId, "four");
    await say(suite.t, a.token, conversationId, "five");
    const list = await call(suite.t, "chat/conversation/list", {}, b.token);
    expect(list.body.data.list.find((c: { id: number }) => c.id === conversationId)).toMatchObject({
      lastSeq: 5,
      readSeq: 3,
      unread: 2,
    });
    expect(list.body.data.unreadTotal).toBe(2);
  });

  it("keeps a conversation to its members", async () => {
    const { a, conversationId } = await pair(suite.t);
    const stranger = await person(suite.t);
    const res = await sendText(suite.t, stranger.token, conversationId, "let me in");
    expect(res.body.code).toBe(ERRORS.conversationNotFound);
    const s1 = await device(stranger.token);
    s1.send({ type: "subscribe", channel: `conv:${conversationId}` });
    await s1.until((e) => e.some((x) => x.type === "error"));
    expect((await sendText(suite.t, a.token, conversationId, "still private")).body.success).toBe(true);
    expect((await call(suite.t, "chat/conversation/open", { userId: a.id }, a.token)).body.code).toBe(
      ERRORS.chatWithSelf,
    );
  });
});
