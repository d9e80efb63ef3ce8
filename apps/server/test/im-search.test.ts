import { describe, expect, it } from "vitest";
import { pair, say } from "./helpers/im.js";
import { messagingSuite } from "./helpers/im-devices.js";
import { call } from "./helpers/users.js";

const suite = messagingSuite();

type Hit = { message: { conversationId: number; seq: number }; text: string; highlights: [number, number][] };

async function search(token: string, q: string, extra: Record<string, unknown> = {}) {
  const res = await call(suite.t, "chat/message/search", { q, ...extra }, token);
  if (!res.body.success) throw new Error(JSON.stringify(res.body));
  const page: { total: number; list: Hit[] } = res.body.data;
  return page;
}

const marked = (hit: Hit) => hit.highlights.map(([start, end]) => hit.text.slice(start, end));

describe("searching chat records", () => {
  it("finds words in Latin, Chinese and Thai text, with their places marked", async () => {
    const { a, b, conversationId } = await pair(suite.t);
    await say(suite.t, a.token, conversationId, "What a Goal by Salah tonight!");
    await say(suite.t, b.token, conversationId, "今天晚上的比赛太精彩了");
    await say(suite.t, a.token, conversationId, "เมื่อคืนฟุตบอลสนุกมาก");
    await say(suite.t, b.token, conversationId, "unrelated words");

    const latin = await search(b.token, "goal salah");
    expect(latin.total).toBe(1);
    expect(latin.list.map(marked)).toEqual([["Goal", "Salah"]]);
    const chinese = await search(a.token, "比赛");
    expect(chinese.total).toBe(1);
    expect(chinese.list.map(marked)).toEqual([["比赛"]]);
    const thai = await search(b.token, "ฟุตบอล");
    expect(thai.total).toBe(1);
    expect(thai.list.map(marked)).toEqual([["ฟุตบอล"]]);
    // A word's beginning is enough, and a part inside a word too.
    expect((await search(b.token, "tonig")).total).toBe(1);
    expect((await search(b.token, "nrelat")).total).toBe(1);
  });

  it("searches one conversation or all of mine, in pages, newest first", async () => {
    const { a, conversationId: first } = await pair(suite.t);
    const other = await pair(suite.t);
    const second = (await call(suite.t, "chat/conversation/open", { userId: other.b.id }, a.token)).body.data.id;
    for (let i = 1; i <= 3; i++) await say(suite.t, a.token, first, `kickoff note ${i}`);
    for (let i = 1; i <= 2; i++) await say(suite.t, a.token, second, `kickoff plan ${i}`);

    const all = await search(a.token, "kickoff", { pageSize: 10 });
    expect(all.total).toBe(5);
    expect(all.list.map((hit) => hit.text)).toEqual([
      "kickoff plan 2",
      "kickoff plan 1",
      "kickoff note 3",
      "kickoff note 2",
      "kickoff note 1",
    ]);
    const one = await search(a.token, "kickoff", { conversationId: first });
    expect(one.total).toBe(3);
    expect(one.list.every((hit) => hit.message.conversationId === first)).toBe(true);
    // The peer of the first conversation sees none of the second.
    expect((await search(other.b.token, "kickoff")).total).toBe(2);
  });

  it("finds only what I can see: not revoked, not deleted or cleared for me", async () => {
    const { a, b, conversationId } = await pair(suite.t);
    const revoked = await say(suite.t, a.token, conversationId, "penalty shootout secret");
    const hidden = await say(suite.t, a.token, conversationId, "penalty hidden for B");
    await say(suite.t, a.token, conversationId, "penalty visible");
    await call(suite.t, "chat/message/revoke", { conversationId, seq: revoked }, a.token);
    await call(suite.t, "chat/message/delete", { conversationId, seqs: [hidden] }, b.token);
    expect((await search(b.token, "penalty")).list.map((hit) => hit.text)).toEqual(["penalty visible"]);
    expect((await search(a.token, "penalty")).total).toBe(2);
    await call(suite.t, "chat/conversation/clear", { conversationId }, b.token);
    expect((await search(b.token, "penalty")).total).toBe(0);
    // Characters that mean something to LIKE or to a full-text query are taken literally.
    await say(suite.t, a.token, conversationId, "100% sure (really)");
    expect((await search(a.token, "100%")).total).toBe(1);
    expect((await search(a.token, "0%_")).total).toBe(0);
    expect((await search(a.token, "(really) & !")).total).toBe(1);
  });
});
