import type { ImMessage } from "@courtside/protocol";
import { describe, expect, it } from "vitest";
import { initialThread, mergeMessages, type PendingMessage, threadReducer, threadRows } from "./threadState";

const ME = 7;
const PEER = 8;

function text(seq: number, senderId: number, at: number, clientMsgId = `c${seq}`): ImMessage {
  return {
    conversationId: 1,
    seq,
    id: `m${seq}`,
    senderId,
    clientMsgId,
    createdAt: at,
    revoked: false,
    type: 101,
    content: { text: `message ${seq}` },
  };
}

const pending = (clientMsgId: string, at: number): PendingMessage => ({
  clientMsgId,
  body: { type: 101, content: { text: "hello" } },
  createdAt: at,
  status: "sending",
  progress: null,
  error: null,
});

describe("a thread's messages", () => {
  it("holds each seq once, oldest first, whatever order pages and live messages arrive in", () => {
    let state = threadReducer(initialThread, {
      type: "page",
      messages: [text(4, PEER, 4), text(5, ME, 5)],
      hasOlder: true,
    });
    state = threadReducer(state, { type: "received", message: text(6, PEER, 6) });
    state = threadReducer(state, { type: "received", message: text(5, ME, 5) });
    state = threadReducer(state, {
      type: "page",
      messages: [text(2, PEER, 2), text(3, PEER, 3), text(4, PEER, 4)],
      hasOlder: false,
    });
    expect(state.messages.map((message) => message.seq)).toEqual([2, 3, 4, 5, 6]);
    expect(state.hasOlder).toBe(false);
    expect(state.loaded).toBe(true);
  });

  it("shows a revoked message as revoked, even if an older copy arrives after", () => {
    let state = threadReducer(initialThread, { type: "page", messages: [text(1, PEER, 1)] });
    state = threadReducer(state, { type: "revoked", seq: 1 });
    expect(state.messages[0]).toMatchObject({ revoked: true, content: null });
    expect(mergeMessages(state.messages, [text(1, PEER, 1)])[0]?.revoked).toBe(true);
  });

  it("drops messages deleted for me and everything a clear covered", () => {
    let state = threadReducer(initialThread, {
      type: "page",
      messages: [1, 2, 3, 4].map((seq) => text(seq, PEER, seq)),
    });
    state = threadReducer(state, { type: "hidden", seqs: [2] });
    expect(state.messages.map((message) => message.seq)).toEqual([1, 3, 4]);
    state = threadReducer(state, { type: "clearedUpTo", seq: 3 });
    expect(state.messages.map((message) => message.seq)).toEqual([4]);
  });
});

describe("my sends", () => {
  it("stay as one bubble from sending to stored: the stored message replaces the pending one", () => {
    let state = threadReducer(initialThread, { type: "pending", item: pending("x1", 10) });
    expect(threadRows(state, ME).map((row) => row.key)).toContain("c-x1");
    // The echo on the stream and the send's own answer both arrive: one message remains.
    state = threadReducer(state, { type: "received", message: text(9, ME, 10, "x1") });
    state = threadReducer(state, { type: "received", message: text(9, ME, 10, "x1") });
    expect(state.pending).toEqual([]);
    const keys = threadRows(state, ME)
      .filter((row) => row.kind !== "day")
      .map((row) => row.key);
    expect(keys).toEqual(["c-x1"]);
  });

  it("fail with a reason and can be retried or discarded", () => {
    let state = threadReducer(initialThread, { type: "pending", item: pending("x1", 10) });
    state = threadReducer(state, { type: "progress", clientMsgId: "x1", progress: 40 });
    expect(state.pending[0]?.progress).toBe(40);
    state = threadReducer(state, { type: "failed", clientMsgId: "x1", error: "Not sent" });
    expect(state.pending[0]).toMatchObject({ status: "failed", error: "Not sent" });
    state = threadReducer(state, { type: "retrying", clientMsgId: "x1" });
    expect(state.pending[0]).toMatchObject({ status: "sending", error: null });
    state = threadReducer(state, { type: "discard", clientMsgId: "x1" });
    expect(state.pending).toEqual([]);
  });
});

describe("day separators", () => {
  it("come before the first message of each local day, pending sends included", () => {
    const monday = new Date(2026, 2, 2, 9, 0).getTime();
    const mondayLate = new Date(2026, 2, 2, 23, 59).getTime();
    const tuesday = new Date(2026, 2, 3, 0, 1).getTime();
    const state = threadReducer(
      threadReducer(initialThread, { type: "page", messages: [text(1, PEER, monday), text(2, ME, mondayLate)] }),
      { type: "pending", item: pending("x1", tuesday) },
    );
    expect(threadRows(state, ME).map((row) => row.kind)).toEqual(["day", "message", "message", "day", "pending"]);
  });

  it("key other people's messages by seq, so two senders' equal client ids never clash", () => {
    const state = threadReducer(initialThread, {
      type: "page",
      messages: [text(1, PEER, 1, "same"), text(2, ME, 2, "same"), text(3, ME, 3, "same")],
    });
    const keys = threadRows(state, ME)
      .filter((row) => row.kind !== "day")
      .map((row) => row.key);
    expect(keys).toEqual(["s-1", "c-same", "s-3"]);
  });
});

describe("group tips applied to the open thread", () => {
  it("withdraws a member's messages before the tip, and clearing drops everything before it", () => {
    let state = threadReducer(initialThread, {
      type: "page",
      messages: [text(1, PEER, 1), text(2, ME, 2), text(3, PEER, 3), text(5, PEER, 5)],
    });
    state = threadReducer(state, { type: "revokedOf", senderIds: [PEER], beforeSeq: 4 });
    expect(state.messages.map((message) => [message.seq, message.revoked])).toEqual([
      [1, true],
      [2, false],
      [3, true],
      [5, false],
    ]);
    expect(state.messages[0]?.content).toBeNull();
    state = threadReducer(state, { type: "clearedUpTo", seq: 4 });
    expect(state.messages.map((message) => message.seq)).toEqual([5]);
    expect(state.hasOlder).toBe(false);
  });
});
