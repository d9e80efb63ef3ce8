import {
  type ChatUser,
  giftEventSchema,
  type LocalizedNames,
  type RoomHistory,
  type RoomMe,
  redPacketEventSchema,
  roomEventData,
} from "@courtside/protocol";

/**
 * The chat list of a live room as pure data: history in, stored events and passing notices
 * applied one batch at a time, plus the sends of this client not yet in the stream. Texts are
 * left to the view, so this module knows no language.
 */

/** Lines kept in memory; the oldest go first. */
export const MAX_LINES = 500;
/** "X entered" lines closer together than this are merged into one ("X and 3 others entered"). */
export const ENTER_MERGE_MS = 3000;

export type ChatLine =
  | { key: string; type: "chat"; seq: number; at: number; text: string; sender: ChatUser }
  | { key: string; type: "enter"; at: number; user: ChatUser; others: number }
  | { key: string; type: "cleared"; seq: number; at: number; by: ChatUser }
  | {
      key: string;
      type: "muted";
      seq: number;
      at: number;
      user: ChatUser;
      until: number | null;
      forMatch: boolean;
      by: ChatUser;
    }
  | { key: string; type: "unmuted"; seq: number; at: number; user: ChatUser | null; me: boolean }
  | { key: string; type: "muteAll"; seq: number; at: number; on: boolean; by: ChatUser }
  | { key: string; type: "banned"; seq: number; at: number; user: ChatUser; on: boolean }
  | { key: string; type: "role"; seq: number; at: number; user: ChatUser; role: number }
  | {
      key: string;
      type: "gift";
      seq: number;
      at: number;
      sender: string;
      count: number;
      gift: LocalizedNames;
      image: string;
    }
  | { key: string; type: "redPacket"; seq: number; at: number; sender: string };

/** One of my sends that the stream does not hold yet. */
export interface LocalMessage {
  clientMsgId: string;
  text: string;
  at: number;
  status: "sending" | "failed";
  /** The stored seq once acknowledged; the line goes when that event arrives. */
  seq?: number;
  /** The server's refusal, already in the user's language; absent when no answer came. */
  error?: string;
}

export interface RoomState {
  lines: ChatLine[];
  local: LocalMessage[];
  me: RoomMe;
  muteAll: boolean;
  announcement: string;
  /** The last stored seq applied; older or repeated events are ignored. */
  seq: number;
}

export interface RawEvent {
  seq: number;
  kind: string;
  data: unknown;
  at: number;
}

export const emptyRoomState = (): RoomState => ({
  lines: [],
  local: [],
  me: { role: -1, mutedUntil: null, mutedForMatch: false, banned: false },
  muteAll: false,
  announcement: "",
  seq: 0,
});

/** The state right after joining: the history's events (already cut at the last clear) and my standing. */
export function fromHistory(history: RoomHistory, myId: number | null, local: LocalMessage[] = []): RoomState {
  const base: RoomState = {
    ...emptyRoomState(),
    me: history.me,
    muteAll: history.muteAll,
    announcement: history.announcement,
    local,
  };
  const state = applyEvents(base, history.events, myId);
  return { ...state, seq: Math.max(state.seq, history.seq) };
}

/**
 * Applies stored events in seq order. One call per animation frame: the list is copied once per
 * batch, not once per event.
 */
