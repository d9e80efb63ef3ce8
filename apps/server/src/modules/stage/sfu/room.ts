import type { StageClientSignal, StageServerSignal, StageTrack } from "@courtside/protocol";
import {
  type MediaStreamTrack,
  RTCPeerConnection,
  type RTCPeerConnectionConfig,
  type RTCRtpSender,
  type RTCRtpTransceiver,
  type RtpPacket,
  useOPUS,
  useSdesMid,
  useVP8,
} from "werift";
import type { FromWorker, RoomStats, WorkerConfig } from "./messages.js";
import { createRelayFeed } from "./relay-feed.js";
import { type PublisherRule, type RelayTarget, SLOTS } from "./types.js";

/** A publisher is asked for a key frame at most this often, however many receivers ask. */
const PLI_GAP_MS = 500;

type Kind = "audio" | "video";
type Reason = Extract<StageServerSignal, { op: "closed" }>["reason"];

interface Incoming {
  track: MediaStreamTrack;
  transceiver: RTCRtpTransceiver;
}

interface Slot {
  audio: RTCRtpSender;
  video: RTCRtpSender;
  mids: Record<Kind, string>;
  /** The publisher this slot carries, if any. */
  from: number | null;
}

interface Session {
  key: string;
  id: string;
  userId: number | null;
  publish: boolean;
  pc: RTCPeerConnection;
  slots: Slot[];
  incoming: Partial<Record<Kind, Incoming>>;
  offered: boolean;
  connected: boolean;
  closed: boolean;
  lastPli: number;
  /** A key frame asked for within the gap, sent when it ends. */
  pliLater: NodeJS.Timeout | undefined;
}

/**
 * One room's forwarding: each participant has one peer connection with the server, which always
 * makes the offer. A publisher's first two media lines carry its microphone and camera to the
 * server; every session has 11 pairs of send-only lines ("slots") that carry the others. Who is
 * in which slot changes without renegotiation: the client is told with a `tracks` signal. Packets
 * are forwarded as they come, never decoded.
 */
