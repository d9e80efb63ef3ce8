import type { StageClientSignal, StageServerSignal, StageTrack } from "@courtside/protocol";

export type SessionState = "joining" | "connecting" | "connected" | "closed" | "failed";

/** What one participant sends us now, and how much of it has arrived. */
export interface RemoteMedia {
  stream: MediaStream;
  /** Bytes received so far of their audio and video (from the connection's statistics). */
  bytes: { audio: number; video: number };
  /** 0–1, the loudness of their latest audio. */
  level: number;
}

export interface SessionOptions {
  as: "publisher" | "viewer";
  iceServers: RTCIceServer[];
  send: (signal: StageClientSignal) => void;
  /** A publisher's camera and microphone; either may be missing. */
  local?: { audio: MediaStreamTrack | null; video: MediaStreamTrack | null };
  onStreams: (streams: ReadonlyMap<number, MediaStream>) => void;
  onState: (state: SessionState, reason?: string) => void;
}

/** Chromium refuses a frame above the gateway's size; media lines past the first need no candidates. */
const MAX_ANSWER = 14_000;

/**
 * One media session with the stage's SFU. The server offers; we answer, trickle our candidates,
 * and for a publisher send camera and microphone on the offer's first two media lines. The other
 * lines carry the participants the server names in its `tracks` (re-sent whenever they change).
 */
export function createStageSession(options: SessionOptions) {
  let pc: RTCPeerConnection | null = null;
  let session: string | null = null;
  let tracks: StageTrack[] = [];
  let local = options.local ?? { audio: null, video: null };
  const streams = new Map<number, MediaStream>();
  let stopped = false;

  function publish(connection: RTCPeerConnection) {
    const [audio, video] = connection.getTransceivers();
    for (const [transceiver, track] of [
      [audio, local.audio],
      [video, local.video],
    ] as const) {
      if (!transceiver) continue;
      transceiver.direction = "sendonly";
      void transceiver.sender.replaceTrack(track).catch(() => undefined);
    }
  }

  /** Groups the received tracks by participant, keeping each participant's stream while its tracks stay. */
  function refresh() {
    if (!pc) return;
    const byUser = new Map<number, MediaStreamTrack[]>();
    for (const track of tracks) {
      const transceiver = pc.getTransceivers().find((t) => t.mid === track.mid);
      if (!transceiver) continue;
      byUser.set(track.userId, [...(byUser.get(track.userId) ?? []), transceiver.receiver.track]);
    }
    for (const userId of [...streams.keys()]) if (!byUser.has(userId)) streams.delete(userId);
    for (const [userId, list] of byUser) {
      const current = streams.get(userId);
      const same = current && list.every((track) => current.getTracks().includes(track));
      if (!same) streams.set(userId, new MediaStream(list));
    }
    options.onStreams(new Map(streams));
  }

  async function answer(signal: Extract<StageServerSignal, { op: "offer" }>) {
    pc?.close();
    session = signal.session;
    tracks = signal.tracks;
    const connection = new RTCPeerConnection({ iceServers: options.iceServers, bundlePolicy: "max-bundle" });
    pc = connection;
    const id = signal.session;
    connection.onicecandidate = ({ candidate }) => {
      if (!candidate?.candidate || pc !== connection) return;
      options.send({
        op: "candidate",
        session: id,
        candidate: candidate.candidate,
        sdpMid: candidate.sdpMid,
        sdpMLineIndex: candidate.sdpMLineIndex,
      });
    };
    connection.ontrack = () => refresh();
    connection.onconnectionstatechange = () => {
      if (pc !== connection) return;
      const state = connection.connectionState;
      if (state === "connected") options.onState("connected");
      else if (state === "failed") options.onState("failed");
      else if (state === "connecting" || state === "new") options.onState("connecting");
    };
    await connection.setRemoteDescription({ type: "offer", sdp: signal.sdp });
    if (options.as === "publisher") publish(connection);
    await connection.setLocalDescription(await connection.createAnswer());
    const sdp = connection.localDescription?.sdp ?? "";
    if (sdp.length > MAX_ANSWER || pc !== connection) return;
    options.send({ op: "answer", session: id, sdp });
    options.onState("connecting");
    refresh();
  }

  return {
    /** Asks the server for a session (again after a reconnect: the old one ended with the socket). */
    join() {
      if (stopped) return;
      options.onState("joining");
      options.send({ op: "join", as: options.as });
    },
    handle(signal: StageServerSignal) {
      if (stopped) return;
      if (signal.op === "offer") {
        answer(signal).catch(() => options.onState("failed"));
        return;
      }
      if (signal.session !== session) return;
      if (signal.op === "tracks") {
        tracks = signal.tracks;
        refresh();
      } else if (signal.op === "closed") {
        pc?.close();
        pc = null;
        session = null;
        streams.clear();
        options.onStreams(new Map());
        options.onState(signal.reason === "failed" ? "failed" : "closed", signal.reason);
      }
    },
    /** Swaps the camera or microphone without a new offer (a device picked, a track restarted). */
    setLocal(next: { audio: MediaStreamTrack | null; video: MediaStreamTrack | null }) {
      local = next;
      if (pc && options.as === "publisher") publish(pc);
    },
    /** Bytes and loudness per participant received, and the loudness of our own microphone. */
    async measure(): Promise<{ remote: Map<number, RemoteMedia>; ownLevel: number }> {
      const remote = new Map<number, RemoteMedia>();
      let ownLevel = 0;
      if (!pc) return { remote, ownLevel };
      const byMid = new Map(tracks.map((track) => [track.mid, track]));
      const report = await pc.getStats();
      report.forEach((entry: RTCStats & Record<string, unknown>) => {
        if (entry.type === "media-source" && entry.kind === "audio" && typeof entry.audioLevel === "number") {
          ownLevel = entry.audioLevel;
        }
        if (entry.type !== "inbound-rtp" || typeof entry.mid !== "string") return;
        const track = byMid.get(entry.mid);
        const stream = track && streams.get(track.userId);
        if (!track || !stream) return;
        const media = remote.get(track.userId) ?? { stream, bytes: { audio: 0, video: 0 }, level: 0 };
        media.bytes[track.kind] += typeof entry.bytesReceived === "number" ? entry.bytesReceived : 0;
        if (track.kind === "audio" && typeof entry.audioLevel === "number") media.level = entry.audioLevel;
        remote.set(track.userId, media);
      });
      return { remote, ownLevel };
    },
    stop() {
      stopped = true;
      if (session) options.send({ op: "leave", session });
      pc?.close();
      pc = null;
      streams.clear();
    },
  };
}
export type StageSession = ReturnType<typeof createStageSession>;
