import { ERRORS, IM_MESSAGE_TYPE } from "@courtside/protocol";
import { describe, expect, it } from "vitest";
import { type CanMessage, createImService } from "../src/modules/im/service.js";
import { pair, person, say } from "./helpers/im.js";
import { messagingSuite } from "./helpers/im-devices.js";
import { call } from "./helpers/users.js";

const suite = messagingSuite();

type Result = { conversationId: number | null; userId: number | null; seqs: number[]; code: number; msg: string };

describe("forwarding messages", () => {
  it("forwards to 50 chats one by one, and refuses 51 with a translated message", async () => {
    const { a, conversationId } = await pair(suite.t);
    const first = await say(suite.t, a.token, conversationId, "line one");
    const second = await say(suite.t, a.token, conversationId, "line two");
    const people = await Promise.all(Array.from({ length: 51 }, () => person(suite.t)));
    const opened: number[] = [];
    for (const p of people.slice(0, 30)) {
      opened.push((await call(suite.t, "chat/conversation/open", { userId: p.id }, a.token)).body.data.id);
    }
    const userIds = people.slice(30, 50).map((p) => p.id);
    const body = { clientMsgId: "fwd-50", conversationId, seqs: [first, second], conversationIds: opened, userIds };

    const res = await call(suite.t, "chat/message/forward", body, a.token);
    const results: Result[] = res.body.data.results;
    expect(results).toHaveLength(50);
    expect(results.every((r) => r.code === 0 && r.seqs.length === 2)).toBe(true);
    const target = people[40];
    const toTarget = results.find((r) => r.userId === target?.id);
    const seen = await call(
      suite.t,
      "chat/message/after",
      { conversationId: toTarget?.conversationId, afterSeq: 0 },
      target?.token,
    );
    expect(seen.body.data.messages.map((m: { content: { text: string } }) => m.content.text)).toEqual([
      "line one",
      "line two",
    ]);
    // Sent again (a retry): nothing is stored twice.
    const retried: Result[] = (await call(suite.t, "chat/message/forward", body, a.token)).body.data.results;
    expect(retried.map((r) => r.seqs)).toEqual(results.map((r) => r.seqs));

    const tooMany = { ...body, clientMsgId: "fwd-51", userIds: [...userIds, people[50]?.id] };
    const refused = await call(suite.t, "chat/message/forward", tooMany, a.token, "tha");
    expect(refused.body).toMatchObject({ success: false, code: ERRORS.forwardLimit });
    expect(refused.body.msg).toContain("50");
    expect(refused.body.msg).not.toMatch(/forward/i);
  });

  it("merges several messages into one that carries the copies", async () => {
    const { a, b, conversationId } = await pair(suite.t);
    const one = await say(suite.t, a.token, conversationId, "first");
    const two = await say(suite.t, b.token, conversationId, "second");
    const friend = await person(suite.t);
    const res = await call(
      suite.t,
      "chat/message/forward",
      {
        clientMsgId: "merge-1",
        conversationId,
        seqs: [two, one],
        userIds: [friend.id],
        merged: true,
        title: "Our chat",
      },
      a.token,
    );
    const [result] = res.body.data.results;
    expect(result).toMatchObject({ code: 0, seqs: [1] });
    const got = await call(
      suite.t,
      "chat/message/after",
      { conversationId: result.conversationId, afterSeq: 0 },
      friend.token,
    );
    expect(got.body.data.messages[0]).toMatchObject({
      type: IM_MESSAGE_TYPE.merged,
      senderId: a.id,
      content: {
        title: "Our chat",
        items: [
          { senderId: a.id, type: IM_MESSAGE_TYPE.text, content: { text: "first" } },
          { senderId: b.id, type: IM_MESSAGE_TYPE.text, content: { text: "second" } },
        ],
      },
    });
    // A revoked message cannot be forwarded.
    await call(suite.t, "chat/message/revoke", { conversationId, seq: one }, a.token);
    const gone = await call(
      suite.t,
      "chat/message/forward",
      { clientMsgId: "merge-2", conversationId, seqs: [one], userIds: [friend.id] },
      a.token,
    );
    expect(gone.body.code).toBe(ERRORS.messageNotFound);
  });
});

describe("who may message whom (the friend rules' answer)", () => {
  it("refuses a blocked sender as 'refused by peer' and a stranger as 'not friends', per forward target", async () => {
    const { t } = suite;
    const rules = new Map<number, Awaited<ReturnType<CanMessage>>>();
    const im = createImService(
      { db: t.db, background: t.db, log: t.app.log, config: t.config },
      {
        realtime: t.app.services.realtime,
        upload: t.app.services.upload,
        wsUrl: () => "",
        canMessage: async (_from, to) => rules.get(to) ?? "ok",
      },
    );
    const { a, b, conversationId } = await pair(t);
    const text = { type: IM_MESSAGE_TYPE.text, content: { text: "hi" } } as const;
    rules.set(b.id, "blocked");
    await expect(im.messages.send(a.id, conversationId, "x1", text)).rejects.toMatchObject({
      code: ERRORS.messageRefused,
    });
    rules.set(b.id, "notFriends");
    await expect(im.messages.send(a.id, conversationId, "x2", text)).rejects.toMatchObject({ code: ERRORS.notFriends });
    rules.set(b.id, "ok");
    const sent = await im.messages.send(a.id, conversationId, "x3", text);
    expect(sent.seq).toBe(1);

    const stranger = await person(t);
    rules.set(stranger.id, "notFriends");
    const outcomes = await im.forward(a.id, {
      clientMsgId: "f1",
      conversationId,
      seqs: [1],
      conversationIds: [],
      userIds: [stranger.id, b.id],
      merged: false,
    });
    expect(outcomes.map((o) => [o.userId, o.error?.code ?? 0])).toEqual([
      [stranger.id, ERRORS.notFriends],
      [b.id, 0],
    ]);
    // The refused person got no empty conversation in the forwarder's list.
    const list = await im.conversations.list(a.id);
    expect(list.list.some((c) => c.peer?.id === stranger.id)).toBe(false);
  });
});
