/// <reference path="./nms.d.ts" />
import type { ChildProcess } from "node:child_process";
import type AVPacket from "node-media-server/src/core/avpacket.js";
import BroadcastServer from "node-media-server/src/server/broadcast_server.js";

let nextSinkId = 0;

/** A receiver of the room's FLV bytes: a viewer's HTTP response, or the recorder. */
export interface Sink {
  id: string;
  /** Empty for internal receivers, which are not viewers. */
  ip: string;
  protocol: "flv";
  streamPath: string;
  playCount: number;
  endTime: number;
  sendBuffer(buffer: Buffer): void;
  /** Ends the receiver (the broadcast is over, or it fell too far behind). */
  close(): void;
}

export function newSink(ip: string, write: (buffer: Buffer) => void, close: () => void): Sink {
  nextSinkId += 1;
  return {
    id: `sink${nextSinkId}`,
    ip,
    protocol: "flv",
    streamPath: "",
    playCount: 0,
    endTime: 0,
    sendBuffer: write,
    close,
  };
}

/** An internal receiver that feeds the FLV to a process's stdin (ffmpeg), ending it with the broadcast. */
export function stdinSink(child: ChildProcess): Sink {
  const stdin = child.stdin;
  stdin?.on("error", () => undefined);
  return newSink(
    "",
    (buffer) => {
      if (stdin && !stdin.destroyed) stdin.write(buffer);
    },
    () => stdin?.end(),
  );
}

/**
 * One broadcast of one room on this node: node-media-server's broadcast keeps the codec headers
 * and the current GOP, so a viewer who joins gets a picture at once, and fans each packet out to
 * every receiver as one FLV tag built once.
 */
export class LiveStream {
  readonly broadcast: BroadcastServer;
  private readonly sinks = new Set<Sink>();
  private firstDts: number | null = null;
  private lastDts = 0;
  private ended = false;
  sessionId = 0;
  /** Cuts the push (the live code was replaced). */
  stopPush: () => void = () => undefined;

  constructor(readonly anchorId: number) {
    this.broadcast = new BroadcastServer(`/live/${anchorId}`);
    // One publisher per broadcast object: a reconnecting push gets a fresh one.
    this.broadcast.publishGraceMs = 0;
  }

  write(packet: AVPacket): void {
    if (this.ended) return;
    if (packet.codec_type === 8 || packet.codec_type === 9) {
      if (this.firstDts === null) this.firstDts = packet.dts;
      if (packet.dts > this.lastDts) this.lastDts = packet.dts;
    }
    this.broadcast.broadcastMessage(packet);
  }

  /** Adds a receiver; it gets the headers and the cached GOP first. */
  attach(sink: Sink): boolean {
    if (this.ended) return false;
    if (this.broadcast.postPlay(sink) !== null) return false;
    this.sinks.add(sink);
    return true;
  }

  detach(sink: Sink): void {
    if (!this.sinks.delete(sink)) return;
    this.broadcast.donePlay(sink);
  }

  /** Viewers on this node (the recorder is not one). */
  viewers(): number {
    let n = 0;
    for (const sink of this.sinks) if (sink.ip !== "") n += 1;
    return n;
  }

  /** Media time received, in whole seconds. */
  seconds(): number {
    return this.firstDts === null ? 0 : Math.round((this.lastDts - this.firstDts) / 1000);
  }

  /** The broadcast is over: every receiver is ended. */
  end(): void {
    if (this.ended) return;
    this.ended = true;
    for (const sink of [...this.sinks]) {
      this.detach(sink);
      sink.close();
    }
  }
}
