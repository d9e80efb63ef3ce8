import { type ChatUser, chatUserSchema, ERRORS, type RoomHistory } from "@courtside/protocol";
import { useCallback, useEffect, useRef, useState } from "react";
import { z } from "zod";
import { fetchMatchHistory, fetchRoomHistory } from "../../api/chatroom";
import type { SendResult } from "../../realtime/client";
import { realtime } from "../../realtime/realtime";
import { useSessionStore } from "../../stores/session";
import { useSettingsStore } from "../../stores/settings";
import {
  ackLocal,
  addEnter,
  addLocal,
  applyEvents,
  fromHistory,
  type RawEvent,
  type RoomState,
  updateLocal,
  withMe,
} from "./chatState";

/** Without a connection after this long, the history is read anyway and shown until it comes. */
const HISTORY_FALLBACK_MS = 2500;
/** Above this many stored events in a second the list stops announcing each one to screen readers. */
const BUSY_PER_SECOND = 4;
const QUIET_MS = 2000;

const enterSchema = z.object({ user: chatUserSchema });
const muteRefusalSchema = z.object({
  until: z.number().nullable().optional(),
  forMatch: z.boolean().optional(),
  all: z.boolean().optional(),
});

export interface RoomFeed {
  /** Null until the history has arrived. */
  state: RoomState | null;
  failed: boolean;
  /** Many events a second: announcing each would drown a screen reader. */
  busy: boolean;
  online: number | null;
  retryLoad: () => void;
  send: (text: string, clientMsgId?: string) => Promise<SendResult>;
}

/**
 * A live room's chat as it happens. The channel is followed first and the history read once the
 * subscription stands, so the history reaches at least the seq the live events start after: no gap,
 * and events the history already holds are skipped. Incoming events wait in a queue and are
 * applied once per animation frame, so a busy room renders at most once a frame.
 */
/** Where a chat is: a live room (`room:<anchor id>`) or a match's chat room (`match:<match id>`). */
export interface ChatPlace {
  kind: "room" | "match";
  id: number;
}

export function useRoomFeed({ kind, id }: ChatPlace): RoomFeed {
  const jwt = useSessionStore((session) => session.jwt);
  const myId = useSessionStore((session) => session.userInfo?.uid ?? null);
  const me = useRef(myId);
  me.current = myId;
  const [state, setState] = useState<RoomState | null>(null);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [online, setOnline] = useState<number | null>(null);
  const [attempt, setAttempt] = useState(0);
  const channel = `${kind}:${id}`;

  // `jwt` and `attempt` restart the feed: another user has another standing; a retry reads again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: both are restart triggers only
  useEffect(() => {
    let alive = true;
    const queue: RawEvent[] = [];
    const enters: { user: ChatUser; at: number }[] = [];
    let frame = 0;
    let historySeq: number | null = null;
    let readySeq: number | null = null;
    let loading = false;
    let second = { start: Date.now(), count: 0 };
    let quiet = 0;
    setState(null);
    setFailed(false);

    const flush = () => {
      frame = 0;
      if (historySeq === null) return;
      const events = queue.splice(0);
      const entered = enters.splice(0);
      setState((current) => {
        if (!current) return current;
        let next = applyEvents(current, events, me.current);
        for (const entry of entered) next = addEnter(next, entry.user, entry.at);
        return next;
      });
    };
    const schedule = () => {
      if (frame === 0 && historySeq !== null) frame = requestAnimationFrame(flush);
    };
    const countRate = () => {
      const now = Date.now();
      if (now - second.start >= 1000) {
        setBusy(second.count > BUSY_PER_SECOND);
        second = { start: now, count: 0 };
      }
      second.count += 1;
      // After a quiet spell the next lines are announced again.
      window.clearTimeout(quiet);
      quiet = window.setTimeout(() => setBusy(false), QUIET_MS);
    };

    const apply = (history: RoomHistory) => {
      historySeq = history.seq;
      useSettingsStore.getState().setImMsgTimeout(history.imMsgTimeout);
      setOnline(history.online);
      setState((current) => fromHistory(history, me.current, current?.local ?? []));
      schedule();
    };
    const load = async (): Promise<void> => {
      loading = true;
      try {
        const history = kind === "match" ? await fetchMatchHistory(id) : await fetchRoomHistory(id);
        if (!alive) return;
        // The subscription started past this history (it was read before the socket was up): read again.
        if (readySeq !== null && history.seq < readySeq) return await load();
        apply(history);
      } catch {
        if (alive && historySeq === null) setFailed(true);
      } finally {
        loading = false;
      }
    };

    const off = realtime().subscribe(
      channel,
      (event) => {
        queue.push(event);
        countRate();
        schedule();
      },
      {
        onNotice: (notice) => {
          const parsed = notice.kind === "enter" ? enterSchema.safeParse(notice.data) : undefined;
          if (!parsed?.success) return;
          enters.push({ user: parsed.data.user, at: notice.at });
          schedule();
        },
        onReady: (seq) => {
          readySeq = seq;
          if (loading) return;
          if (historySeq === null || historySeq < seq) void load();
        },
      },
    );
    const fallback = window.setTimeout(() => {
      if (historySeq === null && !loading) void load();
    }, HISTORY_FALLBACK_MS);

    return () => {
      alive = false;
      off();
      if (frame !== 0) cancelAnimationFrame(frame);
      window.clearTimeout(fallback);
      window.clearTimeout(quiet);
    };
  }, [channel, kind, id, jwt, attempt]);

  const send = useCallback(
    (text: string, clientMsgId?: string) => {
      const sent = realtime().sendChat(channel, text, clientMsgId);
      const id = sent.clientMsgId;
      setState((current) => current && addLocal(current, { clientMsgId: id, text, at: Date.now(), status: "sending" }));
      return sent.result.then((result) => {
        setState((current) => {
          if (!current) return current;
          if (result.status === "ack") return ackLocal(current, id, result.seq);
          if (result.status === "timeout") return updateLocal(current, id, { status: "failed", error: undefined });
          let next = updateLocal(current, id, { status: "failed", error: result.msg });
          if (result.code === ERRORS.mutedInRoom) {
            const mute = muteRefusalSchema.safeParse(result.data);
            if (mute.success) {
              next = mute.data.all
                ? withMe(next, {}, true)
                : withMe(next, { mutedUntil: mute.data.until ?? null, mutedForMatch: mute.data.forMatch ?? false });
            }
          }
          if (result.code === ERRORS.cannotSpeakNow) next = withMe(next, { banned: true });
          return next;
        });
        return result;
      });
    },
    [channel],
  );

  const retryLoad = useCallback(() => setAttempt((count) => count + 1), []);
  return { state, failed, busy, online, retryLoad, send };
}
