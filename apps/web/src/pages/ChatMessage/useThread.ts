import {
  convNoticeData,
  type GroupTipContent,
  IM_MESSAGE_TYPE,
  type ImMentions,
  type ImMessage,
  type ImSendContent,
  imMessageEventDataSchema,
  imRevokedEventDataSchema,
  imUserNoticeData,
  type NoticeEvent,
  type StreamEvent,
} from "@courtside/protocol";
import { useCallback, useEffect, useReducer, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../api/errors";
import { failureText } from "../../api/failure";
import {
  fetchConversation,
  fetchMessagesAfter,
  fetchMessagesBefore,
  fetchUnread,
  readConversation,
  sendMessage,
} from "../../api/im";
import { useChannel } from "../../realtime/hooks";
import { realtime } from "../../realtime/realtime";
import { useImStore } from "../../stores/im";
import { useSettingsStore } from "../../stores/settings";
import type { PreparedAttachment } from "./attachments";
import { initialThread, newestSeq, oldestSeq, type PendingMessage, threadReducer } from "./threadState";

const PAGE = 30;
/** How far back a jump to a found message may page before giving up. */
const JUMP_PAGES_MAX = 40;

const newClientId = () => globalThis.crypto.randomUUID();

/** A page's worth of catch-up after `afterSeq`, until the head: nothing missed between history and live. */
async function catchUp(conversationId: number, afterSeq: number, take: (messages: ImMessage[]) => void) {
  let from = afterSeq;
  for (let page = 0; page < 20; page++) {
    const answer = await fetchMessagesAfter(conversationId, from, 100);
    take(answer.messages);
    if (!answer.more || answer.seq <= from) return;
    from = answer.seq;
  }
}

function useDocumentVisible(): boolean {
  const [visible, setVisible] = useState(() => document.visibilityState === "visible");
  useEffect(() => {
    const update = () => setVisible(document.visibilityState === "visible");
    document.addEventListener("visibilitychange", update);
    return () => document.removeEventListener("visibilitychange", update);
  }, []);
  return visible;
}

/**
 * One open conversation: its latest page, then its live stream `conv:<id>` resumed from that
 * page's head (so nothing falls between the two), older pages on demand, my sends with their
 * failures and retries, and reading: while the conversation is on screen, what arrives is read.
 */
/**
 * A tip that arrived live changes what the thread holds for everyone: "cleared" empties what came
 * before it, "messagesDeleted" withdraws its members' earlier messages (as the server stored them).
 */
function tipAction(tip: GroupTipContent, seq: number) {
  if (tip.kind === "cleared") return { type: "clearedUpTo" as const, seq: seq - 1 };
  if (tip.kind === "messagesDeleted") {
    return { type: "revokedOf" as const, senderIds: tip.users.map((user) => user.id), beforeSeq: seq };
  }
  return null;
}

export function useThread(conversationId: number, me: number, onTip?: (tip: GroupTipContent) => void) {
  const { t } = useTranslation();
  const [state, dispatch] = useReducer(threadReducer, initialThread);
  const [loadError, setLoadError] = useState(false);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [head, setHead] = useState<number | null>(null);
  const conversation = useImStore((store) => store.conversations.find((item) => item.id === conversationId));
  const visible = useDocumentVisible();
  const jobs = useRef(new Map<string, { run: () => Promise<ImSendContent>; release: () => void }>());
  const stateRef = useRef(state);
  stateRef.current = state;
  const onTipRef = useRef(onTip);
  onTipRef.current = onTip;

  const load = useCallback(() => {
    let cancelled = false;
    dispatch({ type: "reset" });
    setHead(null);
    setLoadError(false);
    fetchMessagesBefore(conversationId, undefined, PAGE)
      .then((page) => {
        if (cancelled) return;
        dispatch({ type: "page", messages: page.messages, hasOlder: page.more });
        setHead(page.lastSeq);
      })
      .catch(() => !cancelled && setLoadError(true));
    return () => {
      cancelled = true;
    };
  }, [conversationId]);

  useEffect(() => load(), [load]);

  useEffect(() => {
    useImStore.getState().setActive(conversationId);
    return () => {
      if (useImStore.getState().activeConversationId === conversationId) useImStore.getState().setActive(null);
    };
  }, [conversationId]);

  // The live stream, from the loaded page's head: the gateway first sends what came after it.
  useEffect(() => {
    if (head === null) return undefined;
    const onEvent = (event: StreamEvent) => {
      if (event.kind === "message") {
        const parsed = imMessageEventDataSchema.safeParse(event.data);
        if (!parsed.success) return;
        dispatch({ type: "received", message: { ...parsed.data, seq: event.seq } });
        if (parsed.data.type === IM_MESSAGE_TYPE.groupTip && parsed.data.content) {
          const action = tipAction(parsed.data.content, event.seq);
          if (action) dispatch(action);
          onTipRef.current?.(parsed.data.content);
        }
      } else if (event.kind === "revoked") {
        const parsed = imRevokedEventDataSchema.safeParse(event.data);
        if (parsed.success) dispatch({ type: "revoked", seq: parsed.data.seq });
      }
    };
    const onNotice = (notice: NoticeEvent) => {
      if (notice.kind !== "read") return;
      const parsed = convNoticeData.read.safeParse(notice.data);
      if (parsed.success && parsed.data.userId !== me) {
        useImStore.getState().peerRead(conversationId, parsed.data.readSeq);
      }
    };
    const stop = realtime().subscribe(`conv:${conversationId}`, onEvent, {
      lastSeq: head,
      onNotice,
      // Should the gateway start later than asked (a gap), the missing part comes over HTTP.
      onReady: (seq) => {
        if (seq > head) {
          void catchUp(conversationId, head, (messages) => dispatch({ type: "page", messages })).catch(() => undefined);
        }
      },
    });
    return stop;
  }, [conversationId, head, me]);

  // Deletions for me on my other devices.
  const onUserNotice = useCallback(
    (notice: NoticeEvent) => {
      if (notice.kind !== "messagesHidden") return;
      const parsed = imUserNoticeData.messagesHidden.safeParse(notice.data);
      if (parsed.success && parsed.data.conversationId === conversationId) {
        dispatch({ type: "hidden", seqs: parsed.data.seqs });
      }
    },
    [conversationId],
  );
  useChannel(me > 0 ? `user:${me}` : null, () => undefined, { onNotice: onUserNotice });

  // Opened from a link or a card while the list does not hold it (new, or deleted from my list).
  const listReady = useImStore((store) => store.status === "ready");
  const known = conversation !== undefined;
  useEffect(() => {
    if (!listReady || known) return;
    fetchConversation(conversationId)
      .then((found) => useImStore.getState().upsert(found))
      .catch(() => setLoadError(true));
  }, [conversationId, listReady, known]);

  // "Clear records" on any device of mine.
  const hiddenBefore = conversation?.hiddenBeforeSeq ?? 0;
  useEffect(() => {
    if (hiddenBefore > 0) dispatch({ type: "clearedUpTo", seq: hiddenBefore });
  }, [hiddenBefore]);

  // Reading: what is on screen while the page is visible is read at once, also what arrives later.
  const newest = newestSeq(state);
  const readSeq = conversation?.readSeq ?? 0;
  const reading = useRef(0);
  useEffect(() => {
    if (!visible || newest <= readSeq || newest <= reading.current) return;
    reading.current = newest;
    readConversation(conversationId, newest)
      .then((updated) => {
        useImStore.getState().upsert(updated);
        // The totals come from the server too: its notice may have gone out before this page
        // followed its user channel.
        return fetchUnread();
      })
      .then(({ unreadTotal, systemUnread }) => {
        useImStore.getState().setUnreadTotal(unreadTotal);
        useImStore.getState().setSystemCount({ unread: systemUnread });
      })
      .catch(() => {
        reading.current = 0;
      });
  }, [conversationId, newest, readSeq, visible]);

  const loadOlder = useCallback(async (): Promise<boolean> => {
    const oldest = oldestSeq(stateRef.current);
    if (!stateRef.current.hasOlder || oldest === undefined) return false;
    setLoadingOlder(true);
    try {
      const page = await fetchMessagesBefore(conversationId, oldest, PAGE);
      dispatch({ type: "page", messages: page.messages, hasOlder: page.more });
      return page.messages.length > 0;
    } catch {
      return false;
    } finally {
      setLoadingOlder(false);
    }
  }, [conversationId]);

  /** Pages back until `seq` is held (a search result); whether it is there now. */
  const reach = useCallback(
    async (seq: number): Promise<boolean> => {
      if (stateRef.current.messages.some((message) => message.seq === seq)) return true;
      let oldest = oldestSeq(stateRef.current);
      for (let page = 0; page < JUMP_PAGES_MAX; page++) {
        if (oldest !== undefined && oldest <= seq) return false;
        const more = await fetchMessagesBefore(conversationId, oldest, 100).catch(() => null);
        if (!more) return false;
        dispatch({ type: "page", messages: more.messages, hasOlder: more.more });
        if (more.messages.some((message) => message.seq === seq)) return true;
        const first = more.messages[0]?.seq;
        if (!more.more || first === undefined) return false;
        oldest = first;
      }
      return false;
    },
    [conversationId],
  );

  const failWith = useCallback(
    (clientMsgId: string, error: unknown) =>
      dispatch({
        type: "failed",
        clientMsgId,
        error: error instanceof ApiError ? failureText(error) : t("im.message.sendFailed"),
      }),
    [t],
  );

  /** Sends and waits at most `imMsgTimeout` seconds (spec section 3) before showing it failed. */
  const deliver = useCallback(
    async (clientMsgId: string) => {
      const job = jobs.current.get(clientMsgId);
      if (!job) return;
      let content: ImSendContent;
      try {
        content = await job.run();
      } catch (error) {
        failWith(clientMsgId, error);
        return;
      }
      dispatch({ type: "progress", clientMsgId, progress: null });
      const timeoutMs = useSettingsStore.getState().imMsgTimeout * 1000;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const late = new Promise<"late">((resolve) => {
        timer = setTimeout(() => resolve("late"), timeoutMs);
      });
      try {
        const answer = await Promise.race([sendMessage({ conversationId, clientMsgId, ...content }), late]);
        if (answer === "late") {
          dispatch({ type: "failed", clientMsgId, error: t("im.message.noAnswer") });
          return;
        }
        dispatch({ type: "received", message: answer.message });
        job.release();
        jobs.current.delete(clientMsgId);
      } catch (error) {
        failWith(clientMsgId, error);
      } finally {
        clearTimeout(timer);
      }
    },
    [conversationId, failWith, t],
  );

  const enqueue = useCallback(
    (body: PendingMessage["body"], run: () => Promise<ImSendContent>, release: () => void = () => undefined) => {
      const clientMsgId = newClientId();
      jobs.current.set(clientMsgId, { run, release });
      dispatch({
        type: "pending",
        item: { clientMsgId, body, createdAt: Date.now(), status: "sending", progress: null, error: null },
      });
      void deliver(clientMsgId);
    },
    [deliver],
  );

  const sendText = useCallback(
    (text: string, at?: ImMentions) => {
      const content = at ? { text, at } : { text };
      enqueue({ type: 101, content }, async () => ({ type: 101, content }));
    },
    [enqueue],
  );

  const sendCard = useCallback(
    (card: { userId: number; nickname: string; avatar: string | null }) => {
      enqueue({ type: 108, content: card }, async () => ({ type: 108, content: { userId: card.userId } }));
    },
    [enqueue],
  );

  const sendAttachment = useCallback(
    (prepared: PreparedAttachment) => {
      const clientMsgId = newClientId();
      const run = () => prepared.upload((percent) => dispatch({ type: "progress", clientMsgId, progress: percent }));
      jobs.current.set(clientMsgId, { run, release: prepared.release });
      dispatch({
        type: "pending",
        item: {
          clientMsgId,
          body: prepared.preview,
          createdAt: Date.now(),
          status: "sending",
          progress: 0,
          error: null,
        },
      });
      void deliver(clientMsgId);
    },
    [deliver],
  );

  const retry = useCallback(
    (clientMsgId: string) => {
      dispatch({ type: "retrying", clientMsgId });
      void deliver(clientMsgId);
    },
    [deliver],
  );

  const discard = useCallback((clientMsgId: string) => {
    jobs.current.get(clientMsgId)?.release();
    jobs.current.delete(clientMsgId);
    dispatch({ type: "discard", clientMsgId });
  }, []);

  // Local previews are freed when the conversation closes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: each conversation frees its own
  useEffect(() => {
    const held = jobs.current;
    return () => {
      for (const job of held.values()) job.release();
      held.clear();
    };
  }, [conversationId]);

  return {
    state,
    conversation,
    loadError,
    loadingOlder,
    reload: load,
    loadOlder,
    reach,
    sendText,
    sendCard,
    sendAttachment,
    retry,
    discard,
    hide: (seqs: number[]) => dispatch({ type: "hidden", seqs }),
    revoked: (seq: number) => dispatch({ type: "revoked", seq }),
  };
}
