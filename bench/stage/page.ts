import { LATENCY_OF } from "../stream/barcode.js";

/**
 * The measuring page, on the app's origin: a receive-only stage viewer speaking the signalling of
 * `stageSession.ts` over the gateway, and a direct peer connection from the same source with no
 * SFU (`window.direct(offer)` answers it). On each presented frame of either video it reads the
 * bar code's capture time and subtracts it from the frame's display time (the same clock).
 */
export function pageHtml(roomId: number, guestId: number): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>stage latency</title></head>
<body><video id="sfu" muted autoplay playsinline></video><video id="direct" muted autoplay playsinline></video>
<canvas id="canvas" width="600" height="40"></canvas>
<script>
const channel = "stage:${roomId}";
const ctx = document.getElementById("canvas").getContext("2d", { willReadFrequently: true });
window.samples = { sfu: [], direct: [] };
window.undecodable = { sfu: 0, direct: 0 };
window.state = { sfu: "new", direct: "new" };
${LATENCY_OF}

function measure(name) {
  const video = document.getElementById(name);
  const onFrame = (_now, meta) => {
    const latency = latencyOf(ctx, video, meta);
    if (latency !== null) window.samples[name].push(latency);
    else window.undecodable[name] += 1;
    video.requestVideoFrameCallback(onFrame);
  };
  video.requestVideoFrameCallback(onFrame);
  video.play().catch(() => {});
}
measure("sfu");
measure("direct");

let pc = null;
let session = null;
let tracks = [];
let shown = null;
function attach() {
  const wanted = tracks.find((t) => t.userId === ${guestId} && t.kind === "video");
  const transceiver = wanted && pc && pc.getTransceivers().find((t) => t.mid === wanted.mid);
  if (!transceiver || transceiver.receiver.track === shown) return;
  shown = transceiver.receiver.track;
  const video = document.getElementById("sfu");
  video.srcObject = new MediaStream([shown]);
  video.play().catch(() => {});
}
const ws = new WebSocket((location.protocol === "https:" ? "wss://" : "ws://") + location.host + "/web/ws");
const send = (frame) => ws.send(JSON.stringify(frame));
const signal = (s) => send({ type: "stage", channel, signal: s });
ws.onopen = () => send({ type: "auth" });
ws.onclose = (event) => { window.state.sfu = "socket closed " + event.code; };
ws.onmessage = async (message) => {
  for (const frame of JSON.parse(message.data)) {
    if (frame.type === "welcome") send({ type: "subscribe", channel });
    else if (frame.type === "subscribed" && frame.channel === channel) signal({ op: "join", as: "viewer" });
    else if (frame.type === "error") window.state.sfu = "error " + frame.code;
    else if (frame.type === "stage" && frame.channel === channel) {
      const s = frame.signal;
      if (s.op === "offer") {
        pc?.close();
        session = s.session;
        tracks = s.tracks;
        pc = new RTCPeerConnection({ bundlePolicy: "max-bundle" });
        const id = s.session;
        pc.onicecandidate = ({ candidate }) => {
          if (candidate?.candidate) signal({ op: "candidate", session: id, candidate: candidate.candidate, sdpMid: candidate.sdpMid, sdpMLineIndex: candidate.sdpMLineIndex });
        };
        pc.ontrack = attach;
        pc.onconnectionstatechange = () => { window.state.sfu = pc.connectionState; };
        await pc.setRemoteDescription({ type: "offer", sdp: s.sdp });
        await pc.setLocalDescription(await pc.createAnswer());
        signal({ op: "answer", session: id, sdp: pc.localDescription.sdp });
        if (window.state.sfu === "new") window.state.sfu = "answered";
        attach();
      } else if (s.session === session && s.op === "tracks") {
        tracks = s.tracks;
        attach();
      } else if (s.session === session && s.op === "closed") {
        window.state.sfu = "closed " + s.reason;
      }
    }
  }
};

window.direct = async (sdp) => {
  const direct = new RTCPeerConnection({ bundlePolicy: "max-bundle" });
  direct.ontrack = (event) => {
    const video = document.getElementById("direct");
    video.srcObject = new MediaStream([event.track]);
    video.play().catch(() => {});
  };
  direct.onconnectionstatechange = () => { window.state.direct = direct.connectionState; };
  await direct.setRemoteDescription({ type: "offer", sdp });
  await direct.setLocalDescription(await direct.createAnswer());
  if (direct.iceGatheringState !== "complete") {
    await new Promise((resolve) => {
      direct.onicegatheringstatechange = () => direct.iceGatheringState === "complete" && resolve();
      setTimeout(resolve, 3000);
    });
  }
  return direct.localDescription.sdp;
};
</script></body></html>`;
}
