import { randomUUID } from "node:crypto";
import {
  type ClientFrame,
  clientFrameSchema,
  ERRORS,
  type ErrorKey,
  errorMessage,
  type Lang,
  type MessageParams,
  type Revocation,
  type ServerEvent,
} from "@courtside/protocol";
import type { FastifyBaseLogger } from "fastify";
import type { RawData, WebSocket } from "ws";
import type { RealtimeLimits } from "../config.js";
import type { Lane } from "../db/client.js";
import { AppError } from "../http/app-error.js";
import type { Admission } from "./admission.js";
import { createBucket, type KeyedBuckets, type Take } from "./buckets.js";
import type { Channels, Viewer } from "./channels.js";
import type { Client, Hub } from "./hub.js";
import type { Identities, Identity } from "./identity.js";

/** How long a session check holds before a send or subscribe waits for the database to say again. */
const RECHECK_MS = 5_000;
/**
 * From this age a frame asks again ahead of need, without waiting and on the background lane, so
 * that a connection in use renews its check before it runs out and its sends seldom wait for one.
 */
const REFRESH_MS = 3_000;

/** Close codes: a limit was broken (policy violation), or the session ended. */
export const CLOSE = { policy: 1008, sessionEnded: 4001 } as const;

type AuthFrame = Extract<ClientFrame, { type: "auth" }>;
type SendFrame = Extract<ClientFrame, { type: "send" }>;
type StageFrame = Extract<ClientFrame, { type: "stage" }>;

interface Connection {
  id: string;
  client: Client;
  viewer: Viewer;
  lang: Lang;
  address: string;
  identity: Identity | null;
  /** When the identity's check started: revocations announced before it apply to it. */
  identifiedAt: number;
  /** Revocations heard while the first frame's credentials are being checked. */
  heardWhileIdentifying: Revocation[] | null;
  /** When the last check that held started (a check is as old as its question). */
  checkedAt: number;
  checking: Promise<boolean> | undefined;
  admitted: boolean;
  closed: boolean;
  started: boolean;
  /** Admission, then the first frame's identity: every frame waits for it, in order. */
  queue: Promise<boolean>;
  frames: { take(): Take };
  messages: { take(): Take };
  /** Channels being joined now; they count towards the subscription cap. */
  joining: Set<string>;
  /** Run when the socket closes (media sessions of a stage end with it). */
  closers: (() => void)[];
}

export interface ConnectionDeps {
  hub: Hub;
  channels: Channels;
  identities: Identities;
  admission: Admission;
  connectionRate: KeyedBuckets;
  limits: RealtimeLimits;
  /** Joins a channel and sends its head or what was missed after `lastSeq`. */
  join(client: Client, channel: string, lastSeq: number | undefined): Promise<void>;
  log: FastifyBaseLogger;
}

const seconds = (take: Take) => ({ seconds: Math.max(1, Math.ceil(take.retryAfterMs / 1000)) });

function hits(revocation: Revocation, identity: Identity): boolean {
  if (revocation.sessionId !== null) return identity.sessionId === revocation.sessionId;
  return identity.userId === revocation.userId && (revocation.keep === null || identity.sessionId !== revocation.keep);
}

