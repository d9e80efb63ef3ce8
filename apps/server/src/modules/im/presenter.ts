import {
  ANCHOR_STATE,
  CONVERSATION_TYPE,
  errorMessage,
  type GroupTipContent,
  groupTipContentSchema,
  type ImConversation,
  type ImForwardResult,
  type ImGroupSummary,
  type ImMessage,
  type ImMessageBody,
  type ImMessageEventData,
  type ImPeer,
  imMessageBodySchema,
  type Lang,
} from "@courtside/protocol";
import type { ForwardOutcome } from "./forward.js";
import type { ConversationRow, MessageRow } from "./repo.js";

/** The chat user string of spec section 3 for a signed-in person: `zb=1` for an approved anchor. */
export const peerFlags = (anchorState: number) => (anchorState === ANCHOR_STATE.approved ? "zb=1" : "");

/**
 * A stored type and content read back as the typed body. Rows only ever hold content that passed
 * the send schema, so a mismatch means a damaged row: it is shown as revoked rather than guessed at.
 */
export function bodyOf(type: number, content: unknown, revoked: boolean): ImMessageBody {
  const parsed = imMessageBodySchema.safeParse({ type, content: revoked ? null : content });
  if (parsed.success) return parsed.data;
  return { type: 101, content: null };
}

export function presentMessage(row: MessageRow): ImMessage {
  const revoked = row.revokedAt !== null;
  return {
    conversationId: row.conversationId,
    seq: row.seq,
    id: row.id,
    senderId: row.senderId,
    clientMsgId: row.clientMsgId,
    createdAt: row.createdAt.getTime(),
    revoked,
    ...bodyOf(row.type, row.content, revoked),
  };
}

/** The `message` event's data: the message without its seq (the event carries it). */
export function messageEventData(message: ImMessage): ImMessageEventData {
  const { seq: _seq, ...data } = message;
  return data;
}

/** What a revoked message's stored event becomes: the same message, without content. */
export function revokedEventData(row: MessageRow): ImMessageEventData {
  return messageEventData({ ...presentMessage(row), revoked: true, content: null });
}

function peerOf(row: ConversationRow): ImPeer | null {
  if (row.type !== CONVERSATION_TYPE.single || row.peerId === null) return null;
  return {
    id: row.peerId,
    nickname: row.peerNickname ?? "",
    avatar: row.peerAvatar ?? null,
    flags: peerFlags(row.peerAnchorState ?? 0),
  };
}

function groupOf(row: ConversationRow): ImGroupSummary | null {
  const { group } = row;
  if (row.type !== CONVERSATION_TYPE.group || !group || group.name === null) return null;
  return {
    id: row.id,
    name: group.name,
    avatar: group.avatar,
    memberCount: group.memberCount ?? 0,
    state: group.state ?? 0,
    muteAll: group.muteAll ?? false,
    role: group.role ?? 0,
  };
}

/** A group tip's content for the list preview, when the last message is one. */
function tipOf(content: unknown): { tip?: GroupTipContent } {
  if (content === null || content === undefined) return {};
  const parsed = groupTipContentSchema.safeParse(content);
  return parsed.success ? { tip: parsed.data } : {};
}

export function presentConversation(row: ConversationRow): ImConversation {
  const group = groupOf(row);
  return {
    id: row.id,
    type: row.type,
    peer: peerOf(row),
    lastMessage: row.last
      ? {
          seq: row.last.seq,
          senderId: row.last.senderId,
          type: row.last.type,
          text: row.last.text,
          ...tipOf(row.last.tip),
          revoked: row.last.revokedAt !== null,
          createdAt: row.last.createdAt.getTime(),
        }
      : null,
    lastSeq: row.lastSeq,
    readSeq: row.readSeq,
    peerReadSeq: row.peerReadSeq ?? 0,
    hiddenBeforeSeq: row.hiddenBeforeSeq,
    unread: Number(row.unread),
    pinned: row.pinned,
    muted: row.muted,
    updatedAt: row.updatedAt.getTime(),
    ...(group ? { group, mentions: Number(row.mentions) } : {}),
  };
}

/** Each target of a forward with its stored seqs, or the reason it refused in the reader's language. */
export function presentForward(outcomes: readonly ForwardOutcome[], lang: Lang): ImForwardResult {
  return {
    results: outcomes.map(({ conversationId, userId, seqs, error }) => ({
      conversationId,
      userId,
      seqs,
      code: error?.code ?? 0,
      msg: error ? errorMessage(lang, error.key, error.params) : "ok",
    })),
  };
}
