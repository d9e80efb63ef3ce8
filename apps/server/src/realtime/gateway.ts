import { randomUUID } from "node:crypto";
import {
  type ChatUser,
  type ClientFrame,
  clientFrameSchema,
  ERRORS,
  errorMessage,
  type Lang,
  pickLang,
  ROOM_ROLE,
} from "@courtside/protocol";
import websocket from "@fastify/websocket";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Redis } from "ioredis";
import type { WebSocket } from "ws";
import { AppError } from "../http/app-error.js";
import type { Bus } from "./bus.js";
import { type Client, createHub } from "./hub.js";
import { createPresence, type Presence } from "./presence.js";
import { eventsAfter, headSeq } from "./stream.js";

const HEARTBEAT_MS = 30_000;
const MAX_FRAME_BYTES = 16 * 1024;
const POPULARITY_MS = 10_000;

declare module "fastify" {
  interface FastifyInstance {
    presence: Presence;
  }
}

/** May this client follow this channel? Users only their own `user:` channel; rooms are public. */
function mayJoin(client: Client, channel: string): boolean {
  if (channel.startsWith("user:")) return client.userId !== null && channel === `user:${client.userId}`;
  return channel.startsWith("room:") || channel.startsWith("match:");
}

/**
 * The one websocket endpoint, `/web/ws?token=…` (no token: a visitor). Frames are validated on
 * arrival; a bad one gets an error event and the connection stays open. Committed events reach it
 * through the bus and go out batched per tick.
 */
