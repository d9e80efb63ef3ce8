import { type StageServerSignal, stageServerSignalSchema } from "@courtside/protocol";
import { RTCPeerConnection, RtpHeader, RtpPacket, useOPUS, useSdesMid, useVP8 } from "werift";
import type { WsClient, WsEvent } from "./ws.js";

function signalsOf(events: WsEvent[], channel: string): StageServerSignal[] {
  return events.flatMap((event) => {
    if (event.type !== "stage" || event.channel !== channel) return [];
    const parsed = stageServerSignalSchema.safeParse(event.signal);
    return parsed.success ? [parsed.data] : [];
  });
}

/**
 * werift repeats its candidates in every media section; with BUNDLE the first is enough, and the
 * answer then fits in one gateway frame as a browser's does.
 */
function bundleCandidatesOnce(sdp: string): string {
  const [head = "", ...sections] = sdp.split(/(?=^m=)/m);
  return [head, sections[0] ?? "", ...sections.slice(1).map((s) => s.replace(/^a=candidate:.*\r?\n/gm, ""))].join("");
}

/** A packet of the given payload type: the SFU and the relay forward without decoding. */
function packet(payloadType: number, sequenceNumber: number, timestamp: number): Buffer {
  const header = new RtpHeader({ payloadType, sequenceNumber, timestamp, ssrc: 1, marker: true });
  return new RtpPacket(header, Buffer.alloc(120, sequenceNumber % 251)).serialize();
}

/**
 * A media client of a stage in Node (werift), standing in for a browser: it joins over the gateway,
 * answers the server's offer and connects. With `publish` its first two media lines send, and
 * `sendMedia` starts a stream of packets on both; `received(mid)` counts a media line's packets.
 */
export async function joinStage(
  ws: WsClient,
  channel: string,
  as: "publisher" | "viewer",
  options: { publish?: boolean } = {},
) {
  const before = signalsOf(ws.events, channel).length;
  ws.send({ type: "stage", channel, signal: { op: "join", as } });
  // A room's first session starts its SFU thread, which takes a moment.
  await ws.until(
    (events) =>
      signalsOf(events, channel)
        .slice(before)
        .some((signal) => signal.op === "offer"),
    20_000,
  );
  const offer = signalsOf(ws.events, channel)
    .slice(before)
    .find((signal) => signal.op === "offer");
  if (offer?.op !== "offer") throw new Error("no offer");
  const pc = new RTCPeerConnection({
    iceServers: [],
    bundlePolicy: "max-bundle",
    iceUseIpv6: false,
    iceAdditionalHostAddresses: ["127.0.0.1"],
    codecs: { audio: [useOPUS()], video: [useVP8()] },
    headerExtensions: { audio: [useSdesMid()], video: [useSdesMid()] },
  });
  const received = new Map<string, number>();
  /** The sender's SSRC of each media line received on, as its packets name it. */
  const ssrcs = new Map<string, number>();
  pc.ontrack = ({ track, transceiver }) =>
    track.onReceiveRtp.subscribe((rtp) => {
      const mid = transceiver.mid ?? "";
      received.set(mid, (received.get(mid) ?? 0) + 1);
      ssrcs.set(mid, rtp.header.ssrc);
    });
  await pc.setRemoteDescription({ type: "offer", sdp: offer.sdp });
  const [audio, video] = pc.getTransceivers();
  if (options.publish) for (const transceiver of [audio, video]) transceiver?.setDirection("sendonly");
  let sending: NodeJS.Timeout | undefined;
  await pc.setLocalDescription(await pc.createAnswer());
  // Picture loss indications (payload-specific feedback, format 1), as they arrive decrypted.
  let keyFramesAsked = 0;
  video?.dtlsTransport.onRtcp.subscribe((rtcp) => {
    if (rtcp.type === 206 && "feedback" in rtcp && rtcp.feedback.count === 1) keyFramesAsked += 1;
  });
  const sdp = bundleCandidatesOnce(pc.localDescription?.sdp ?? "");
  ws.send({ type: "stage", channel, signal: { op: "answer", session: offer.session, sdp } });
  return {
    session: offer.session,
    offer,
    pc,
    async connected(timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (pc.connectionState !== "connected") {
        if (Date.now() > deadline) throw new Error(`media not connected: ${pc.connectionState}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    signals: () =>
      signalsOf(ws.events, channel)
        .slice(before)
        .filter((signal) => signal.session === offer.session),
    /** 50 packets a second on each of the first two lines, until closed. */
    sendMedia() {
      let n = 0;
      sending = setInterval(() => {
        n += 1;
        void audio?.sender.sendRtp(packet(111, n, n * 960)).catch(() => undefined);
        void video?.sender.sendRtp(packet(96, n, n * 3000)).catch(() => undefined);
      }, 20);
    },
    received: (mid: string) => received.get(mid) ?? 0,
    /** Key frames the server asked of this publisher so far (PLIs on its camera line). */
    keyFramesAsked: () => keyFramesAsked,
    /** Asks for a key frame of the media line `mid` (a PLI, as a decoder that lost a frame does). */
    async askKeyFrame(mid: string) {
      const transceiver = pc.getTransceivers().find((t) => t.mid === mid);
      const ssrc = ssrcs.get(mid);
      if (!transceiver || ssrc === undefined) throw new Error(`nothing received on ${mid}`);
      await transceiver.receiver.sendRtcpPLI(ssrc);
    },
    close: () => {
      clearInterval(sending);
      return pc.close();
    },
  };
}
export type StageClient = Awaited<ReturnType<typeof joinStage>>;
