import { pickLang } from "@courtside/protocol";
import websocket from "@fastify/websocket";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Redis } from "ioredis";
import type { WebSocket } from "ws";
import type { Db } from "../db/client.js";
import { createAdmission } from "./admission.js";
import { createKeyedBuckets } from "./buckets.js";
import type { Bus } from "./bus.js";
import { createConnections } from "./connection.js";
import { type Client, createHub } from "./hub.js";
import { createIdentities } from "./identity.js";
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

/**
 * The one websocket endpoint, `/web/ws` (`?lang=` picks the language of its messages). The first
 * frame says who is connecting (`auth`); frames are validated on arrival, and a bad one gets an
 * error event while the connection stays open. Committed events reach it through the bus and go out
 * batched per tick; revocations on the bus close the sockets of ended sessions.
 */
export const gateway = fp(
  async (app: FastifyInstance, opts: { bus: Bus; redis: Redis | undefined; background: Db }) => {
    const { db, channels } = app.services.realtime;
    const limits = app.config.realtime;
    const hub = createHub((client, channel, sentSeq) => {
      void eventsAfter(db, channel, sentSeq)
        .then((missed) => hub.resume(client, channel, missed, []))
        .catch((error: unknown) => app.log.error({ err: error, channel }, "resync failed"));
    });
    // Video viewers count as `stream:<room>`: the media layer knows them, not the hub.
    const streams = () => app.services.live.streamViewers().map(([room, n]) => [`stream:${room}`, n] as const);
    const presence = createPresence(
      {
        counts: (prefix) => (prefix === "stream:" ? streams() : hub.counts(prefix)),
        count: (channel) =>
          channel.startsWith("stream:")
            ? app.services.live.viewerCount(Number(channel.slice("stream:".length)))
            : hub.count(channel),
      },
      opts.redis,
    );
    const admission = createAdmission(opts.redis, limits.maxPerAddress, presence.node);
    const connections = createConnections({
      hub,
      channels,
      identities: createIdentities(db, opts.background, app.services.auth),
      admission,
      connectionRate: createKeyedBuckets(limits.connections, opts.redis, "courtside:ws:connect:"),
      limits,
      join: subscribe,
      log: app.log,
    });
    opts.bus.onEvent((message) => {
      if (message.type === "revoked") connections.revoke(message);
      else if (message.type === "evicted") hub.evict(message.channel, message.userId);
      else {
        hub.deliver(message);
        app.metrics.fanout.inc(hub.count(message.channel));
      }
    });
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
      const now = new Set([
        ...hub.channels("room:"),
        ...app.services.live.streamViewers().map(([room]) => `room:${room}`),
      ]);
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
      admission.start();
      await app.services.chatroom.schedulePrune();
    });
    app.addHook("onClose", async () => {
      clearInterval(heartbeat);
      clearInterval(popularity);
      await presence.stop().catch(() => undefined);
      await admission.stop().catch(() => undefined);
    });

    app.get("/web/ws", { websocket: true, schema: { hide: true } }, (socket, req) => {
      const query = new URLSearchParams(req.url.split("?")[1] ?? "");
      alive.set(socket, true);
      socket.on("pong", () => alive.set(socket, true));
      connections.accept(socket, {
        lang: pickLang([query.get("lang"), req.headers["accept-language"]?.split(",")[0]]),
        address: req.ip,
        tokenInAddress: query.has("token"),
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
  },
);
