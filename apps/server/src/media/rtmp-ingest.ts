/// <reference path="./nms.d.ts" />
import { createServer, type Server, type Socket } from "node:net";
import type { FastifyBaseLogger } from "fastify";
import type AVPacket from "node-media-server/src/core/avpacket.js";
import Rtmp from "node-media-server/src/protocol/rtmp.js";

/** A push as the RTMP client asked for it: `rtmp://host/<app>/<name>?<query>`. */
export interface PushRequest {
  app: string;
  name: string;
  query: Record<string, string>;
  ip: string;
}

/** Where an accepted push's packets go. */
export interface Publisher {
  write(packet: AVPacket): void;
  /** The push ended (the client stopped or the connection dropped). */
  end(): void;
}

export interface IngestHandlers {
  /**
   * Decides on a push before anything is answered: a publisher to accept it, or the reason it
   * is refused. `cut` ends the connection later (a live code reset).
   */
  publish(push: PushRequest, cut: () => void): Promise<Publisher | string>;
}

/** Packets that may arrive while a push is being checked; more than this is not a real client. */
const PENDING_LIMIT_BYTES = 4 * 1024 * 1024;
/** A connection silent this long is dropped. */
const IDLE_MS = 30_000;

function flatQuery(query: Record<string, string | string[] | undefined>): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (typeof first === "string") flat[key] = first;
  }
  return flat;
}

/** The parser reuses its payload buffers; packets kept for later need their own copy. */
function copyPacket(packet: AVPacket): AVPacket {
  return Object.assign(Object.create(Object.getPrototypeOf(packet)), packet, {
    data: Buffer.from(packet.data.subarray(0, packet.size)),
  });
}

/**
 * The RTMP listener: node-media-server's protocol engine (handshake, chunking, AMF commands) per
 * connection, with the "publish started" answer held back until `publish` has checked the key,
 * so a refused push is never announced, recorded or shown to anyone. Playing over RTMP is not
 * offered; viewers use HTTP-FLV or HLS.
 */
export function createRtmpIngest(handlers: IngestHandlers, log: FastifyBaseLogger) {
  const sockets = new Set<Socket>();
  let server: Server | null = null;

  function serve(socket: Socket) {
    sockets.add(socket);
    socket.setNoDelay(true);
    socket.setTimeout(IDLE_MS, () => socket.destroy());
    const ip = `${socket.remoteAddress ?? ""}:${socket.remotePort ?? 0}`;
    const rtmp = new Rtmp();
    let publisher: Publisher | null = null;
    let pending: AVPacket[] | null = null;
    let pendingBytes = 0;
    let closed = false;

    const endPush = () => {
      const ending = publisher;
      publisher = null;
      ending?.end();
    };

    rtmp.onOutputCallback = (buffer) => {
      if (!socket.destroyed) socket.write(buffer);
    };
    // Answered once the key is checked (see onPushCallback).
    rtmp.respondPublish = () => undefined;
    rtmp.onDeleteStream = () => endPush();
    rtmp.onPlayCallback = () => {
      rtmp.sendStatusMessage(rtmp.streamId, "error", "NetStream.Play.Failed", "Playback is offered over HTTP.");
      socket.end();
    };
    rtmp.onPacketCallback = (packet) => {
      if (publisher) {
        publisher.write(packet);
      } else if (pending) {
        pendingBytes += packet.size;
        if (pendingBytes > PENDING_LIMIT_BYTES) socket.destroy();
        else pending.push(copyPacket(packet));
      }
    };
    rtmp.onPushCallback = () => {
      if (publisher || pending) return;
      pending = [];
      const push: PushRequest = { app: rtmp.streamApp, name: rtmp.streamName, query: flatQuery(rtmp.streamQuery), ip };
      const description = `/${rtmp.streamApp}/${rtmp.streamName}`;
      handlers
        .publish(push, () => socket.end())
        .then((outcome) => {
          const held = pending ?? [];
          pending = null;
          if (typeof outcome === "string") {
            log.warn({ ip, app: push.app, reason: outcome }, "RTMP push refused");
            rtmp.sendStatusMessage(rtmp.streamId, "error", "NetStream.Publish.BadName", outcome);
            socket.end();
            return;
          }
          if (closed) {
            outcome.end();
            return;
          }
          publisher = outcome;
          rtmp.sendStatusMessage(
            rtmp.streamId,
            "status",
            "NetStream.Publish.Start",
            `${description} is now published.`,
          );
          for (const packet of held) outcome.write(packet);
        })
        .catch((error: unknown) => {
          log.error({ err: error, ip }, "RTMP push failed");
          socket.destroy();
        });
    };

    socket.on("data", (data: Buffer) => {
      try {
        const error = rtmp.parserData(data);
        if (error !== null) socket.destroy();
      } catch (error) {
        // Whatever a client sends must not take the server down.
        log.warn({ err: error, ip }, "RTMP stream unreadable");
        socket.destroy();
      }
    });
    socket.on("error", () => undefined);
    socket.on("close", () => {
      closed = true;
      sockets.delete(socket);
      endPush();
    });
  }

  return {
    /** Listens; resolves the port (useful when 0 asked for a free one). */
    listen(port: number, host: string): Promise<number> {
      return new Promise((resolve, reject) => {
        const listener = createServer(serve);
        listener.once("error", reject);
        listener.listen(port, host, () => {
          listener.off("error", reject);
          server = listener;
          const address = listener.address();
          resolve(typeof address === "object" && address ? address.port : port);
        });
      });
    },

    /** Stops listening and ends every connection (their pushes end). */
    async close(): Promise<void> {
      const listener = server;
      server = null;
      for (const socket of sockets) socket.destroy();
      if (listener) await new Promise<void>((resolve) => listener.close(() => resolve()));
    },
  };
}
