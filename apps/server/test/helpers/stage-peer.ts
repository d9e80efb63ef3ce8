import { type StageServerSignal, stageServerSignalSchema } from "@courtside/protocol";
import { RTCPeerConnection, useOPUS, useVP8 } from "werift";
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

/**
 * A media client of a stage in Node (werift), standing in for a browser: it joins over the gateway,
 * answers the server's offer and connects. It sends no media; connecting is what the stage records.
 */
export async function joinStage(ws: WsClient, channel: string, as: "publisher" | "viewer") {
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
    headerExtensions: { audio: [], video: [] },
  });
  await pc.setRemoteDescription({ type: "offer", sdp: offer.sdp });
  await pc.setLocalDescription(await pc.createAnswer());
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
    close: () => pc.close(),
  };
}
