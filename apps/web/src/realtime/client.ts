import {
  type ClientFrame,
  type NoticeEvent,
  type ServerEvent,
  type StreamEvent,
  serverEventSchema,
} from "@courtside/protocol";
import { z } from "zod";

/** The part of the browser's WebSocket the client uses; tests pass a fake. */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(): void;
  onopen: ((event: unknown) => void) | null;
  onclose: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
}

/** The first frame of a connection: who is connecting (nothing in it: a visitor). */
export type AuthFrame = Extract<ClientFrame, { type: "auth" }>;

export interface RealtimeOptions {
  /** Opens a socket to the gateway (`/web/ws?lang=…`). */
  connect: () => SocketLike;
  /**
   * The credentials of each new connection, sent as its first frame: tokens never go in the
   * address, which servers and proxies write to their logs. Without it the client is a visitor.
   */
  auth?: () => AuthFrame;
  /** Reconnect delay after `attempt` failures: backoff with a cap. */
  backoffMs?: (attempt: number) => number;
  setTimer?: (fn: () => void, ms: number) => unknown;
  /** How long a chat send waits for its ack or refusal before it counts as failed. */
  ackTimeoutMs?: number;
  /** Makes client message ids; a retry reuses the first one so the server stores the message once. */
  newId?: () => string;
}

export type Listener = (event: StreamEvent) => void;
export type NoticeListener = (notice: NoticeEvent) => void;
export type StageSignal = Extract<ServerEvent, { type: "stage" }>["signal"];
export type SignalListener = (signal: StageSignal) => void;
export type RealtimeStatus = "idle" | "connecting" | "open" | "closed";

export interface SubscribeOptions {
  /**
   * The last seq the caller already has (e.g. from a history call). A channel not yet followed
   * resumes after it; on a channel already followed the listener skips events up to it.
   */
  lastSeq?: number;
  /** Passing notices of the channel (someone entered). */
  onNotice?: NoticeListener;
  /**
   * Called once the subscription stands, with the seq after which every event of the channel
   * reaches this listener, in order and once. Above the caller's `lastSeq` means a gap to fill.
   */
  onReady?: (seq: number) => void;
  /** Every confirmation of the subscription, also after each reconnect (media sessions start over). */
  onSubscribed?: () => void;
  /** Media signalling of the channel (a stage), meant for this connection. */
  onSignal?: SignalListener;
  /** A refusal the gateway tied to the channel (a subscribe or a signal it would not take). */
  onError?: (error: { code: number; msg: string }) => void;
}

/** The outcome of a chat send: stored as `seq`, refused with the server's reason, or no answer in time. */
export type SendResult =
  | { status: "ack"; seq: number }
  | { status: "refused"; code: number; msg: string; data: unknown }
  | { status: "timeout" };

interface Follower {
  listener: Listener;
  onNotice: NoticeListener | undefined;
  options: SubscribeOptions;
  onReady: ((seq: number) => void) | undefined;
  /** The last seq this listener has; undefined until the subscription stands. */
  cursor: number | undefined;
  ready: boolean;
}

interface PendingSend {
  frame: ClientFrame;
  resolve: (result: SendResult) => void;
}