function parse(raw: RawData): ClientFrame | undefined {
  try {
    const frame = clientFrameSchema.safeParse(JSON.parse(raw.toString()));
    return frame.success ? frame.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The life of one gateway connection: admission (per-address rate and cap), identity from the first
 * frame, a budget of frames and of chat sends, the session checked again before sends and
 * subscribes, and the channel policy of every subscribe and send.
 */
export function createConnections(deps: ConnectionDeps) {
  const { hub, limits } = deps;
  const open = new Set<Connection>();

  const reply = (conn: Connection, events: ServerEvent[]) => hub.send(conn.client, events);

  function error(conn: Connection, key: ErrorKey, extra: { params?: MessageParams; channel?: string } = {}) {
    const event: ServerEvent = { type: "error", code: ERRORS[key], msg: errorMessage(conn.lang, key, extra.params) };
    reply(conn, [extra.channel ? { ...event, channel: extra.channel } : event]);
  }

  /** Says why, then closes; whatever the client sent meanwhile is dropped. */
  function close(conn: Connection, key: ErrorKey, code: number, params?: MessageParams) {
    if (conn.closed) return;
    error(conn, key, { ...(params ? { params } : {}) });
    conn.closed = true;
    conn.client.socket.close(code, key);
  }

  async function admit(conn: Connection): Promise<boolean> {
    try {
      const rate = await deps.connectionRate.take(conn.address);
      if (!rate.ok) {
        close(conn, "connectingTooFast", CLOSE.policy, seconds(rate));
        return false;
      }
      if (!(await deps.admission.admit(conn.address, conn.id))) {
        close(conn, "tooManyConnections", CLOSE.policy);
        return false;
      }
    } catch (err) {
      // Redis unreachable: the connection is let in rather than every client being shut out.
      deps.log.warn({ err }, "websocket admission not checked");
      return !conn.closed;
    }
    conn.admitted = true;
    if (conn.closed) deps.admission.release(conn.address, conn.id);
    return !conn.closed;
  }

  async function settle(conn: Connection, auth: AuthFrame | undefined) {
    const signsIn = Boolean(auth && (auth.token || (auth.appNumber && auth.imToken)));
    let identity: Identity | null = null;
    if (auth && signsIn) {
      conn.identifiedAt = Date.now();
      conn.heardWhileIdentifying = [];
      identity = await deps.identities.identify(auth).catch(() => null);
      const heard = conn.heardWhileIdentifying;
      conn.heardWhileIdentifying = null;
      if (identity && heard.some((revocation) => identity !== null && hits(revocation, identity))) identity = null;
    }
    conn.identity = identity;
    conn.checkedAt = Date.now();
    conn.client.userId = identity?.userId ?? null;
    conn.viewer.userId = conn.client.userId;
    reply(conn, [{ type: "welcome", userId: conn.client.userId, visitorId: identity ? null : conn.viewer.visitorId }]);
    if (signsIn && !identity) error(conn, "tokenInvalid");
  }

  /**
   * Whether the connection's session still holds. A check holds RECHECK_MS; from REFRESH_MS on,
   * frames go on while one is asked in the background, and past RECHECK_MS they wait for it.
   */
  async function current(conn: Connection): Promise<boolean> {
    if (conn.closed) return false;
    const { identity } = conn;
    const age = Date.now() - conn.checkedAt;
    if (!identity || age < REFRESH_MS) return true;
    if (age < RECHECK_MS) {
      void recheck(conn, identity, "background");
      return true;
    }
    const valid = await recheck(conn, identity, "now");
    return valid && !conn.closed;
  }

  /** Asks whether the identity still holds (one question at a time) and closes the connection when not. */
  function recheck(conn: Connection, identity: Identity, lane: Lane): Promise<boolean> {
    if (conn.checking) return conn.checking;
    const asked = Date.now();
    conn.checking = identity
      .stillValid(lane)
      .then(
        (valid) => {
          if (valid) conn.checkedAt = asked;
          else close(conn, "tokenInvalid", CLOSE.sessionEnded);
          return valid;
        },
        // The database did not answer: the next frame asks again; this one is not held against the user.
        () => true,
      )
      .finally(() => {
        conn.checking = undefined;
      });
    return conn.checking;
  }

  async function subscribe(conn: Connection, channel: string, lastSeq: number | undefined) {
    const resolved = deps.channels.resolve(channel);
    if (!resolved) return error(conn, "invalidFrame", { channel });
    const { client } = conn;
    const following = client.channels.has(channel) || conn.joining.has(channel);
    if (!following && client.channels.size + conn.joining.size >= limits.maxSubscriptions) {
      return error(conn, "tooManySubscriptions", { channel, params: { max: limits.maxSubscriptions } });
    }
    const { policy, id } = resolved;
    conn.joining.add(channel);
    try {
      if (!(await current(conn))) return;
      if (!(await policy.mayJoin(conn.viewer, id))) return error(conn, "noPermission", { channel });
      if (!(await policy.exists(id))) return error(conn, "channelNotFound", { channel });
      // Closed meanwhile: joining now would leave a member nobody removes.
      if (conn.closed) return;
      await deps.join(client, channel, lastSeq);
    } finally {
      conn.joining.delete(channel);
    }
    await policy.onJoin?.(conn.viewer, id, lastSeq !== undefined);
  }

  async function send(conn: Connection, { channel, clientMsgId, text }: SendFrame) {
    const refuse = (key: ErrorKey, params?: MessageParams, data?: unknown) =>
      reply(conn, [
        {
          type: "refused",
          clientMsgId,
          code: ERRORS[key],
          msg: errorMessage(conn.lang, key, params),
          ...(data === undefined ? {} : { data }),
        },
      ]);
    const take = conn.messages.take();
    if (!take.ok) return refuse("chatTooFast", seconds(take), { retryAfterMs: take.retryAfterMs });
    if (!(await current(conn))) return refuse("tokenInvalid");
    const resolved = deps.channels.resolve(channel);
    if (!resolved?.policy.onSend) return refuse("noPermission");
    try {
      const seq = await resolved.policy.onSend(conn.viewer, channel, { clientMsgId, text });
      reply(conn, [{ type: "ack", clientMsgId, seq }]);
    } catch (err) {
      if (err instanceof AppError) return refuse(err.key, err.params, err.data);
      deps.log.error({ err }, "chat send failed");
      refuse("messageSendFailed");
    }
  }

  /** Media signalling: only on a channel this connection follows, through its kind's policy. */
  async function signal(conn: Connection, { channel, signal: message }: StageFrame) {
    const resolved = deps.channels.resolve(channel);
    if (!resolved?.policy.onSignal || !conn.client.channels.has(channel)) {
      return error(conn, "stageNotJoined", { channel });
    }
    const link = {
      id: conn.id,
      send: (data: Extract<ServerEvent, { type: "stage" }>["signal"]) =>
        reply(conn, [{ type: "stage", channel, signal: data }]),
      onClose: (listener: () => void) => {
        if (conn.closed) listener();
        else conn.closers.push(listener);
      },
    };
    try {
      await resolved.policy.onSignal(conn.viewer, resolved.id, message, link);
    } catch (err) {
      if (err instanceof AppError)
        return error(conn, err.key, { channel, ...(err.params ? { params: err.params } : {}) });
      deps.log.error({ err, channel }, "signal failed");
      error(conn, "internal", { channel });
    }
  }

  async function handle(conn: Connection, frame: Exclude<ClientFrame, AuthFrame>) {
    switch (frame.type) {
      case "ping":
        return reply(conn, [{ type: "pong", at: Date.now() }]);
      case "unsubscribe":
        hub.leave(conn.client, frame.channel);
        return reply(conn, [{ type: "unsubscribed", channel: frame.channel }]);
      case "send":
        return send(conn, frame);
      case "subscribe":
        return subscribe(conn, frame.channel, frame.lastSeq);
      case "stage":
        return signal(conn, frame);
    }
  }

  function onFrame(conn: Connection, raw: RawData) {
    if (conn.closed) return;
    if (!conn.frames.take().ok) return close(conn, "tooManyFrames", CLOSE.policy);
    const frame = parse(raw);
    const first = !conn.started;
    conn.started = true;
    if (first) {
      const auth = frame?.type === "auth" ? frame : undefined;
      conn.queue = conn.queue.then(async (admitted) => {
        if (admitted && !conn.closed) await settle(conn, auth);
        return admitted;
      });
    }
    void conn.queue.then((admitted) => {
      if (!admitted || conn.closed) return;
      if (!frame) return error(conn, "invalidFrame");
      if (frame.type === "auth") {
        // Identity is settled by the first frame only.
        if (!first) error(conn, "invalidFrame");
        return;
      }
      handle(conn, frame).catch((err: unknown) => deps.log.error({ err, frame: frame.type }, "frame failed"));
    });
  }

  return {
    /** Takes a new socket; `tokenInAddress` refuses the old `?token=` form, which leaked tokens into logs. */
    accept(socket: WebSocket, options: { lang: Lang; address: string; tokenInAddress: boolean }) {
      const visitorId = randomUUID();
      const conn: Connection = {
        id: randomUUID(),
        client: { socket, userId: null, channels: new Map(), holding: new Map() },
        viewer: { userId: null, visitorId },
        lang: options.lang,
        address: options.address,
        identity: null,
        identifiedAt: 0,
        heardWhileIdentifying: null,
        checkedAt: 0,
        checking: undefined,
        admitted: false,
        closed: false,
        started: false,
        queue: Promise.resolve(false),
        frames: createBucket(limits.frames),
        messages: createBucket(limits.messages),
        joining: new Set(),
        closers: [],
      };
      open.add(conn);
      socket.on("close", () => {
        conn.closed = true;
        open.delete(conn);
        hub.leaveAll(conn.client);
        for (const closer of conn.closers.splice(0)) closer();
        if (conn.admitted) deps.admission.release(conn.address, conn.id);
      });
      socket.on("message", (raw) => onFrame(conn, raw));
      if (options.tokenInAddress) {
        close(conn, "tokenInAddress", CLOSE.policy);
        return;
      }
      conn.queue = admit(conn);
    },

    /** Closes the connections of ended sessions on this node. */
    revoke(revocation: Revocation) {
      for (const conn of open) {
        if (conn.heardWhileIdentifying) conn.heardWhileIdentifying.push(revocation);
        else if (conn.identity && conn.identifiedAt <= revocation.at && hits(revocation, conn.identity)) {
          close(conn, "tokenInvalid", CLOSE.sessionEnded);
        }
      }
    },
  };
}
