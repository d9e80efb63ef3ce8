import { randomUUID } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";

/** A reply or event of Janus's HTTP API, as far as the relay reads it. */
export interface JanusMessage {
  janus: string;
  transaction?: string;
  sender?: number;
  session_id?: number;
  data?: { id?: number };
  error?: { code: number; reason: string };
  plugindata?: { plugin: string; data: Record<string, unknown> };
  jsep?: { type: "offer" | "answer"; sdp: string };
  reason?: string;
}

/** What a plugin request answered: its data, and the description that came with it. */
export interface PluginReply {
  data: Record<string, unknown>;
  jsep?: { type: "offer" | "answer"; sdp: string };
}

/** Events about one handle that no request waits for (its peer connection up, hung up, detached). */
export type HandleEvent = { kind: "up" } | { kind: "down"; reason: string };

const REQUEST_TIMEOUT_MS = 10_000;
/** Janus answers a long poll after 30 s at most; one that takes longer is a lost server. */
const POLL_TIMEOUT_MS = 45_000;
const RETRY_MS = 1_000;

export class JanusError extends Error {}

/**
 * A small client of Janus's REST API (`janus.transport.http`): one Janus session for the whole
 * process, kept alive by a long poll that also brings the plugins' asynchronous events. A lost
 * session (Janus restarted, or the poll failed past its timeout) is reported through `onLost`, and
 * the next call makes a new one.
 */
export function createJanusClient(baseUrl: string, log: FastifyBaseLogger) {
  const url = baseUrl.replace(/\/+$/, "");
  let session: Promise<number> | null = null;
  let stopped = false;
  const pending = new Map<string, (message: JanusMessage) => void>();
  const handles = new Map<number, (event: HandleEvent) => void>();
  const lostListeners: (() => void)[] = [];

  async function post(path: string, body: Record<string, unknown>): Promise<JanusMessage> {
    const response = await fetch(`${url}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const reply = (await response.json()) as JanusMessage;
    if (reply.janus === "error")
      throw new JanusError(`janus: ${reply.error?.reason ?? "error"} (${reply.error?.code})`);
    return reply;
  }

  function lose(id: number) {
    if (stopped) return;
    session = null;
    for (const resolve of pending.values()) resolve({ janus: "error", error: { code: 0, reason: "session lost" } });
    pending.clear();
    for (const [handle, listener] of [...handles]) {
      handles.delete(handle);
      listener({ kind: "down", reason: "session lost" });
    }
    log.warn({ session: id }, "stage relay: Janus session lost");
    for (const listener of lostListeners) listener();
  }

  function dispatch(message: JanusMessage) {
    const waiting = message.transaction ? pending.get(message.transaction) : undefined;
    if (waiting && message.janus !== "ack") {
      pending.delete(message.transaction as string);
      waiting(message);
      return;
    }
    const listener = message.sender === undefined ? undefined : handles.get(message.sender);
    if (!listener) return;
    if (message.janus === "webrtcup") listener({ kind: "up" });
    else if (message.janus === "hangup" || message.janus === "detached") {
      listener({ kind: "down", reason: message.reason ?? message.janus });
    }
  }

  async function poll(id: number) {
    let failures = 0;
    while (!stopped && session !== null) {
      try {
        const response = await fetch(`${url}/${id}?maxev=50&rid=${Date.now()}`, {
          signal: AbortSignal.timeout(POLL_TIMEOUT_MS),
        });
        const body = (await response.json()) as JanusMessage | JanusMessage[];
        const messages = Array.isArray(body) ? body : [body];
        if (messages.some((m) => m.janus === "error")) return lose(id);
        failures = 0;
        for (const message of messages) dispatch(message);
      } catch (err) {
        if (stopped) return;
        failures += 1;
        // Janus forgets a session 60 s after its last poll: three failed polls in a row is too long.
        if (failures >= 3) return lose(id);
        log.warn({ err }, "stage relay: Janus poll failed, trying again");
        await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
      }
    }
  }

  function current(): Promise<number> {
    if (stopped) return Promise.reject(new JanusError("janus: client stopped"));
    if (!session) {
      const created = post("", { janus: "create", transaction: randomUUID() }).then((reply) => {
        const id = reply.data?.id;
        if (id === undefined) throw new JanusError("janus: no session id");
        void poll(id);
        return id;
      });
      created.catch(() => {
        if (session === created) session = null;
      });
      session = created;
    }
    return session;
  }

  /**
   * Sends one request and waits for its answer: at once for a synchronous one, else its event. A
   * trickle's `ack` is its whole answer (`ackEnds`).
   */
  async function request(
    path: (id: number) => string,
    body: Record<string, unknown>,
    ackEnds = false,
  ): Promise<JanusMessage> {
    const id = await current();
    const transaction = randomUUID();
    const answered = new Promise<JanusMessage>((resolve, reject) => {
      const timer = setTimeout(() => {
        pending.delete(transaction);
        reject(new JanusError("janus: no answer"));
      }, REQUEST_TIMEOUT_MS);
      pending.set(transaction, (message) => {
        clearTimeout(timer);
        if (message.janus === "error") reject(new JanusError(`janus: ${message.error?.reason ?? "error"}`));
        else resolve(message);
      });
    });
    let reply: JanusMessage;
    try {
      reply = await post(path(id), { ...body, transaction });
    } catch (err) {
      pending.get(transaction)?.({ janus: "success" });
      pending.delete(transaction);
      throw err;
    }
    if (reply.janus === "ack" && !ackEnds) return answered;
    pending.get(transaction)?.(reply);
    return answered;
  }

  return {
    /** A handle of `plugin` in the session; `listener` hears its peer connection come and go. */
    async attach(plugin: string, listener: (event: HandleEvent) => void): Promise<number> {
      const reply = await request((id) => `/${id}`, { janus: "attach", plugin });
      const handle = reply.data?.id;
      if (handle === undefined) throw new JanusError("janus: no handle id");
      handles.set(handle, listener);
      return handle;
    },
    /** A plugin request on a handle, with a session description if one goes along. */
    async message(
      handle: number,
      body: Record<string, unknown>,
      jsep?: { type: "answer" | "offer"; sdp: string },
    ): Promise<PluginReply> {
      const reply = await request((id) => `/${id}/${handle}`, { janus: "message", body, ...(jsep ? { jsep } : {}) });
      const data = reply.plugindata?.data ?? {};
      if (typeof data.error === "string") throw new JanusError(`janus: ${data.error}`);
      return { data, ...(reply.jsep ? { jsep: reply.jsep } : {}) };
    },
    async trickle(
      handle: number,
      candidate: { candidate: string; sdpMid: string | null; sdpMLineIndex: number | null },
    ) {
      await request((id) => `/${id}/${handle}`, { janus: "trickle", candidate }, true);
    },
    async detach(handle: number) {
      if (!handles.delete(handle)) return;
      await request((id) => `/${id}/${handle}`, { janus: "detach" }).catch(() => undefined);
    },
    /** The session was lost: every handle is gone, and what lived in it must be made again. */
    onLost(listener: () => void) {
      lostListeners.push(listener);
    },
    async stop() {
      const id = session ? await session.catch(() => null) : null;
      stopped = true;
      handles.clear();
      if (id !== null) await post(`/${id}`, { janus: "destroy", transaction: randomUUID() }).catch(() => undefined);
      session = null;
    },
  };
}
export type JanusClient = ReturnType<typeof createJanusClient>;
