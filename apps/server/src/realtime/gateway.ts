import { randomUUID } from "node:crypto";
import { clientFrameSchema, ERRORS, errorMessage, type Lang, pickLang } from "@courtside/protocol";
import websocket from "@fastify/websocket";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { WebSocket } from "ws";
import type { Bus } from "./bus.js";
import { type Client, createHub } from "./hub.js";
import { eventsAfter, headSeq } from "./stream.js";

const HEARTBEAT_MS = 30_000;
const MAX_FRAME_BYTES = 16 * 1024;

/** May this client follow this channel? Users only their own `user:` channel; rooms are public. */
function mayJoin(client: Client, channel: string): boolean {
  if (channel.startsWith("user:")) return client.userId !== null && channel === `user:${client.userId}`;
  return channel.startsWith("room:");
}

/**
 * The one websocket endpoint, `/web/ws?token=…` (no token: a visitor). Frames are validated on
 * arrival; a bad one gets an error event and the connection stays open. Committed events reach it
 * through the bus and go out batched per tick.
 */
export const gateway = fp(async (app: FastifyInstance, opts: { bus: Bus }) => {
  const db = app.services.realtime.db;
  const hub = createHub((client, channel, sentSeq) => {
    void eventsAfter(db, channel, sentSeq)
      .then((missed) => hub.resume(client, channel, missed, []))
      .catch((error: unknown) => app.log.error({ err: error, channel }, "resync failed"));
  });
  opts.bus.onEvent((event) => hub.deliver(event));
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
  app.addHook("onClose", async () => clearInterval(heartbeat));

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
    const ready = (async () => {
      const user = token ? await app.services.auth.authenticate(token).catch(() => null) : null;
      const client: Client = { socket, userId: user?.id ?? null, channels: new Map(), holding: new Map() };
      hub.send(client, [{ type: "welcome", userId: client.userId, visitorId: user ? null : randomUUID() }]);
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
        const message = frame.data;
        if (message.type === "ping") return hub.send(client, [{ type: "pong", at: Date.now() }]);
        if (message.type === "unsubscribe") {
          hub.leave(client, message.channel);
          return hub.send(client, [{ type: "unsubscribed", channel: message.channel }]);
        }
        if (!mayJoin(client, message.channel)) return fail(client, "noPermission");
        subscribe(client, message.channel, message.lastSeq).catch((error: unknown) =>
          req.log.error({ err: error, channel: message.channel }, "subscribe failed"),
        );
      });
    });
  });

  /** Joins at once (live events are held), then sends the head or the missed events and releases them. */
  async function subscribe(client: Client, channel: string, lastSeq: number | undefined) {
    hub.join(client, channel, lastSeq ?? Number.MAX_SAFE_INTEGER);
    const head = await headSeq(db, channel);
    const from = lastSeq ?? head;
    client.channels.set(channel, from);
    const missed = lastSeq === undefined ? [] : await eventsAfter(db, channel, lastSeq);
    hub.resume(client, channel, missed, [{ type: "subscribed", channel, seq: Math.max(head, from) }]);
  }
});
