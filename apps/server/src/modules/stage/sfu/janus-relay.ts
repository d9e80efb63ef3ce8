import { randomInt, randomUUID } from "node:crypto";
import type { StageClientSignal, StageTrack } from "@courtside/protocol";
import type { FastifyBaseLogger } from "fastify";
import { createJanusClient } from "./janus-client.js";
import { RELAY_PAYLOAD_TYPES, type RelayTarget, type SfuPeer, SLOTS } from "./types.js";

const PLUGIN = "janus.plugin.streaming";
/** A room's mountpoint stays this long after its last viewer, so a quick rejoin finds it. */
const IDLE_MS = 30_000;
/** Opus and VP8; the room's thread rewrites the payload types to these. */
const AUDIO = { pt: RELAY_PAYLOAD_TYPES.audio, codec: "opus" } as const;
const VIDEO = { pt: RELAY_PAYLOAD_TYPES.video, codec: "vp8" } as const;

interface Viewer {
  key: string;
  session: string;
  roomId: number;
  peer: SfuPeer;
  handle: number | null;
  closed: boolean;
}

interface Mount {
  id: number;
  target: Promise<RelayTarget>;
}

export interface RelayOptions {
  /** Janus's REST API, e.g. `http://127.0.0.1:8088/janus`. */
  url: string;
  /** The IP address where this node reaches Janus's RTP ports; the mountpoints listen on it alone. */
  rtpHost: string;
  /** The streaming plugin's `admin_key`, if Janus requires one to create mountpoints. */
  adminKey?: string | undefined;
  /** How long a mountpoint outlives its room's last viewer (30 s). */
  idleMs?: number;
}

/** The media lines of seat `i`: the mountpoint's mids, fixed for its life. */
const mids = (seat: number) => ({ audio: `a${seat}`, video: `v${seat}` });

/**
 * Receive-only viewers of a stage served by Janus's streaming plugin instead of the room's werift
 * thread. Each stage with viewers has one mountpoint of 11 seats (an audio and a video line each);
 * the room's SFU thread sends each publisher's packets, in the clear, to the ports of their seat,
 * and Janus encrypts and sends them to every viewer in C. Viewers speak the same signalling as
 * before: the offer now comes from Janus, and `tracks` names who sits in which seat.
 */