export const gateway = fp(async (app: FastifyInstance, opts: { bus: Bus; redis: Redis | undefined }) => {
  const db = app.services.realtime.db;
  const hub = createHub((client, channel, sentSeq) => {
    void eventsAfter(db, channel, sentSeq)
      .then((missed) => hub.resume(client, channel, missed, []))
      .catch((error: unknown) => app.log.error({ err: error, channel }, "resync failed"));
  });
  opts.bus.onEvent((event) => hub.deliver(event));
  const presence = createPresence(hub, opts.redis);
  app.decorate("presence", presence);
  await app.register(websocket, { options: { maxPayload: MAX_FRAME_BYTES } });

  const alive = new WeakMap<WebSocket, boolean>();
  const heartbeat = setInterval(() => {
    for (const socket of app.websocketServer.clients) {
      if (alive.get(socket) === false) {
        socket.terminate();
        continue;
      }
      alive.set(socket, false);
      socket.ping();
    }
  }, HEARTBEAT_MS);
  heartbeat.unref();

  // Room popularity (viewers now, and the live session's peak) follows the presence counts.
  let watched = new Set<string>();
  const popularity = setInterval(() => {
    const now = new Set(hub.channels("room:"));
    for (const channel of new Set([...now, ...watched])) {
      const roomId = Number(channel.slice("room:".length));
      void app.services.chatroom
        .onlineCount(roomId, presence)
        .then((count) => app.services.chatroom.savePopularity(roomId, count))
        .catch((error: unknown) => app.log.warn({ err: error, channel }, "popularity not saved"));
    }
    watched = now;
  }, POPULARITY_MS);
  popularity.unref();

  app.addHook("onReady", async () => {
    presence.start();
    await app.services.chatroom.schedulePrune();
  });
  app.addHook("onClose", async () => {
    clearInterval(heartbeat);
    clearInterval(popularity);
    await presence.stop().catch(() => undefined);
  });

  app.get("/web/ws", { websocket: true, schema: { hide: true } }, (socket, req) => {
    const query = new URLSearchParams(req.url.split("?")[1] ?? "");
    const lang: Lang = pickLang([query.get("lang"), req.headers["accept-language"]?.split(",")[0]]);
    const token = query.get("token");
    alive.set(socket, true);
    socket.on("pong", () => alive.set(socket, true));

    const fail = (client: Client, key: "invalidFrame" | "noPermission" | "tokenInvalid") =>
      hub.send(client, [{ type: "error", code: ERRORS[key], msg: errorMessage(lang, key) }]);

    // Listeners are attached at once: frames sent while the token is being checked wait for it,
    // in order, instead of being lost.
    const visitorId = randomUUID();
    const ready = (async () => {
      const user = token ? await app.services.auth.authenticate(token).catch(() => null) : null;
      const client: Client = { socket, userId: user?.id ?? null, channels: new Map(), holding: new Map() };
      hub.send(client, [{ type: "welcome", userId: client.userId, visitorId: user ? null : visitorId }]);
      if (token && !user) fail(client, "tokenInvalid");
      return client;
    })();

    socket.on("close", () => void ready.then((client) => hub.leaveAll(client)));
    socket.on("message", (raw) => {
      void ready.then((client) => {
        let parsed: unknown;
        try {
          parsed = JSON.parse(raw.toString());
        } catch {
          return fail(client, "invalidFrame");
        }
        const frame = clientFrameSchema.safeParse(parsed);
        if (!frame.success) return fail(client, "invalidFrame");
        handle(client, frame.data, lang, visitorId).catch((error: unknown) =>
          req.log.error({ err: error, frame: frame.data.type }, "frame failed"),
        );
      });
    });
  });

  async function handle(client: Client, message: ClientFrame, lang: Lang, visitorId: string) {
    switch (message.type) {
      case "ping":
        return hub.send(client, [{ type: "pong", at: Date.now() }]);
      case "unsubscribe":
        hub.leave(client, message.channel);
        return hub.send(client, [{ type: "unsubscribed", channel: message.channel }]);
      case "send":
        return send(client, message, lang);
      case "subscribe":
        if (!mayJoin(client, message.channel)) {
          return hub.send(client, [
            { type: "error", code: ERRORS.noPermission, msg: errorMessage(lang, "noPermission") },
          ]);
        }
        await subscribe(client, message.channel, message.lastSeq);
        if (message.lastSeq === undefined && message.channel.startsWith("room:"))
          await announce(client, message.channel, visitorId);
    }
  }

  async function send(client: Client, message: Extract<ClientFrame, { type: "send" }>, lang: Lang) {
    const { clientMsgId } = message;
    try {
      const seq = await app.services.chatroom.send(client.userId, message.channel, clientMsgId, message.text);
      hub.send(client, [{ type: "ack", clientMsgId, seq }]);
    } catch (error) {
      const refusal =
        error instanceof AppError
          ? { code: error.code, msg: errorMessage(lang, error.key, error.params), data: error.data }
          : { code: ERRORS.messageSendFailed, msg: errorMessage(lang, "messageSendFailed") };
      if (!(error instanceof AppError)) app.log.error({ err: error }, "chat send failed");
      hub.send(client, [{ type: "refused", clientMsgId, ...refusal }]);
    }
  }

  /** Joins at once (live events are held), then sends the head or the missed events and releases them. */
  async function subscribe(client: Client, channel: string, lastSeq: number | undefined) {
    hub.join(client, channel, lastSeq ?? Number.MAX_SAFE_INTEGER);
    const head = await headSeq(db, channel);
    const from = lastSeq ?? head;
    client.channels.set(channel, from);
    const missed = lastSeq === undefined ? [] : await eventsAfter(db, channel, lastSeq);
    hub.resume(client, channel, missed, [{ type: "subscribed", channel, seq: Math.max(head, from) }]);
  }

  /** "X entered": a passing notice, when the room shows them (globalConfig roomEnterNotice). */
  async function announce(client: Client, channel: string, visitorId: string) {
    const { roomEnterNotice } = await app.services.system.globalConfig();
    if (!roomEnterNotice) return;
    const roomId = Number(channel.slice("room:".length));
    const user: ChatUser =
      client.userId === null
        ? { id: null, nickname: visitorId.slice(0, 4), avatar: null, role: ROOM_ROLE.visitor, flags: "userType=4" }
        : await app.services.chatroom.person(client.userId, await app.services.chatroom.roleIn(roomId, client.userId));
    app.services.realtime.notice(channel, "enter", { user });
  }
});