export function applyEvents(state: RoomState, events: readonly RawEvent[], myId: number | null): RoomState {
  const fresh = events.filter((event) => event.seq > state.seq).sort((a, b) => a.seq - b.seq);
  if (fresh.length === 0) return state;
  let lines = [...state.lines];
  let local = state.local;
  let me = state.me;
  let muteAll = state.muteAll;
  let seq = state.seq;
  const mine = (user: { id: number | null }) => myId !== null && user.id === myId;

  for (const event of fresh) {
    if (event.seq <= seq) continue;
    seq = event.seq;
    const base = { key: `s${event.seq}`, seq: event.seq, at: event.at };
    switch (event.kind) {
      case "chat": {
        const parsed = roomEventData.chat.safeParse(event.data);
        if (!parsed.success) break;
        const { text, sender, clientMsgId } = parsed.data;
        lines.push({ ...base, type: "chat", text, sender });
        if (mine(sender)) local = local.filter((message) => message.clientMsgId !== clientMsgId);
        break;
      }
      case "cleared": {
        const parsed = roomEventData.cleared.safeParse(event.data);
        if (!parsed.success) break;
        lines = [{ ...base, type: "cleared", by: parsed.data.by }];
        // Sends already stored before the clear went with it; failed and waiting ones stay mine.
        local = local.filter((message) => message.seq === undefined);
        break;
      }
      case "deleted": {
        const parsed = roomEventData.deleted.safeParse(event.data);
        if (!parsed.success) break;
        lines = lines.filter((line) => !("seq" in line) || line.seq !== parsed.data.seq);
        break;
      }
      case "muted": {
        const parsed = roomEventData.muted.safeParse(event.data);
        if (!parsed.success) break;
        const { user, until, matchId, by } = parsed.data;
        lines.push({ ...base, type: "muted", user, until, forMatch: matchId !== null, by });
        if (mine(user)) me = { ...me, mutedUntil: until, mutedForMatch: matchId !== null };
        break;
      }
      case "unmuted": {
        const parsed = roomEventData.unmuted.safeParse(event.data);
        if (!parsed.success) break;
        const isMe = myId !== null && parsed.data.userId === myId;
        lines.push({ ...base, type: "unmuted", user: parsed.data.user, me: isMe });
        if (isMe) me = { ...me, mutedUntil: null, mutedForMatch: false };
        break;
      }
      case "muteAll": {
        const parsed = roomEventData.muteAll.safeParse(event.data);
        if (!parsed.success) break;
        muteAll = parsed.data.on;
        lines.push({ ...base, type: "muteAll", on: parsed.data.on, by: parsed.data.by });
        break;
      }
      case "banned": {
        const parsed = roomEventData.banned.safeParse(event.data);
        if (!parsed.success) break;
        lines.push({ ...base, type: "banned", user: parsed.data.user, on: parsed.data.on });
        if (mine(parsed.data.user)) me = { ...me, banned: parsed.data.on };
        break;
      }
      case "role": {
        const parsed = roomEventData.role.safeParse(event.data);
        if (!parsed.success) break;
        lines.push({ ...base, type: "role", user: parsed.data.user, role: parsed.data.role });
        if (mine(parsed.data.user)) me = { ...me, role: parsed.data.role };
        break;
      }
      case "gift": {
        const parsed = giftEventSchema.safeParse(event.data);
        if (!parsed.success) break;
        const gift = parsed.data;
        lines.push({
          ...base,
          type: "gift",
          sender: gift.sender.nickname,
          count: gift.count,
          gift: gift.name,
          image: gift.image,
        });
        break;
      }
      case "redPacket": {
        const parsed = redPacketEventSchema.safeParse(event.data);
        if (!parsed.success || parsed.data.kind !== "sent") break;
        lines.push({ ...base, type: "redPacket", sender: parsed.data.sender.nickname });
        break;
      }
      default:
    }
  }
  if (lines.length > MAX_LINES) lines = lines.slice(lines.length - MAX_LINES);
  return { ...state, lines, local, me, muteAll, seq };
}

/** "X entered", merged with the previous entry line when people arrive in quick succession. */
export function addEnter(state: RoomState, user: ChatUser, at: number): RoomState {
  const last = state.lines.at(-1);
  if (last?.type === "enter" && at - last.at < ENTER_MERGE_MS) {
    if (last.user.id !== null && last.user.id === user.id) return state;
    const merged: ChatLine = { ...last, user, others: last.others + 1 };
    return { ...state, lines: [...state.lines.slice(0, -1), merged] };
  }
  const lines: ChatLine[] = [
    ...state.lines,
    { key: `e${at}-${state.lines.length}`, type: "enter", at, user, others: 0 },
  ];
  return { ...state, lines: lines.length > MAX_LINES ? lines.slice(lines.length - MAX_LINES) : lines };
}

export function addLocal(state: RoomState, message: LocalMessage): RoomState {
  return { ...state, local: [...state.local.filter((m) => m.clientMsgId !== message.clientMsgId), message] };
}

export function updateLocal(state: RoomState, clientMsgId: string, patch: Partial<LocalMessage>): RoomState {
  if (!state.local.some((message) => message.clientMsgId === clientMsgId)) return state;
  return {
    ...state,
    local: state.local.map((message) => (message.clientMsgId === clientMsgId ? { ...message, ...patch } : message)),
  };
}

/** A send was stored: if its event is already applied the local copy goes now, else when it arrives. */
export function ackLocal(state: RoomState, clientMsgId: string, seq: number): RoomState {
  if (seq <= state.seq)
    return { ...state, local: state.local.filter((message) => message.clientMsgId !== clientMsgId) };
  return updateLocal(state, clientMsgId, { seq, status: "sending" });
}

/** My standing changed by a refusal (e.g. a mute I had not heard of yet). */
export function withMe(state: RoomState, patch: Partial<RoomMe>, muteAll?: boolean): RoomState {
  return { ...state, me: { ...state.me, ...patch }, muteAll: muteAll ?? state.muteAll };
}