export function createJanusRelay(options: RelayOptions, log: FastifyBaseLogger) {
  const janus = createJanusClient(options.url, log);
  const mounts = new Map<number, Mount>();
  const viewers = new Map<string, Viewer>();
  /** Who sits in which seat of each room with a stage, known before its first viewer comes. */
  const seatsOf = new Map<number, (number | null)[]>();
  const adminKey = options.adminKey ? { admin_key: options.adminKey } : {};
  let readyListener: (roomId: number) => void = () => undefined;
  let goneListener: (roomId: number) => void = () => undefined;
  const idle = new Map<number, NodeJS.Timeout>();

  function tracksOf(seats: readonly (number | null)[]): StageTrack[] {
    return seats.flatMap((userId, seat) =>
      userId === null
        ? []
        : [
            { mid: mids(seat).audio, userId, kind: "audio" as const },
            { mid: mids(seat).video, userId, kind: "video" as const },
          ],
    );
  }

  async function create(roomId: number, id: number): Promise<RelayTarget> {
    const handle = await janus.attach(PLUGIN, () => undefined);
    try {
      // The ports listen on the address the nodes send to, and on no other.
      const iface = options.rtpHost;
      const media = Array.from({ length: SLOTS }, (_, seat) => [
        { type: "audio", mid: mids(seat).audio, port: 0, iface, ...AUDIO },
        // Viewers' key-frame requests go out of the RTCP port, to the address that last sent to it.
        { type: "video", mid: mids(seat).video, port: 0, rtcpport: 0, iface, ...VIDEO },
      ]).flat();
      const reply = await janus.message(handle, {
        request: "create",
        type: "rtp",
        id,
        description: `stage ${roomId}`,
        is_private: true,
        permanent: false,
        // Several seats change hands: accept a new publisher's stream on a port at once.
        collision: 0,
        media,
        ...adminKey,
      });
      const stream = reply.data.stream as { ports?: { mid: string; port: number; rtcp_port?: number }[] } | undefined;
      const portsOf = (mid: string) => stream?.ports?.find((p) => p.mid === mid);
      const ports = Array.from({ length: SLOTS }, (_, seat) => ({
        audio: portsOf(mids(seat).audio)?.port ?? 0,
        video: portsOf(mids(seat).video)?.port ?? 0,
        videoRtcp: portsOf(mids(seat).video)?.rtcp_port ?? 0,
      }));
      if (ports.some((p) => !p.audio || !p.video || !p.videoRtcp)) throw new Error("janus: mountpoint without ports");
      return { host: options.rtpHost, ports };
    } finally {
      void janus.detach(handle);
    }
  }

  /** The room's mountpoint, made on its first viewer; nodes sharing one Janus pick their own ids. */
  function mount(roomId: number): Mount {
    let found = mounts.get(roomId);
    if (!found) {
      const id = randomInt(1, 2 ** 48);
      const made: Mount = { id, target: create(roomId, id) };
      made.target.catch(() => {
        if (mounts.get(roomId) === made) mounts.delete(roomId);
      });
      mounts.set(roomId, made);
      found = made;
    }
    return found;
  }

  /** Destroys the room's mountpoint (its ports go back to Janus). */
  function destroy(roomId: number) {
    clearTimeout(idle.get(roomId));
    idle.delete(roomId);
    const room = mounts.get(roomId);
    if (!room) return;
    mounts.delete(roomId);
    void remove(room);
  }

  /** Asks Janus to drop a mountpoint once it exists; one never made needs nothing. */
  async function remove(room: Mount) {
    const made = await room.target.then(() => true).catch(() => false);
    if (!made) return;
    const handle = await janus.attach(PLUGIN, () => undefined).catch(() => null);
    if (handle === null) return;
    await janus.message(handle, { request: "destroy", id: room.id, ...adminKey }).catch(() => undefined);
    await janus.detach(handle);
  }

  const watched = (roomId: number) => [...viewers.values()].some((viewer) => viewer.roomId === roomId);

  /** A room left without viewers gives its mountpoint back after a while; its thread stops sending. */
  function settle(roomId: number) {
    if (watched(roomId) || idle.has(roomId) || !mounts.has(roomId)) return;
    const timer = setTimeout(() => {
      idle.delete(roomId);
      if (watched(roomId)) return;
      destroy(roomId);
      goneListener(roomId);
    }, options.idleMs ?? IDLE_MS);
    timer.unref();
    idle.set(roomId, timer);
  }

  function close(viewer: Viewer, reason: "failed" | "ended" | null) {
    if (viewer.closed) return;
    viewer.closed = true;
    // A connection asking again has its new session under the same key by now: that one stays.
    if (viewers.get(viewer.key) === viewer) viewers.delete(viewer.key);
    if (reason) viewer.peer.send({ op: "closed", session: viewer.session, reason });
    if (viewer.handle !== null) void janus.detach(viewer.handle);
    settle(viewer.roomId);
  }

  async function watch(viewer: Viewer) {
    const room = mount(viewer.roomId);
    await room.target;
    const handle = await janus.attach(PLUGIN, (event) => {
      if (event.kind === "up") readyListener(viewer.roomId);
      else close(viewer, "failed");
    });
    viewer.handle = handle;
    if (viewer.closed) return void janus.detach(handle);
    const reply = await janus.message(handle, { request: "watch", id: room.id });
    if (!reply.jsep || viewer.closed) return;
    viewer.peer.send({
      op: "offer",
      session: viewer.session,
      sdp: reply.jsep.sdp,
      tracks: tracksOf(seatsOf.get(viewer.roomId) ?? []),
    });
  }

  async function signal(viewer: Viewer, message: StageClientSignal) {
    if (message.op === "join" || viewer.handle === null) return;
    if (message.op === "answer") {
      await janus.message(viewer.handle, { request: "start" }, { type: "answer", sdp: message.sdp });
    } else if (message.op === "candidate") {
      const { candidate, sdpMid, sdpMLineIndex } = message;
      await janus.trickle(viewer.handle, { candidate, sdpMid, sdpMLineIndex });
    } else close(viewer, null);
  }

  janus.onLost(() => {
    const rooms = [...mounts.keys()];
    mounts.clear();
    for (const timer of idle.values()) clearTimeout(timer);
    idle.clear();
    for (const viewer of [...viewers.values()]) close(viewer, "failed");
    for (const roomId of rooms) goneListener(roomId);
  });

  return {
    /** Where the room's publishers' packets go; the mountpoint is made on the first call. */
    target: (roomId: number): Promise<RelayTarget> => mount(roomId).target,
    /** Starts a viewer's session: Janus offers, and the answer comes back through `signal`. */
    watch(roomId: number, peer: SfuPeer) {
      const viewer: Viewer = { key: peer.key, session: randomUUID(), roomId, peer, handle: null, closed: false };
      const previous = viewers.get(peer.key);
      viewers.set(peer.key, viewer);
      if (previous) close(previous, null);
      clearTimeout(idle.get(roomId));
      idle.delete(roomId);
      watch(viewer).catch((err) => {
        log.warn({ err, roomId }, "stage relay: a viewer could not start");
        close(viewer, "failed");
      });
    },
    has: (key: string) => viewers.has(key),
    signal(key: string, message: StageClientSignal) {
      const viewer = viewers.get(key);
      if (!viewer || message.op === "join" || message.session !== viewer.session) return;
      signal(viewer, message).catch(() => close(viewer, "failed"));
    },
    leave(key: string) {
      const viewer = viewers.get(key);
      if (viewer) close(viewer, null);
    },
    /** Who sits in which seat now: every viewer of the room is told, without a new offer. */
    seats(roomId: number, seats: readonly (number | null)[]) {
      seatsOf.set(roomId, [...seats]);
      const tracks = tracksOf(seats);
      for (const viewer of viewers.values()) {
        if (viewer.roomId === roomId && viewer.handle !== null && !viewer.closed) {
          viewer.peer.send({ op: "tracks", session: viewer.session, tracks });
        }
      }
    },
    /** The stage ended: its viewers are told and its mountpoint goes. */
    end(roomId: number) {
      seatsOf.delete(roomId);
      // The mountpoint goes first, so closing its viewers does not start its idle time.
      destroy(roomId);
      for (const viewer of [...viewers.values()]) if (viewer.roomId === roomId) close(viewer, "ended");
    },
    /** A viewer's connection came up: its decoders want a key frame of every seat. */
    onReady(listener: (roomId: number) => void) {
      readyListener = listener;
    },
    /** The room's mountpoint is gone (idle, or Janus lost): its publishers stop sending to it. */
    onGone(listener: (roomId: number) => void) {
      goneListener = listener;
    },
    /** Viewers now (`limited`: those the per-node limit counts, the OBS page not among them). */
    stats() {
      let count = 0;
      let limited = 0;
      let forwardedTracks = 0;
      for (const viewer of viewers.values()) {
        count += 1;
        if (!viewer.peer.exempt) limited += 1;
        forwardedTracks += tracksOf(seatsOf.get(viewer.roomId) ?? []).length;
      }
      return { viewers: count, limited, forwardedTracks };
    },
    async stop() {
      const rooms = [...mounts.values()];
      mounts.clear();
      for (const timer of idle.values()) clearTimeout(timer);
      idle.clear();
      for (const viewer of [...viewers.values()]) close(viewer, null);
      await Promise.all(rooms.map(remove));
      await janus.stop();
    },
  };
}
export type JanusRelay = ReturnType<typeof createJanusRelay>;
