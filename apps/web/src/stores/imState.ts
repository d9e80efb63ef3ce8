import type { FriendEvent, GroupApplication, ImConversation, SystemMessage } from "@courtside/protocol";

/**
 * The messaging store's pure part (spec section 3, "a messaging store keeps conversations, unread
 * counts, friend and group application events and system messages"). Every count comes from the
 * server; these functions only place what it said, so they never guess a number.
 */

/** How many live friend events and system messages are kept for the session. */
export const RECENT_MAX = 50;

const activity = (conversation: ImConversation) => conversation.lastMessage?.createdAt ?? conversation.updatedAt;

/** Pinned first, then the latest activity first (as the server orders its list). */
export function sortConversations(list: readonly ImConversation[]): ImConversation[] {
  return [...list].sort((a, b) => Number(b.pinned) - Number(a.pinned) || activity(b) - activity(a) || b.id - a.id);
}

/**
 * Whether `incoming` is older than what we hold: a conversation's head and my read seq only move
 * forward, so a copy behind on either was computed before the one we have (an HTTP answer that
 * lost the race with a websocket notice).
 */
export function isStale(incoming: ImConversation, held: ImConversation | undefined): boolean {
  if (!held) return false;
  return incoming.lastSeq < held.lastSeq || incoming.readSeq < held.readSeq;
}

/**
 * Puts a conversation in the list (new or changed), unless what we hold is newer. The peer's read
 * seq only moves forward too, but an answer computed before a read receipt arrived may carry the
 * older one with an unchanged head: the receipt we hold wins.
 */
export function upsertConversation(list: readonly ImConversation[], incoming: ImConversation): ImConversation[] {
  const held = list.find((conversation) => conversation.id === incoming.id);
  if (isStale(incoming, held)) return [...list];
  const peerReadSeq = Math.max(incoming.peerReadSeq, held?.peerReadSeq ?? 0);
  const placed = peerReadSeq === incoming.peerReadSeq ? incoming : { ...incoming, peerReadSeq };
  return sortConversations([...list.filter((conversation) => conversation.id !== incoming.id), placed]);
}

export function removeConversation(list: readonly ImConversation[], id: number): ImConversation[] {
  return list.filter((conversation) => conversation.id !== id);
}

/** 888 from any device: those conversations are read up to the given seqs. */
export function applyReadSeqs(
  list: readonly ImConversation[],
  readSeqs: readonly { conversationId: number; readSeq: number }[],
): ImConversation[] {
  const byId = new Map(readSeqs.map((entry) => [entry.conversationId, entry.readSeq]));
  return list.map((conversation) => {
    const readSeq = byId.get(conversation.id);
    if (readSeq === undefined || readSeq < conversation.readSeq) return conversation;
    return { ...conversation, readSeq, unread: readSeq >= conversation.lastSeq ? 0 : conversation.unread };
  });
}

/** The peer read up to `readSeq` (read receipts); never moves back. */
export function applyPeerRead(list: readonly ImConversation[], conversationId: number, readSeq: number) {
  return list.map((conversation) =>
    conversation.id === conversationId && readSeq > conversation.peerReadSeq
      ? { ...conversation, peerReadSeq: readSeq }
      : conversation,
  );
}

/**
 * A new message by someone else reached a conversation I follow: what the notice carries
 * compared with what we had. Used for the sound and the browser notification.
 */
export function isNewIncoming(incoming: ImConversation, held: ImConversation | undefined, me: number): boolean {
  const last = incoming.lastMessage;
  if (!last || last.senderId === me || last.revoked) return false;
  if (incoming.unread === 0) return false;
  return held === undefined ? incoming.unread > 0 : last.seq > (held.lastMessage?.seq ?? 0);
}

/** Newest first, without repeats, at most RECENT_MAX. */
export function addSystemMessage(list: readonly SystemMessage[], message: SystemMessage): SystemMessage[] {
  return [message, ...list.filter((held) => held.id !== message.id)].slice(0, RECENT_MAX);
}

/** Friend events of this session, newest first (the "new friends" screen refreshes on each). */
export function addFriendEvent(list: readonly FriendEvent[], event: FriendEvent): FriendEvent[] {
  return [event, ...list].slice(0, RECENT_MAX);
}

/** What the header and the tab title count: conversations and the system-messages conversation. */
export const totalUnread = (state: { unreadTotal: number; systemUnread: number }) =>
  state.unreadTotal + state.systemUnread;

/** A join request waiting for my review, held for the requests badge. */
export type GroupRequest = Pick<GroupApplication, "id" | "groupId">;

/** Adds a new join request (once), or replaces a group's (`groupId`) or all of them with a fresh list. */
export function withGroupRequests(
  held: readonly GroupRequest[],
  change: { added: GroupRequest } | { fresh: readonly GroupRequest[]; groupId?: number },
): GroupRequest[] {
  if ("added" in change) {
    const { added } = change;
    return held.some((item) => item.id === added.id) ? [...held] : [...held, { id: added.id, groupId: added.groupId }];
  }
  const { fresh, groupId } = change;
  const kept = groupId === undefined ? [] : held.filter((item) => item.groupId !== groupId);
  return [...kept, ...fresh.map(({ id, groupId: of }) => ({ id, groupId: of }))];
}

/** Waiting join requests of one group. */
export const groupRequestCount = (held: readonly GroupRequest[], groupId: number) =>
  held.filter((item) => item.groupId === groupId).length;
