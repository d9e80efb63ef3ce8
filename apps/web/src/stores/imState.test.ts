import type { ImConversation } from "@courtside/protocol";
import { describe, expect, it } from "vitest";
import {
  addSystemMessage,
  applyPeerRead,
  applyReadSeqs,
  groupRequestCount,
  isNewIncoming,
  RECENT_MAX,
  sortConversations,
  totalUnread,
  upsertConversation,
  withGroupRequests,
} from "./imState";

const ME = 7;

function conversation(id: number, patch: Partial<ImConversation> = {}): ImConversation {
  return {
    id,
    type: 1,
    peer: { id: 100 + id, nickname: `peer${id}`, avatar: null, flags: "" },
    lastMessage: { seq: 3, senderId: 100 + id, type: 101, text: "hi", revoked: false, createdAt: 1000 * id },
    lastSeq: 3,
    readSeq: 0,
    peerReadSeq: 0,
    hiddenBeforeSeq: 0,
    unread: 3,
    pinned: false,
    muted: false,
    updatedAt: 1000 * id,
    ...patch,
  };
}

describe("the conversation list", () => {
  it("puts pinned conversations first, then the latest activity", () => {
    const sorted = sortConversations([conversation(1), conversation(3), conversation(2, { pinned: true })]);
    expect(sorted.map((item) => item.id)).toEqual([2, 3, 1]);
  });

  it("moves a conversation with a new message to the top, below the pinned ones", () => {
    const list = sortConversations([conversation(1, { pinned: true }), conversation(2), conversation(3)]);
    const updated = conversation(2, {
      lastSeq: 4,
      lastMessage: { seq: 4, senderId: 102, type: 101, text: "again", revoked: false, createdAt: 9000 },
    });
    expect(upsertConversation(list, updated).map((item) => item.id)).toEqual([1, 2, 3]);
  });

  it("keeps what it holds when an older copy arrives late", () => {
    const held = [conversation(1, { lastSeq: 5, readSeq: 5, unread: 0 })];
    const late = conversation(1, { lastSeq: 4, readSeq: 2, unread: 2 });
    expect(upsertConversation(held, late)[0]?.unread).toBe(0);
    const readLater = conversation(1, { lastSeq: 5, readSeq: 5, unread: 0, pinned: true });
    expect(upsertConversation(held, readLater)[0]?.pinned).toBe(true);
  });

  it("marks conversations read from another device's 888, never moving a read seq back", () => {
    const list = [conversation(1, { lastSeq: 5, readSeq: 4, unread: 1 }), conversation(2, { readSeq: 3, unread: 0 })];
    const after = applyReadSeqs(list, [
      { conversationId: 1, readSeq: 5 },
      { conversationId: 2, readSeq: 1 },
    ]);
    expect(after.map((item) => [item.readSeq, item.unread])).toEqual([
      [5, 0],
      [3, 0],
    ]);
  });

  it("moves the peer's read seq forward only (read receipts)", () => {
    const list = [conversation(1, { peerReadSeq: 3 })];
    expect(applyPeerRead(list, 1, 2)[0]?.peerReadSeq).toBe(3);
    expect(applyPeerRead(list, 1, 4)[0]?.peerReadSeq).toBe(4);
  });

  it("keeps a read receipt when an answer computed before it arrives with the same head", () => {
    const held = [conversation(1, { lastSeq: 4, readSeq: 4, peerReadSeq: 4, unread: 0 })];
    const answer = conversation(1, { lastSeq: 4, readSeq: 4, peerReadSeq: 3, unread: 0, pinned: true });
    const placed = upsertConversation(held, answer)[0];
    expect(placed?.peerReadSeq).toBe(4);
    expect(placed?.pinned).toBe(true);
  });
});

describe("new message alerts", () => {
  const held = conversation(1);
  const next = (patch: Partial<ImConversation["lastMessage"] & object>, unread = 4) =>
    conversation(1, {
      lastSeq: 4,
      unread,
      lastMessage: { seq: 4, senderId: 101, type: 101, text: "new", revoked: false, createdAt: 5000, ...patch },
    });

  it("fire for a new message from someone else", () => {
    expect(isNewIncoming(next({}), held, ME)).toBe(true);
  });

  it("never fire for my own message, a revoke, a read or a pin", () => {
    expect(isNewIncoming(next({ senderId: ME }), held, ME)).toBe(false);
    expect(isNewIncoming(next({ revoked: true }), held, ME)).toBe(false);
    expect(isNewIncoming(next({}, 0), held, ME)).toBe(false);
    expect(isNewIncoming(conversation(1, { pinned: true }), held, ME)).toBe(false);
  });
});

describe("system messages and counts", () => {
  it("keeps the latest system messages once each, newest first", () => {
    const message = (id: number) => ({ id, type: 31, kind: "notice" as const, data: {}, createdAt: id, read: false });
    let list = addSystemMessage([], message(1));
    list = addSystemMessage(list, message(2));
    list = addSystemMessage(list, message(1));
    expect(list.map((item) => item.id)).toEqual([1, 2]);
    for (let id = 3; id < RECENT_MAX + 10; id++) list = addSystemMessage(list, message(id));
    expect(list).toHaveLength(RECENT_MAX);
  });

  it("counts conversations and system messages together for the header", () => {
    expect(totalUnread({ unreadTotal: 98, systemUnread: 3 })).toBe(101);
  });
});

describe("join requests waiting for my review", () => {
  it("counts each new request once, per group, and takes a group's fresh list as it is", () => {
    let held = withGroupRequests([], { added: { id: 1, groupId: 10 } });
    held = withGroupRequests(held, { added: { id: 1, groupId: 10 } });
    held = withGroupRequests(held, { added: { id: 2, groupId: 11 } });
    expect(groupRequestCount(held, 10)).toBe(1);
    held = withGroupRequests(held, { fresh: [], groupId: 10 });
    expect(groupRequestCount(held, 10)).toBe(0);
    expect(groupRequestCount(held, 11)).toBe(1);
    held = withGroupRequests(held, { fresh: [{ id: 5, groupId: 12 }] });
    expect(held).toEqual([{ id: 5, groupId: 12 }]);
  });
});
