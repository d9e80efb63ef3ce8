import { IM_MESSAGE_TYPE, type ImMessage, type ImMessageBody } from "@courtside/protocol";

/**
 * One open conversation: the messages held (a run of seqs up to the head, oldest first) and my
 * sends that are not stored yet. Messages are keyed by seq, so a message that arrives twice (the
 * websocket and a catch-up page, or my own send's answer and its echo) is held once.
 */

export type PendingStatus = "sending" | "failed";

/** A send of mine that the server has not stored yet; `body` is what its bubble shows. */
export interface PendingMessage {
  clientMsgId: string;
  body: ImMessageBody;
  createdAt: number;
  status: PendingStatus;
  /** Upload progress 0–100 of a picture, video or file; null once uploaded or for text. */
  progress: number | null;
  /** Why it failed, already worded for the reader. */
  error: string | null;
}

export interface ThreadState {
  messages: ImMessage[];
  pending: PendingMessage[];
  /** Older messages remain on the server. */
  hasOlder: boolean;
  /** The first page is in. */
  loaded: boolean;
}

export type ThreadAction =
  | { type: "reset" }
  | { type: "page"; messages: readonly ImMessage[]; hasOlder?: boolean }
  | { type: "received"; message: ImMessage }
  | { type: "revoked"; seq: number }
  | { type: "hidden"; seqs: readonly number[] }
  | { type: "clearedUpTo"; seq: number }
  /** A group's member had their messages deleted: those before `beforeSeq` read as revoked. */
  | { type: "revokedOf"; senderIds: readonly number[]; beforeSeq: number }
  | { type: "pending"; item: PendingMessage }
  | { type: "progress"; clientMsgId: string; progress: number | null }
  | { type: "failed"; clientMsgId: string; error: string }
  | { type: "retrying"; clientMsgId: string }
  | { type: "discard"; clientMsgId: string };

export const initialThread: ThreadState = { messages: [], pending: [], hasOlder: false, loaded: false };

/** Held and incoming messages by seq, oldest first; an incoming copy replaces the held one (it is newer: a revoke). */
export function mergeMessages(held: readonly ImMessage[], incoming: readonly ImMessage[]): ImMessage[] {
  if (incoming.length === 0) return [...held];
  const bySeq = new Map(held.map((message) => [message.seq, message]));
  for (const message of incoming) {
    const kept = bySeq.get(message.seq);
    // A late copy from before the revoke must not bring the content back.
    if (kept?.revoked && !message.revoked) continue;
    bySeq.set(message.seq, message);
  }
  return [...bySeq.values()].sort((a, b) => a.seq - b.seq);
}

/** Sends that are stored now leave the pending list: their message is in the thread. */
function settle(pending: readonly PendingMessage[], stored: readonly ImMessage[]): PendingMessage[] {
  if (pending.length === 0) return [...pending];
  const ids = new Set(stored.map((message) => message.clientMsgId));
  return pending.filter((item) => !ids.has(item.clientMsgId));
}

function revoke(message: ImMessage): ImMessage {
  // The body's type is kept so the bubble can say what was revoked; its content is gone.
  return { ...message, revoked: true, content: null };
}

function updatePending(state: ThreadState, clientMsgId: string, patch: Partial<PendingMessage>): ThreadState {
  return {
    ...state,
    pending: state.pending.map((item) => (item.clientMsgId === clientMsgId ? { ...item, ...patch } : item)),
  };
}

export function threadReducer(state: ThreadState, action: ThreadAction): ThreadState {
  switch (action.type) {
    case "reset":
      return initialThread;
    case "page":
      return {
        ...state,
        messages: mergeMessages(state.messages, action.messages),
        pending: settle(state.pending, action.messages),
        hasOlder: action.hasOlder ?? state.hasOlder,
        loaded: true,
      };
    case "received":
      return {
        ...state,
        messages: mergeMessages(state.messages, [action.message]),
        pending: settle(state.pending, [action.message]),
      };
    case "revoked":
      return {
        ...state,
        messages: state.messages.map((message) => (message.seq === action.seq ? revoke(message) : message)),
      };
    case "hidden": {
      const seqs = new Set(action.seqs);
      return { ...state, messages: state.messages.filter((message) => !seqs.has(message.seq)) };
    }
    case "clearedUpTo":
      return { ...state, messages: state.messages.filter((message) => message.seq > action.seq), hasOlder: false };
    case "revokedOf": {
      const senders = new Set(action.senderIds);
      return {
        ...state,
        messages: state.messages.map((message) =>
          senders.has(message.senderId) && message.seq < action.beforeSeq && message.type !== IM_MESSAGE_TYPE.groupTip
            ? revoke(message)
            : message,
        ),
      };
    }
    case "pending":
      return { ...state, pending: [...state.pending, action.item] };
    case "progress":
      return updatePending(state, action.clientMsgId, { progress: action.progress });
    case "failed":
      return updatePending(state, action.clientMsgId, { status: "failed", error: action.error });
    case "retrying":
      return updatePending(state, action.clientMsgId, { status: "sending", error: null });
    case "discard":
      return { ...state, pending: state.pending.filter((item) => item.clientMsgId !== action.clientMsgId) };
  }
}

/** The oldest seq held, for "load older"; undefined before the first page. */
export const oldestSeq = (state: ThreadState) => state.messages[0]?.seq;
/** The newest seq held: the thread is complete up to here. */
export const newestSeq = (state: ThreadState) => state.messages.at(-1)?.seq ?? 0;

export type ThreadRow =
  | { kind: "day"; key: string; at: number }
  | { kind: "message"; key: string; message: ImMessage }
  | { kind: "pending"; key: string; pending: PendingMessage };

const dayOf = (at: number) => {
  const date = new Date(at);
  return `${date.getFullYear()}-${date.getMonth() + 1}-${date.getDate()}`;
};

/**
 * Messages, then my pending sends, with a day separator before the first of each local day. My
 * own messages are keyed by client id, so a bubble stays the same element from "sending" to stored.
 */
export function threadRows(state: Pick<ThreadState, "messages" | "pending">, me: number): ThreadRow[] {
  const rows: ThreadRow[] = [];
  const ownKeys = new Set<string>();
  const keyOf = (message: ImMessage) => {
    const key = `c-${message.clientMsgId}`;
    if (message.senderId !== me || ownKeys.has(key)) return `s-${message.seq}`;
    ownKeys.add(key);
    return key;
  };
  let lastDay = "";
  const dayBreak = (at: number) => {
    const day = dayOf(at);
    if (day !== lastDay) rows.push({ kind: "day", key: `day-${day}`, at });
    lastDay = day;
  };
  for (const message of state.messages) {
    dayBreak(message.createdAt);
    rows.push({ kind: "message", key: keyOf(message), message });
  }
  for (const pending of state.pending) {
    dayBreak(pending.createdAt);
    rows.push({ kind: "pending", key: `c-${pending.clientMsgId}`, pending });
  }
  return rows;
}
