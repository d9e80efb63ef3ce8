import { type ClientFrame, type ServerEvent, type StreamEvent, serverEventSchema } from "@courtside/protocol";
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

export interface RealtimeOptions {
  /** Opens a socket to the gateway (`/web/ws?token=…`). */
  connect: () => SocketLike;
  /** Reconnect delay after `attempt` failures: backoff with a cap. */
  backoffMs?: (attempt: number) => number;
  setTimer?: (fn: () => void, ms: number) => unknown;
}

type Listener = (event: StreamEvent) => void;
const OPEN = 1;
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

/**
 * The one realtime client: it keeps the last seq of every channel it follows, and after a drop it
 * reconnects with backoff and re-subscribes with those seqs, so the gateway sends what was missed
 * — each event reaches listeners once, in order.
 */
export function createRealtimeClient(options: RealtimeOptions) {
  const backoff = options.backoffMs ?? defaultBackoff;
  const setTimer = options.setTimer ?? ((fn: () => void, ms: number) => setTimeout(fn, ms));
  const lastSeq = new Map<string, number | undefined>();
  const listeners = new Map<string, Set<Listener>>();
  let socket: SocketLike | null = null;
  let attempt = 0;
  let stopped = false;

  const send = (frame: ClientFrame) => {
    if (socket?.readyState === OPEN) socket.send(JSON.stringify(frame));
  };
  const subscribeFrame = (channel: string): ClientFrame => {
    const seq = lastSeq.get(channel);
    return seq === undefined ? { type: "subscribe", channel } : { type: "subscribe", channel, lastSeq: seq };
  };

  function handle(event: ServerEvent) {
    if (event.type === "subscribed") {
      // A first subscription starts at the channel's head.
      if (lastSeq.get(event.channel) === undefined) lastSeq.set(event.channel, event.seq);
      return;
    }
    if (event.type !== "event") return;
    const seen = lastSeq.get(event.channel) ?? 0;
    if (event.seq <= seen) return;
    lastSeq.set(event.channel, event.seq);
    for (const listener of listeners.get(event.channel) ?? []) listener(event);
  }

  function open() {
    if (stopped) return;
    const current = options.connect();
    socket = current;
    current.onopen = () => {
      attempt = 0;
      for (const channel of listeners.keys()) send(subscribeFrame(channel));
    };
    current.onmessage = ({ data }) => {
      for (const event of readFrame(data)) handle(event);
    };
    current.onclose = () => {
      if (socket !== current || stopped) return;
      socket = null;
      setTimer(open, backoff(attempt++));
    };
  }

  return {
    start: open,
    /** Follows a channel; returns the function that stops following it. */
    subscribe(channel: string, listener: Listener): () => void {
      let set = listeners.get(channel);
      if (!set) {
        set = new Set();
        listeners.set(channel, set);
        if (!lastSeq.has(channel)) lastSeq.set(channel, undefined);
        send(subscribeFrame(channel));
      }
      set.add(listener);
      return () => {
        set?.delete(listener);
        if (set?.size === 0) {
          listeners.delete(channel);
          lastSeq.delete(channel);
          send({ type: "unsubscribe", channel });
        }
      };
    },
    stop() {
      stopped = true;
      socket?.close();
      socket = null;
    },
  };
}
export type RealtimeClient = ReturnType<typeof createRealtimeClient>;