export function createSfuRoom(config: WorkerConfig, emit: (message: FromWorker) => void) {
  const sessions = new Map<string, Session>();
  let rules: PublisherRule[] = [];
  /** Publisher → kind → the senders that carry it to receivers now. */
  let routes = new Map<number, Record<Kind, RTCRtpSender[]>>();
  let packetsIn = 0;
  let packetsOut = 0;
  /** The viewers' relay, if this node has one, and who sits in which of its seats. */
  let seats: (number | null)[] = Array(SLOTS).fill(null);
  let seatOf = new Map<number, number>();
  const relay = createRelayFeed((seat) => {
    const userId = seats[seat];
    if (userId !== null && userId !== undefined) requestKeyFrame(userId);
  });

  const peerConfig: RTCPeerConnectionConfig = {
    iceServers: config.iceServers,
    bundlePolicy: "max-bundle",
    iceUseIpv6: false,
    // Loopback too: a browser on the server's own machine (tests, OBS) reaches it there.
    iceAdditionalHostAddresses: ["127.0.0.1"],
    codecs: { audio: [useOPUS()], video: [useVP8()] },
    // Every slot's media lines share one transport and one payload type: the browser tells their
    // packets apart by the MID each sender writes into its packets.
    headerExtensions: { audio: [useSdesMid()], video: [useSdesMid()] },
  };

  const send = (session: Session, signal: StageServerSignal) => {
    if (!session.closed) emit({ t: "send", key: session.key, signal });
  };

  function publisherOf(userId: number): Session | undefined {
    let found: Session | undefined;
    // The newest wins while an older one is being replaced.
    for (const session of sessions.values()) if (session.publish && session.userId === userId) found = session;
    return found;
  }

  function allowed(userId: number, kind: Kind): boolean {
    const rule = rules.find((r) => r.userId === userId);
    return rule ? rule[kind] : false;
  }

  /**
   * Asks a publisher for a key frame. One asked for within `PLI_GAP_MS` of the last is not lost: it
   * is sent once the gap is over, so a receiver that starts just after another still gets one.
   */
  function requestKeyFrame(userId: number) {
    const publisher = publisherOf(userId);
    const video = publisher?.incoming.video;
    if (!publisher || !video?.track.ssrc) return;
    const wait = publisher.lastPli + PLI_GAP_MS - Date.now();
    if (wait > 0) {
      publisher.pliLater ??= setTimeout(() => {
        publisher.pliLater = undefined;
        if (!publisher.closed) requestKeyFrame(userId);
      }, wait);
      return;
    }
    publisher.lastPli = Date.now();
    void video.transceiver.receiver.sendRtcpPLI(video.track.ssrc).catch(() => undefined);
  }

  function tracksOf(session: Session): StageTrack[] {
    return session.slots.flatMap((slot) =>
      slot.from === null
        ? []
        : [
            { mid: slot.mids.audio, userId: slot.from, kind: "audio" as const },
            { mid: slot.mids.video, userId: slot.from, kind: "video" as const },
          ],
    );
  }

  /** Publishers with media, in the stage's order (anchor first, then guests as they came). */
  function publishing(): number[] {
    return rules
      .map((rule) => rule.userId)
      .filter((userId) => {
        const session = publisherOf(userId);
        return session !== undefined && (session.incoming.audio !== undefined || session.incoming.video !== undefined);
      });
  }

  /** Seats the publishers for the relay the way a session's slots are held: a seat kept while publishing. */
  function seatRelay(order: number[]) {
    const next = seats.map((userId) => (userId !== null && order.includes(userId) ? userId : null));
    for (const userId of order) {
      if (next.includes(userId)) continue;
      const free = next.indexOf(null);
      if (free < 0) break;
      next[free] = userId;
      if (relay.active) requestKeyFrame(userId);
    }
    if (next.every((userId, seat) => userId === seats[seat])) return;
    seats = next;
    seatOf = new Map(seats.flatMap((userId, seat) => (userId === null ? [] : [[userId, seat] as const])));
    emit({ t: "seats", seats });
  }

  /** Places every publisher in a slot of every other session, keeping the slots already held. */
  function assign() {
    const order = publishing();
    seatRelay(order);
    for (const session of sessions.values()) {
      const wanted = order.filter((userId) => !(session.publish && userId === session.userId));
      let changed = false;
      for (const slot of session.slots) {
        if (slot.from !== null && !wanted.includes(slot.from)) {
          slot.from = null;
          changed = true;
        }
      }
      for (const userId of wanted) {
        if (session.slots.some((slot) => slot.from === userId)) continue;
        const free = session.slots.find((slot) => slot.from === null);
        if (!free) break;
        free.from = userId;
        changed = true;
        // The slot's numbering carries on from where its last publisher left it.
        const publisher = publisherOf(userId);
        for (const kind of ["audio", "video"] as const) {
          const header = publisher?.incoming[kind]?.track.header;
          if (header) free[kind].replaceRTP(header, true);
        }
        requestKeyFrame(userId);
      }
      if (changed && session.offered) send(session, { op: "tracks", session: session.id, tracks: tracksOf(session) });
    }
    const next = new Map<number, Record<Kind, RTCRtpSender[]>>();
    for (const session of sessions.values()) {
      for (const slot of session.slots) {
        if (slot.from === null) continue;
        const route = next.get(slot.from) ?? { audio: [], video: [] };
        route.audio.push(slot.audio);
        route.video.push(slot.video);
        next.set(slot.from, route);
      }
    }
    routes = next;
  }

  function forward(userId: number, kind: Kind, rtp: RtpPacket) {
    packetsIn += 1;
    if (!allowed(userId, kind)) return;
    const seat = seatOf.get(userId);
    if (seat !== undefined && relay.send(seat, kind, rtp)) packetsOut += 1;
    for (const sender of routes.get(userId)?.[kind] ?? []) {
      // Each sender rewrites the header (its own SSRC and numbering), so each gets its own copy.
      void sender.sendRtp(rtp.clone()).catch(() => undefined);
      packetsOut += 1;
    }
  }

  function receive(session: Session, kind: Kind) {
    const transceiver = session.pc.addTransceiver(kind, { direction: "recvonly" });
    transceiver.onTrack.subscribe((track) => {
      if (session.closed || session.userId === null) return;
      const userId = session.userId;
      session.incoming[kind] = { track, transceiver };
      track.onReceiveRtp.subscribe((rtp) => forward(userId, kind, rtp));
      assign();
    });
  }

  function close(session: Session, reason: Reason | null) {
    if (session.closed) return;
    if (reason) send(session, { op: "closed", session: session.id, reason });
    session.closed = true;
    clearTimeout(session.pliLater);
    sessions.delete(session.key);
    void session.pc.close().catch(() => undefined);
    if (reason) emit({ t: "gone", key: session.key, session: session.id });
    const { userId } = session;
    if (session.publish && userId !== null && session.connected && reason !== "ended" && !publisherOf(userId)) {
      emit({ t: "peer", userId, state: "lost" });
    }
    assign();
  }

  function watch(session: Session) {
    session.pc.connectionStateChange.subscribe((state) => {
      if (session.closed) return;
      if (state === "connected") {
        session.connected = true;
        if (session.publish && session.userId !== null) emit({ t: "peer", userId: session.userId, state: "connected" });
        // Its decoders start now: every publisher it receives sends a key frame.
        for (const slot of session.slots) if (slot.from !== null) requestKeyFrame(slot.from);
      } else if (state === "disconnected" && session.publish && session.userId !== null && session.connected) {
        emit({ t: "peer", userId: session.userId, state: "lost" });
      } else if (state === "failed" || state === "closed") {
        close(session, "failed");
      }
    });
  }

  async function join(key: string, id: string, userId: number | null, publish: boolean) {
    // The same connection asking again starts over; it knows its old session is gone.
    const previous = sessions.get(key);
    if (previous) {
      previous.closed = true;
      clearTimeout(previous.pliLater);
      sessions.delete(key);
      void previous.pc.close().catch(() => undefined);
    }
    const pc = new RTCPeerConnection(peerConfig);
    const session: Session = {
      key,
      id,
      userId,
      publish,
      pc,
      slots: [],
      incoming: {},
      offered: false,
      connected: false,
      closed: false,
      lastPli: 0,
      pliLater: undefined,
    };
    sessions.set(key, session);
    for (const other of [...sessions.values()]) {
      // One publishing session per person: a second tab or device takes over from the first.
      if (publish && other !== session && other.publish && other.userId === userId) close(other, "replaced");
    }
    if (publish) {
      receive(session, "audio");
      receive(session, "video");
    }
    const slotTransceivers = Array.from({ length: SLOTS }, () => ({
      audio: pc.addTransceiver("audio", { direction: "sendonly" }),
      video: pc.addTransceiver("video", { direction: "sendonly" }),
    }));
    watch(session);
    await pc.setLocalDescription(await pc.createOffer());
    if (session.closed) return;
    session.slots = slotTransceivers.map(({ audio, video }) => {
      const slot: Slot = {
        audio: audio.sender,
        video: video.sender,
        mids: { audio: audio.mid ?? "", video: video.mid ?? "" },
        from: null,
      };
      video.sender.onPictureLossIndication.subscribe(() => {
        if (slot.from !== null) requestKeyFrame(slot.from);
      });
      return slot;
    });
    assign();
    const sdp = pc.localDescription?.sdp ?? "";
    send(session, { op: "offer", session: session.id, sdp, tracks: tracksOf(session) });
    session.offered = true;
  }

  async function signal(key: string, message: StageClientSignal) {
    const session = sessions.get(key);
    if (!session || message.op === "join" || message.session !== session.id) return;
    if (message.op === "answer") await session.pc.setRemoteDescription({ type: "answer", sdp: message.sdp });
    else if (message.op === "candidate") {
      await session.pc.addIceCandidate({
        candidate: message.candidate,
        ...(message.sdpMid === null ? {} : { sdpMid: message.sdpMid }),
        ...(message.sdpMLineIndex === null ? {} : { sdpMLineIndex: message.sdpMLineIndex }),
      });
    } else close(session, "left");
  }

  function stats(): RoomStats {
    let publishers = 0;
    let viewers = 0;
    for (const session of sessions.values()) {
      if (session.publish) publishers += 1;
      else viewers += 1;
    }
    let forwardedTracks = 0;
    for (const [userId, route] of routes) {
      if (allowed(userId, "audio")) forwardedTracks += route.audio.length;
      if (allowed(userId, "video")) forwardedTracks += route.video.length;
    }
    return { publishers, viewers, forwardedTracks, packetsIn, packetsOut };
  }

  return {
    join: (key: string, id: string, userId: number | null, publish: boolean) =>
      join(key, id, userId, publish).catch(() => {
        // Only this join's own session: a join cut short by the same connection joining again
        // (its peer connection closed mid-offer) must not end the session that replaced it.
        const session = sessions.get(key);
        if (session?.id === id) close(session, "failed");
      }),
    signal: (key: string, message: StageClientSignal) =>
      signal(key, message).catch(() => {
        // A malformed answer or candidate ends that session alone.
        const session = sessions.get(key);
        if (session && message.op !== "join" && session.id === message.session) close(session, "failed");
      }),
    /** The connection went away: no one is left to tell. */
    leave(key: string) {
      const session = sessions.get(key);
      if (session) close(session, null);
    },
    update(next: PublisherRule[]) {
      rules = next;
      for (const session of [...sessions.values()]) {
        if (session.publish && session.userId !== null && !rules.some((rule) => rule.userId === session.userId)) {
          close(session, "removed");
        }
      }
      assign();
    },
    /** Sends every seat to the viewers' relay from now on (null: no longer). */
    relay(target: RelayTarget | null) {
      relay.set(target);
      if (target) for (const userId of seats) if (userId !== null) requestKeyFrame(userId);
    },
    /** Viewers of the relay started: each seat's publisher sends a key frame. */
    keyFrames() {
      for (const userId of seats) if (userId !== null) requestKeyFrame(userId);
    },
    end() {
      rules = [];
      for (const session of [...sessions.values()]) close(session, "ended");
    },
    stats,
    get size() {
      return sessions.size;
    },
  };
}
export type SfuRoom = ReturnType<typeof createSfuRoom>;