const OPEN = 1;
const DEFAULT_ACK_TIMEOUT_MS = 10_000;
const frameSchema = z.array(serverEventSchema);
/** The events of a server frame; anything unreadable is dropped rather than thrown. */
function readFrame(data: unknown): ServerEvent[] {
  if (typeof data !== "string") return [];
  try {
    const parsed = frameSchema.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

const defaultBackoff = (attempt: number) => Math.min(30_000, 500 * 2 ** attempt) * (0.75 + Math.random() * 0.5);
const defaultId = () => globalThis.crypto.randomUUID();

/**
 * The one realtime client: it keeps the last seq of every channel it follows, and after a drop it
 * reconnects with backoff and re-subscribes with those seqs, so the gateway sends what was missed
 * — each event reaches listeners once, in order. Chat sends wait for their ack or refusal; one
 * still unanswered when the connection drops is sent again on the next one (the server stores a
 * client message id once).
 */
export function createRealtimeClient(options: RealtimeOptions) {
  const backoff = options.backoffMs ?? defaultBackoff;
  const setTimer = options.setTimer ?? ((fn: () => void, ms: number) => setTimeout(fn, ms));
  const ackTimeoutMs = options.ackTimeoutMs ?? DEFAULT_ACK_TIMEOUT_MS;
  const newId = options.newId ?? defaultId;
  const auth = options.auth ?? ((): AuthFrame => ({ type: "auth" }));
  /** Channel → the last seq received (undefined until the gateway confirms a head). */
  const lastSeq = new Map<string, number | undefined>();
  const followers = new Map<string, Set<Follower>>();
  /** Channels the server has confirmed on the current connection. */
  const confirmed = new Set<string>();
  const sends = new Map<string, PendingSend>();
  const statusListeners = new Set<(status: RealtimeStatus) => void>();
  let socket: SocketLike | null = null;
  let attempt = 0;
  let stopped = false;
  let started = false;
  /** Counts connections, so a reconnect timer of an abandoned connection does nothing. */
  let generation = 0;
  let status: RealtimeStatus = "idle";

  const setStatus = (next: RealtimeStatus) => {
    if (status === next) return;
    status = next;
    for (const listener of statusListeners) listener(next);
  };
  const send = (frame: ClientFrame) => {
    if (socket?.readyState === OPEN) socket.send(JSON.stringify(frame));
  };
  const subscribeFrame = (channel: string): ClientFrame => {
    const seq = lastSeq.get(channel);
    return seq === undefined ? { type: "subscribe", channel } : { type: "subscribe", channel, lastSeq: seq };
  };

  function makeReady(follower: Follower, seq: number) {
    if (follower.ready) return;
    follower.ready = true;
    follower.cursor = Math.max(follower.cursor ?? seq, seq);
    follower.onReady?.(follower.cursor);
  }

  function handle(event: ServerEvent) {
    switch (event.type) {
      case "subscribed": {
        // A first subscription starts at the channel's head.
        if (lastSeq.get(event.channel) === undefined && lastSeq.has(event.channel))
          lastSeq.set(event.channel, event.seq);
        const seq = lastSeq.get(event.channel);
        if (followers.has(event.channel)) confirmed.add(event.channel);
        if (seq !== undefined) for (const follower of followers.get(event.channel) ?? []) makeReady(follower, seq);
        for (const follower of followers.get(event.channel) ?? []) follower.options.onSubscribed?.();
        return;
      }
      case "stage":
        for (const follower of followers.get(event.channel) ?? []) follower.options.onSignal?.(event.signal);
        return;
      case "error":
        if (event.channel === undefined) return;
        for (const follower of followers.get(event.channel) ?? []) follower.options.onError?.(event);
        return;
      case "event": {
        const seen = lastSeq.get(event.channel) ?? 0;
        if (event.seq <= seen) return;
        lastSeq.set(event.channel, event.seq);
        for (const follower of followers.get(event.channel) ?? []) {
          if (follower.cursor !== undefined && event.seq <= follower.cursor) continue;
          follower.cursor = event.seq;
          follower.listener(event);
        }
        return;
      }
      case "notice":
        for (const follower of followers.get(event.channel) ?? []) follower.onNotice?.(event);
        return;
      case "ack":
      case "refused": {
        const pending = sends.get(event.clientMsgId);
        if (!pending) return;
        sends.delete(event.clientMsgId);
        pending.resolve(
          event.type === "ack"
            ? { status: "ack", seq: event.seq }
            : { status: "refused", code: event.code, msg: event.msg, data: event.data },
        );
        return;
      }
      default:
    }
  }

  function open() {
    if (stopped) return;
    started = true;
    const current = options.connect();
    const mine = ++generation;
    socket = current;
    setStatus("connecting");
    current.onopen = () => {
      attempt = 0;
      confirmed.clear();
      setStatus("open");
      send(auth());
      for (const channel of followers.keys()) send(subscribeFrame(channel));
      for (const pending of sends.values()) send(pending.frame);
    };
    current.onmessage = ({ data }) => {
      for (const event of readFrame(data)) handle(event);
    };
    current.onclose = () => {
      if (socket !== current || stopped) return;
      socket = null;
      setStatus("closed");
      setTimer(() => {
        if (generation === mine && socket === null) open();
      }, backoff(attempt++));
    };
  }

  return {
    start() {
      if (!started) open();
    },
    /** Drops the connection and opens a new one at once (a new token or language), keeping channels and seqs. */
    reconnect() {
      if (stopped || !started) return;
      const old = socket;
      socket = null;
      if (old) {
        old.onclose = null;
        old.onmessage = null;
        old.close();
      }
      attempt = 0;
      open();
    },
    /** Follows a channel; returns the function that stops following it. */
    subscribe(channel: string, listener: Listener, subscribeOptions: SubscribeOptions = {}): () => void {
      const follower: Follower = {
        listener,
        onNotice: subscribeOptions.onNotice,
        options: subscribeOptions,
        onReady: subscribeOptions.onReady,
        cursor: subscribeOptions.lastSeq,
        ready: false,
      };
      let set = followers.get(channel);
      if (!set) {
        set = new Set();
        followers.set(channel, set);
        if (!lastSeq.has(channel) || subscribeOptions.lastSeq !== undefined) {
          lastSeq.set(channel, subscribeOptions.lastSeq);
        }
        set.add(follower);
        send(subscribeFrame(channel));
      } else {
        set.add(follower);
        const seq = lastSeq.get(channel);
        // Already following with a confirmed head: this listener starts from there at once.
        const ready = [...set].some((other) => other !== follower && other.ready);
        if (seq !== undefined && ready) makeReady(follower, seq);
        // The channel was confirmed before this follower came: it hears so too (a stage session
        // opened after the page already follows the stage joins on it).
        const joined = set;
        if (confirmed.has(channel)) {
          queueMicrotask(() => {
            if (joined.has(follower) && confirmed.has(channel)) subscribeOptions.onSubscribed?.();
          });
        }
      }
      return () => {
        set?.delete(follower);
        if (set?.size === 0 && followers.get(channel) === set) {
          followers.delete(channel);
          lastSeq.delete(channel);
          confirmed.delete(channel);
          send({ type: "unsubscribe", channel });
        }
      };
    },
    /**
     * Sends a chat message. Resolves with its ack or refusal, or `timeout` when neither came in
     * time; `clientMsgId` of a retry is the failed send's, so the server keeps one copy.
     */
    sendChat(
      channel: string,
      text: string,
      clientMsgId: string = newId(),
    ): { clientMsgId: string; result: Promise<SendResult> } {
      const frame: ClientFrame = { type: "send", channel, clientMsgId, text };
      const result = new Promise<SendResult>((resolve) => {
        const earlier = sends.get(clientMsgId);
        earlier?.resolve({ status: "timeout" });
        const pending: PendingSend = { frame, resolve };
        sends.set(clientMsgId, pending);
        send(frame);
        setTimer(() => {
          if (sends.get(clientMsgId) !== pending) return;
          sends.delete(clientMsgId);
          resolve({ status: "timeout" });
        }, ackTimeoutMs);
      });
      return { clientMsgId, result };
    },
    /** Media signalling on a followed channel (a stage); dropped while the connection is down. */
    signal(channel: string, signal: Extract<ClientFrame, { type: "stage" }>["signal"]) {
      send({ type: "stage", channel, signal });
    },
    status: () => status,
    /** Calls `listener` on every change of the connection's state; returns the function that stops it. */
    onStatus(listener: (status: RealtimeStatus) => void): () => void {
      statusListeners.add(listener);
      return () => statusListeners.delete(listener);
    },
    stop() {
      stopped = true;
      socket?.close();
      socket = null;
      setStatus("closed");
      for (const [id, pending] of sends) {
        sends.delete(id);
        pending.resolve({ status: "timeout" });
      }
    },
  };
}
export type RealtimeClient = ReturnType<typeof createRealtimeClient>;
