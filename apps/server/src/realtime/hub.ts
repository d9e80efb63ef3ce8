import type { BusEvent, NoticeEvent, ServerEvent, StreamEvent } from "@courtside/protocol";
import type { WebSocket } from "ws";

/**
 * Coalescing window, per channel: after a channel's events went out, its events that follow within
 * this many ms wait for the window to end and go out together — one frame per socket instead of one
 * per event. An event of a channel that was quiet goes out on the next tick, however busy the
 * others are (a private chat's message does not wait behind a busy room).
 */
export const COALESCE_MS = 25;

/** Past this many bytes waiting to be sent, a socket is too slow to keep: it is dropped. */
export const MAX_BUFFERED_BYTES = 1024 * 1024;

export interface Client {
  socket: WebSocket;
  userId: number | null;
  /** Channel → last seq sent to this client. */
  channels: Map<string, number>;
  /** Live events held while a channel's missed events are read (resume), so none come out of order. */
  holding: Map<string, StreamEvent[]>;
}

/**
 * Channel registry and fan-out. Events for a channel that arrive within one tick are serialised
 * once into a single frame (a JSON array) and that same string is written to every subscriber.
 */
export function createHub(onGap: (client: Client, channel: string, sentSeq: number) => void) {
  const members = new Map<string, Set<Client>>();
  const pending = new Map<string, StreamEvent[]>();
  const notices = new Map<string, NoticeEvent[]>();
  /** Channel → when its events last went out (channels followed here). */
  const lastOut = new Map<string, number>();
  let scheduled = false;
  /** A timer for the earliest window that ends, and when. */
  let timer: NodeJS.Timeout | undefined;
  let timerAt = Number.POSITIVE_INFINITY;

  function write(client: Client, frame: string) {
    if (client.socket.readyState !== client.socket.OPEN) return;
    if (client.socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      client.socket.terminate();
      return;
    }
    client.socket.send(frame);
  }

  /** Flushes on the next tick, or when the earliest waiting window ends (`at`, ms). */
  function schedule(at: number) {
    const now = Date.now();
    if (at <= now) {
      if (!scheduled) {
        scheduled = true;
        setImmediate(flush);
      }
      return;
    }
    if (at >= timerAt) return;
    clearTimeout(timer);
    timerAt = at;
    timer = setTimeout(() => {
      timer = undefined;
      timerAt = Number.POSITIVE_INFINITY;
      flush();
    }, at - now);
  }

  function flush() {
    scheduled = false;
    const now = Date.now();
    // Passing notices carry no seq: one frame per channel to every member that is not resuming.
    for (const [channel, list] of notices) {
      const frame = JSON.stringify(list);
      for (const client of members.get(channel) ?? []) if (!client.holding.has(channel)) write(client, frame);
    }
    notices.clear();
    let next = Number.POSITIVE_INFINITY;
    for (const [channel, events] of pending) {
      const due = (lastOut.get(channel) ?? 0) + COALESCE_MS;
      if (due > now) {
        next = Math.min(next, due);
        continue;
      }
      pending.delete(channel);
      const subscribers = members.get(channel);
      if (!subscribers) continue;
      lastOut.set(channel, now);
      events.sort((a, b) => a.seq - b.seq);
      const frame = JSON.stringify(events);
      const firstSeq = events[0]?.seq ?? 0;
      const lastSeq = events.at(-1)?.seq ?? 0;
      const contiguous = events.every((e, i) => e.seq === firstSeq + i);
      for (const client of subscribers) {
        const held = client.holding.get(channel);
        if (held) {
          held.push(...events);
          continue;
        }
        const sent = client.channels.get(channel) ?? 0;
        if (sent >= lastSeq) continue;
        if (!contiguous || firstSeq > sent + 1) {
          // Events overtook each other between nodes: read the missing ones from the stream.
          client.holding.set(channel, [...events]);
          onGap(client, channel, sent);
          continue;
        }
        // The common case: one frame, serialised once, written to every subscriber.
        const fresh = firstSeq === sent + 1 ? frame : JSON.stringify(events.filter((e) => e.seq > sent));
        client.channels.set(channel, lastSeq);
        write(client, fresh);
      }
    }
    if (pending.size > 0) schedule(next);
  }

  return {
    /** Subscribes a client; live events are held until `resume` sends what it missed before them. */
    join(client: Client, channel: string, sentSeq: number) {
      client.channels.set(channel, sentSeq);
      client.holding.set(channel, []);
      let set = members.get(channel);
      if (!set) {
        set = new Set();
        members.set(channel, set);
      }
      set.add(client);
    },
    /**
     * Sends the missed events and whatever arrived meanwhile, in seq order without duplicates, then
     * lets live events through.
     */
    resume(client: Client, channel: string, missed: StreamEvent[], reply: ServerEvent[]) {
      // Evicted while its backlog was read: it gets nothing more of this channel.
      if (!members.get(channel)?.has(client)) return;
      const held = client.holding.get(channel) ?? [];
      client.holding.delete(channel);
      let sent = client.channels.get(channel) ?? 0;
      const events: ServerEvent[] = [...reply];
      for (const event of [...missed, ...held].sort((a, b) => a.seq - b.seq)) {
        if (event.seq <= sent) continue;
        events.push(event);
        sent = event.seq;
      }
      client.channels.set(channel, sent);
      if (events.length > 0) write(client, JSON.stringify(events));
    },
    leave(client: Client, channel: string) {
      client.channels.delete(channel);
      client.holding.delete(channel);
      members.get(channel)?.delete(client);
      if (members.get(channel)?.size === 0) {
        members.delete(channel);
        lastOut.delete(channel);
      }
    },
    /**
     * Drops every socket of a user from a channel (removed from a group) and tells each one; events
     * not yet flushed to them are not sent.
     */
    evict(channel: string, userId: number) {
      for (const client of [...(members.get(channel) ?? [])]) {
        if (client.userId !== userId) continue;
        this.leave(client, channel);
        write(client, JSON.stringify([{ type: "unsubscribed", channel }]));
      }
    },
    leaveAll(client: Client) {
      for (const channel of [...client.channels.keys()]) this.leave(client, channel);
    },
    /** Queues an event from the bus; a channel's events of a tick (or of its window) go out together. */
    deliver(event: BusEvent) {
      if (!members.has(event.channel)) return;
      const queue: Map<string, BusEvent[]> = event.type === "notice" ? notices : pending;
      const list = queue.get(event.channel) ?? [];
      list.push(event);
      queue.set(event.channel, list);
      schedule(event.type === "notice" ? 0 : (lastOut.get(event.channel) ?? 0) + COALESCE_MS);
    },
    /** Sends a client its own events (replies, resumed backlog) as one frame. */
    send(client: Client, events: ServerEvent[]) {
      if (events.length > 0) write(client, JSON.stringify(events));
    },
    size: () => members.size,
    /** Connections following a channel on this node. */
    count: (channel: string) => members.get(channel)?.size ?? 0,
    /** Channels followed on this node with their connection counts. */
    counts: (prefix: string) =>
      [...members]
        .filter(([channel]) => channel.startsWith(prefix))
        .map(([channel, set]) => [channel, set.size] as const),
    /** Channels with a member on this node that start with `prefix`. */
    channels: (prefix: string) => [...members.keys()].filter((channel) => channel.startsWith(prefix)),
  };
}
export type Hub = ReturnType<typeof createHub>;
