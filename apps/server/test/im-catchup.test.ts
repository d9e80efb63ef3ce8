import { describe, expect, it } from "vitest";
import { pair, say } from "./helpers/im.js";
import { eventsOf, messagingSuite, noticesOf } from "./helpers/im-devices.js";
import { call } from "./helpers/users.js";

const suite = messagingSuite();

type Page = {
  messages: { seq: number; revoked: boolean; content: unknown }[];
  revoked: { seq: number }[];
  seq: number;
  more: boolean;
};

async function after(token: string, conversationId: number, afterSeq: number, limit = 10): Promise<Page> {
  const res = await call(suite.t, "chat/message/after", { conversationId, afterSeq, limit }, token);
  if (!res.body.success) throw new Error(JSON.stringify(res.body));
  return res.body.data;
}

/** Every page from `from` on, as a device that comes back does. */
async function catchUp(token: string, conversationId: number, from: number, limit = 10) {
  const seqs: number[] = [];
  let seq = from;
  for (let more = true; more; ) {
    const page = await after(token, conversationId, seq, limit);
    seqs.push(...page.messages.map((m) => m.seq));
    ({ seq, more } = page);
  }
  return { seqs, seq };
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

describe("catching up on a conversation", () => {
  it("pages through what was missed without a gap or a duplicate, even while messages arrive", async () => {
    const { a, b, conversationId } = await pair(suite.t);
    for (let i = 1; i <= 25; i++) await say(suite.t, a.token, conversationId, `message ${i}`);

    const first = await after(b.token, conversationId, 0);
    expect(first).toMatchObject({ seq: 10, more: true });
    expect(first.messages.map((m) => m.seq)).toEqual(range(1, 10));
    // Three more arrive between two pages; the pages still join up.
    for (let i = 26; i <= 28; i++) await say(suite.t, b.token, conversationId, `reply ${i}`);
    const rest = await catchUp(b.token, conversationId, first.seq);
    expect(rest).toEqual({ seqs: range(11, 28), seq: 28 });
    // Nothing new: an empty page that covers up to the head.
    expect(await after(b.token, conversationId, 28)).toMatchObject({ messages: [], seq: 28, more: false });
  });

  it("scrolls up from the latest in pages", async () => {
    const { a, b, conversationId } = await pair(suite.t);
    for (let i = 1; i <= 12; i++) await say(suite.t, a.token, conversationId, `m${i}`);
    const latest = await call(suite.t, "chat/message/before", { conversationId, limit: 5 }, b.token);
    expect(latest.body.data).toMatchObject({ more: true, lastSeq: 12 });
    expect(latest.body.data.messages.map((m: { seq: number }) => m.seq)).toEqual(range(8, 12));
    const older = await call(suite.t, "chat/message/before", { conversationId, beforeSeq: 3, limit: 5 }, b.token);
    expect(older.body.data).toMatchObject({ more: false });
    expect(older.body.data.messages.map((m: { seq: number }) => m.seq)).toEqual([1, 2]);
  });

  it("reports a revocation of an earlier message to a device that catches up, over HTTP and the socket", async () => {
    const { a, b, conversationId } = await pair(suite.t);
    for (let i = 1; i <= 4; i++) await say(suite.t, a.token, conversationId, `m${i}`);
    const caught = await catchUp(b.token, conversationId, 0);
    expect(caught.seq).toBe(4);
    await call(suite.t, "chat/message/revoke", { conversationId, seq: 2 }, a.token);
    await say(suite.t, a.token, conversationId, "m6");

    const page = await after(b.token, conversationId, 4);
    expect(page).toMatchObject({ revoked: [{ seq: 2 }], seq: 6, more: false });
    expect(page.messages.map((m) => m.seq)).toEqual([6]);
    const full = await after(b.token, conversationId, 0);
    expect(full.messages.find((m) => m.seq === 2)).toMatchObject({ revoked: true, content: null });

    // A device resuming its subscription gets the revocation and never the revoked text.
    const b1 = await suite.device(b.token);
    await b1.subscribe(`conv:${conversationId}`, 1);
    await b1.until(() => eventsOf(b1, `conv:${conversationId}`, "message").length === 4);
    const channel = `conv:${conversationId}`;
    expect(b1.events.filter((x) => x.type === "event").map((x) => x.seq)).toEqual([2, 3, 4, 5, 6]);
    expect(eventsOf(b1, channel, "revoked")[0]).toMatchObject({ seq: 5, data: { seq: 2 } });
    expect(JSON.stringify(b1.events)).not.toContain('"m2"');
  });

  it("leaves out what I deleted or cleared for myself, and only for me", async () => {
    const { a, b, conversationId } = await pair(suite.t);
    for (let i = 1; i <= 5; i++) await say(suite.t, a.token, conversationId, `m${i}`);
    const b2 = await suite.device(b.token);
    await b2.subscribe(`user:${b.id}`);

    const hidden = await call(suite.t, "chat/message/delete", { conversationId, seqs: [2, 3, 99] }, b.token);
    expect(hidden.body.data).toEqual({ conversationId, seqs: [2, 3] });
    await b2.until(() => noticesOf(b2, "messagesHidden").length === 1);
    expect((await catchUp(b.token, conversationId, 0)).seqs).toEqual([1, 4, 5]);
    expect((await catchUp(a.token, conversationId, 0)).seqs).toEqual(range(1, 5));

    const cleared = await call(suite.t, "chat/conversation/clear", { conversationId }, b.token);
    expect(cleared.body.data).toMatchObject({ hiddenBeforeSeq: 5, unread: 0, lastMessage: null });
    expect(await catchUp(b.token, conversationId, 0)).toEqual({ seqs: [], seq: 5 });
    await say(suite.t, a.token, conversationId, "after the clear");
    expect((await catchUp(b.token, conversationId, 0)).seqs).toEqual([6]);
  });

  it("drops a deleted conversation from my list until a new message arrives", async () => {
    const { a, b, conversationId } = await pair(suite.t);
    await say(suite.t, a.token, conversationId, "hi");
    const ids = async () =>
      (await call(suite.t, "chat/conversation/list", {}, b.token)).body.data.list.map((c: { id: number }) => c.id);
    expect(await ids()).toContain(conversationId);
    await call(suite.t, "chat/conversation/delete", { conversationId }, b.token);
    expect(await ids()).not.toContain(conversationId);
    await say(suite.t, a.token, conversationId, "hello again");
    expect(await ids()).toContain(conversationId);
    const list = await call(suite.t, "chat/conversation/list", {}, b.token);
    expect(list.body.data.list.find((c: { id: number }) => c.id === conversationId)).toMatchObject({
      unread: 1,
      lastMessage: { text: "hello again" },
    });
  });

  it("lists pinned conversations first", async () => {
    const { a, conversationId: older } = await pair(suite.t);
    const other = await pair(suite.t);
    const newer = (await call(suite.t, "chat/conversation/open", { userId: other.b.id }, a.token)).body.data.id;
    await say(suite.t, a.token, older, "old");
    await say(suite.t, a.token, newer, "new");
    const order = async () =>
      (await call(suite.t, "chat/conversation/list", {}, a.token)).body.data.list.map((c: { id: number }) => c.id);
    expect(await order()).toEqual([newer, older]);
    const pinned = await call(suite.t, "chat/conversation/pin", { conversationId: older, pinned: true }, a.token);
    expect(pinned.body.data).toMatchObject({ pinned: true });
    expect(await order()).toEqual([older, newer]);
    const muted = await call(suite.t, "chat/conversation/mute", { conversationId: newer, muted: true }, a.token);
    expect(muted.body.data).toMatchObject({ muted: true });
  });
});
