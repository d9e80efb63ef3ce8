import { connectWs, type WsClient, type WsEvent } from "./ws.js";

/** Server nodes behind a pretend load balancer: slot → base URL, or undefined while a node is down. */
export type Cluster = { urls: (string | undefined)[] };

type Envelope = { success: boolean; code: number; msg: string; data: unknown };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One POST to one node; a network failure or a timeout rejects. */
async function post(base: string, path: string, body: unknown, token: string): Promise<Envelope> {
  const res = await fetch(`${base}/web/${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: token },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(5_000),
  });
  if (res.status >= 500) throw new Error(`${path}: HTTP ${res.status}`);
  return (await res.json()) as Envelope;
}

/**
 * A POST that a client would retry: on a failure or timeout it goes to the other node (the same body,
 * so a retried send carries the same client message id). A refusal of the request itself is final.
 */
export async function reliably<T>(cluster: Cluster, first: number, path: string, body: unknown, token: string) {
  const deadline = Date.now() + 60_000;
  for (let attempt = 0; ; attempt++) {
    const base = cluster.urls[(first + attempt) % cluster.urls.length];
    try {
      if (base === undefined) throw new Error("node down");
      const answer = await post(base, path, body, token);
      if (!answer.success) throw new Refused(`${path} refused: ${answer.code} ${answer.msg}`);
      return answer.data as T;
    } catch (error) {
      if (error instanceof Refused || Date.now() > deadline) throw error;
      await sleep(Math.min(500, 50 * (attempt + 1)));
    }
  }
}
class Refused extends Error {}

type Stored = { seq: number; clientMsgId: string; senderId: number };
type Page = { messages: Stored[]; seq: number; more: boolean };

/** Every message of a conversation as the server holds it, paged from the start. */
export async function history(cluster: Cluster, token: string, conversationId: number): Promise<Stored[]> {
  const all: Stored[] = [];
  for (let afterSeq = 0, more = true; more; ) {
    const page = await reliably<Page>(
      cluster,
      1,
      "chat/message/after",
      { conversationId, afterSeq, limit: 100 },
      token,
    );
    all.push(...page.messages.map(({ seq, clientMsgId, senderId }) => ({ seq, clientMsgId, senderId })));
    ({ seq: afterSeq, more } = page);
  }
  return all;
}

/** What one device holds of one conversation. */
export interface Held {
  messages: Stored[];
  /** Deliveries at or below what it already had, or past a gap: the protocol promises none. */
  doubled: number;
  skipped: number;
  /** The seq it last marked read. */
  read: number;
}

/**
 * A signed-in device as the web client behaves: it follows its user channel and its conversations
 * on one node; when that socket drops it reconnects to another node, pages through what it missed
 * with `message/after`, then follows each conversation again from there. Sends go over the socket
 * or HTTP with a client message id and are retried on the other node until stored. Every
 * `readEvery` messages of a conversation it marks them read.
 */
export function chatDevice(
  cluster: Cluster,
  me: { id: number; token: string },
  conversationIds: number[],
  readEvery: number,
) {
  const held = new Map<number, Held>(
    conversationIds.map((id) => [id, { messages: [], doubled: 0, skipped: 0, read: 0 }]),
  );
  const acks = new Map<string, (event: WsEvent | undefined) => void>();
  let socket: WsClient | undefined;
  let slot = 0;
  let reconnects = 0;
  let moving: Promise<void> | undefined;
  const reads: Promise<unknown>[] = [];

  const last = (h: Held) => h.messages.at(-1)?.seq ?? 0;

  function take(conversationId: number, { seq, clientMsgId, senderId }: Stored) {
    const h = held.get(conversationId);
    if (!h) return;
    const message = { seq, clientMsgId, senderId };
    if (message.seq <= last(h)) h.doubled += 1;
    else {
      if (message.seq !== last(h) + 1) h.skipped += 1;
      h.messages.push(message);
    }
    if (last(h) - h.read >= readEvery) markRead(conversationId, h, last(h));
  }

  function markRead(conversationId: number, h: Held, seq: number) {
    h.read = seq;
    reads.push(reliably(cluster, slot + 1, "chat/conversation/read", { conversationId, seq }, me.token));
  }

  function onFrame(raw: unknown) {
    const frame: WsEvent[] = JSON.parse(String(raw));
    for (const event of frame) {
      if ((event.type === "ack" || event.type === "refused") && typeof event.clientMsgId === "string") {
        acks.get(event.clientMsgId)?.(event);
      }
      const channel = typeof event.channel === "string" ? event.channel : "";
      if (event.type !== "event" || event.kind !== "message" || !channel.startsWith("conv:")) continue;
      const data = event.data as { clientMsgId: string; senderId: number };
      take(Number(channel.slice(5)), { seq: Number(event.seq), ...data });
    }
  }

  /** Connects to a node, catches up over HTTP, then follows every conversation from where it is. */
  async function connect(to: number) {
    slot = to;
    const base = cluster.urls[to];
    if (base === undefined) throw new Error(`node ${to} is down`);
    const client = await connectWs(`${base.replace("http", "ws")}/web/ws`, { token: me.token });
    socket = client;
    client.socket.on("message", onFrame);
    client.socket.on("close", () => {
      for (const resolve of acks.values()) resolve(undefined);
      if (socket === client && moving === undefined) moving = failover();
    });
    try {
      await follow(client, to);
    } catch (error) {
      leave(client);
      throw error;
    }
  }

  /** Drops a connection as a client does: whatever it still delivers is no longer read. */
  function leave(client: WsClient | undefined) {
    client?.socket.off("message", onFrame);
    client?.close();
  }

  async function follow(client: WsClient, to: number) {
    await client.subscribe(`user:${me.id}`);
    for (const [conversationId, h] of held) {
      for (let more = true; more; ) {
        const page = await reliably<Page>(
          cluster,
          to,
          "chat/message/after",
          { conversationId, afterSeq: last(h), limit: 100 },
          me.token,
        );
        for (const message of page.messages) take(conversationId, message);
        more = page.more;
      }
      await client.subscribe(`conv:${conversationId}`, last(h));
    }
  }

  /** The node went away: try the others until one takes the device back. */
  async function failover() {
    reconnects += 1;
    for (let attempt = 1; ; attempt++) {
      const next = (slot + attempt) % cluster.urls.length;
      try {
        if (cluster.urls[next] !== undefined) {
          await connect(next);
          break;
        }
      } catch {
        // Tried a node that is going down too: the next one.
      }
      await sleep(100);
    }
    moving = undefined;
  }

  async function overSocket(channel: string, clientMsgId: string, text: string) {
    const client = socket;
    if (!client || moving || client.socket.readyState !== client.socket.OPEN) return undefined;
    const answer = new Promise<WsEvent | undefined>((resolve) => {
      acks.set(clientMsgId, resolve);
      setTimeout(() => resolve(undefined), 3_000);
    });
    client.send({ type: "send", channel, clientMsgId, text });
    const event = await answer;
    acks.delete(clientMsgId);
    return event?.type === "ack" ? Number(event.seq) : undefined;
  }

  return {
    held,
    connect,
    get slot() {
      return slot;
    },
    get reconnects() {
      return reconnects;
    },
    /** Moves to another node on purpose, as after a load balancer's rebalancing. */
    async moveTo(to: number) {
      await moving;
      const move = (async () => {
        leave(socket);
        await connect(to);
      })();
      moving = move;
      await move;
      moving = undefined;
      reconnects += 1;
    },
    /** Sends a text once: over the socket, else (or when that fails) over HTTP, retried until stored. */
    async send(conversationId: number, clientMsgId: string, text: string, viaSocket: boolean, node: number) {
      const seq = viaSocket ? await overSocket(`conv:${conversationId}`, clientMsgId, text) : undefined;
      if (seq !== undefined) return seq;
      const sent = await reliably<{ message: { seq: number } }>(
        cluster,
        viaSocket ? slot + 1 : node,
        "chat/message/send",
        { conversationId, clientMsgId, type: 101, content: { text } },
        me.token,
      );
      return sent.message.seq;
    },
    /** Every read mark has been stored. */
    settled: () => Promise.all(reads),
    close: () => {
      moving = Promise.resolve();
      leave(socket);
    },
  };
}
export type ChatDevice = ReturnType<typeof chatDevice>;
