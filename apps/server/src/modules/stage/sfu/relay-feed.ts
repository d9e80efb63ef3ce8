import { createSocket } from "node:dgram";
import type { RtpPacket } from "werift";
import { RELAY_PAYLOAD_TYPES, type RelayTarget } from "./types.js";

/** Janus learns where to send a seat's key-frame requests from the RTCP it receives there. */
const GREET_MS = 5_000;
/** An empty receiver report (RFC 3550 6.4.2): version 2, no report blocks, SSRC 1. */
const EMPTY_REPORT = Buffer.from([0x80, 201, 0x00, 0x01, 0x00, 0x00, 0x00, 0x01]);
const PAYLOAD_SPECIFIC_FEEDBACK = 206;
const PLI = 1;
const FIR = 4;

/** Whether an RTCP compound packet asks for a key frame (a PLI or a FIR in any of its parts). */
export function asksKeyFrame(packet: Buffer): boolean {
  for (let offset = 0; offset + 4 <= packet.length; ) {
    const first = packet[offset] ?? 0;
    if (first >> 6 !== 2) return false;
    const type = packet[offset + 1];
    const format = first & 0x1f;
    if (type === PAYLOAD_SPECIFIC_FEEDBACK && (format === PLI || format === FIR)) return true;
    offset += (packet.readUInt16BE(offset + 2) + 1) * 4;
  }
  return false;
}

/**
 * A room's feed of the viewers' relay: each publisher's packets, in the clear, to the ports of
 * their seat, without our header extensions (Janus writes its own) and with the mountpoint's
 * payload types, whatever each publisher's connection negotiated. Key-frame requests that Janus
 * passes on from a viewer come back on the seat's video RTCP port and are handed to `onKeyFrame`.
 */
export function createRelayFeed(onKeyFrame: (seat: number) => void) {
  const socket = createSocket("udp4");
  let target: RelayTarget | null = null;
  let greeting: NodeJS.Timeout | undefined;

  socket.on("error", () => undefined);
  socket.on("message", (packet, from) => {
    if (!target || !asksKeyFrame(packet)) return;
    const seat = target.ports.findIndex((ports) => ports.videoRtcp === from.port);
    if (seat >= 0) onKeyFrame(seat);
  });

  function greet() {
    if (!target) return;
    for (const ports of target.ports) socket.send(EMPTY_REPORT, ports.videoRtcp, target.host);
  }

  return {
    /** Sends to `next` from now on (null: to no one). */
    set(next: RelayTarget | null) {
      target = next;
      clearInterval(greeting);
      greeting = undefined;
      if (!next) return;
      greet();
      greeting = setInterval(greet, GREET_MS);
      greeting.unref();
    },
    get active() {
      return target !== null;
    },
    /** One packet of a seat's audio or video; false when there is no relay to send to. */
    send(seat: number, kind: "audio" | "video", rtp: RtpPacket): boolean {
      const port = target?.ports[seat]?.[kind];
      if (!target || !port) return false;
      const copy = rtp.clone();
      copy.header.extension = false;
      copy.header.extensions = [];
      copy.header.payloadType = RELAY_PAYLOAD_TYPES[kind];
      socket.send(copy.serialize(), port, target.host);
      return true;
    },
  };
}
