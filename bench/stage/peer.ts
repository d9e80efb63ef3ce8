import type { StageServerSignal, StageTrack } from "@courtside/protocol";
import { RTCPeerConnection, useOPUS, useSdesMid, useVP8 } from "werift";
import type { Gateway } from "./gateway.js";
import type { Kind, Source } from "./source.js";

/** Chromium's answer fits one gateway frame; werift's repeats its candidates in every media line. */
function bundleCandidatesOnce(sdp: string): string {
  const [head = "", ...sections] = sdp.split(/(?=^m=)/m);
  return [head, sections[0] ?? "", ...sections.slice(1).map((s) => s.replace(/^a=candidate:.*\r?\n/gm, ""))].join("");
}

export const peerConfig = {
  iceServers: [],
  bundlePolicy: "max-bundle" as const,
  iceUseIpv6: false,
  iceAdditionalHostAddresses: ["127.0.0.1"],
  codecs: { audio: [useOPUS()], video: [useVP8()] },
  headerExtensions: { audio: [useSdesMid()], video: [useSdesMid()] },
};

/** Media line of each sender's SSRC in the server's offer. */
function midsBySsrc(sdp: string): Map<number, string> {
  const mids = new Map<number, string>();
  for (const section of sdp.split(/(?=^m=)/m).slice(1)) {
    const mid = section.match(/^a=mid:(\S+)/m)?.[1];
    if (mid === undefined) continue;
    for (const [, ssrc] of section.matchAll(/^a=ssrc:(\d+) /gm)) mids.set(Number(ssrc), mid);
  }
  return mids;
}

/**
 * A receiver that counts each track's packets from the RTP header (in the clear under SRTP) and
 * drops them undecrypted: the server's work is the same, and one process can stand in for hundreds
 * of receiving tracks on a machine the server shares.
 */
const countingConfig = { ...peerConfig, debug: { inboundPacketLoss: 1e-9 } };

/**
 * A stage participant in Node standing in for a browser (werift): joins over the gateway, answers
 * the server's offer as `stageSession.ts` does, and as a publisher sends the source's packets on
 * its first two media lines. Counts the packets it receives on every media line.
 */
export async function joinStage(gateway: Gateway, as: "publisher" | "viewer", source?: Source) {
  const received = new Map<string, number>();
  let tracks: StageTrack[] = [];
  let session: string | undefined;
  let closed: string | undefined;
  const offered = new Promise<Extract<StageServerSignal, { op: "offer" }>>((resolve) =>
    gateway.onSignal((signal) => {
      if (signal.op === "offer") resolve(signal);
      else if (signal.session === session && signal.op === "tracks") tracks = signal.tracks;
      else if (signal.session === session && signal.op === "closed") closed = signal.reason;
    }),
  );
  gateway.signal({ op: "join", as });
  const offer = await offered;
  session = offer.session;
  tracks = offer.tracks;
  const connection = new RTCPeerConnection(countingConfig);
  const mids = midsBySsrc(offer.sdp);
  let counting = false;
  const count = () => {
    const transport = connection.getTransceivers()[0]?.dtlsTransport;
    if (counting || !transport) return;
    counting = true;
    transport.iceTransport.connection.onData.subscribe((data: Buffer) => {
      // RTP only (RTCP's packet types are 192–223): the SSRC names the media line.
      if (data.length < 12 || data[0] === undefined || data[0] >> 6 !== 2) return;
      const type = data[1] ?? 0;
      if (type >= 192 && type <= 223) return;
      const mid = mids.get(data.readUInt32BE(8));
      if (mid !== undefined) received.set(mid, (received.get(mid) ?? 0) + 1);
    });
  };
  await connection.setRemoteDescription({ type: "offer", sdp: offer.sdp });
  if (as === "publisher" && source) {
    const [audio, video] = connection.getTransceivers();
    for (const [transceiver, kind] of [
      [audio, "audio"],
      [video, "video"],
    ] as const) {
      if (!transceiver) continue;
      transceiver.setDirection("sendonly");
      source.listen(kind, (packet) => void transceiver.sender.sendRtp(packet).catch(() => undefined));
    }
  }
  await connection.setLocalDescription(await connection.createAnswer());
  gateway.signal({ op: "answer", session, sdp: bundleCandidatesOnce(connection.localDescription?.sdp ?? "") });
  return {
    async connected(timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      while (connection.connectionState !== "connected") {
        if (Date.now() > deadline || connection.connectionState === "failed" || closed) {
          throw new Error(`media not connected: ${connection.connectionState}${closed ? `, closed: ${closed}` : ""}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      count();
    },
    /** Packets received so far per participant's track (`<userId>:<kind>`) carried now. */
    counts(): Map<string, number> {
      const byTrack = new Map<string, number>();
      for (const track of tracks) byTrack.set(`${track.userId}:${track.kind}`, received.get(track.mid) ?? 0);
      return byTrack;
    },
    tracks: () => tracks,
    /** The peer connection's state, and why the server closed the session if it did. */
    state: () => (closed ? `closed: ${closed}` : connection.connectionState),
    close: () => connection.close(),
  };
}
export type StagePeer = Awaited<ReturnType<typeof joinStage>>;

/** Counts per track over a window: tracks that received at least `share` of what the source sent. */
export function keptUp(
  before: Map<string, number>,
  after: Map<string, number>,
  sent: Record<Kind, number>,
  share = 0.9,
): { tracks: number; kept: number } {
  let kept = 0;
  for (const [key, count] of after) {
    const kind = key.endsWith(":audio") ? "audio" : "video";
    if (count - (before.get(key) ?? 0) >= sent[kind] * share) kept += 1;
  }
  return { tracks: after.size, kept };
}
