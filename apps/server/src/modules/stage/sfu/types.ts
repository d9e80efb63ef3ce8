import { STAGE, type StageClientSignal, type StageServerSignal } from "@courtside/protocol";

/** Media lines each receiving session has: enough for the anchor and every guest. */
export const SLOTS = STAGE.guestsMax + 1;

/**
 * The selective forwarding unit behind a stage, as the stage service sees it. The embedded one
 * (`createWorkerSfu`) runs werift in a worker thread per busy room; an external SFU (LiveKit, a
 * Janus or SRS deployment) can take its place by implementing this interface and translating the
 * same client signals, so no client changes (see docs/scaling.md).
 */
export interface StageSfu {
  /**
   * Opens a media session for one connection: the SFU answers through `peer.send` with an offer.
   * Throws `stageViewersFull` when this node carries as many receive-only viewers as it may.
   */
  join(roomId: number, peer: SfuPeer): void;
  /** A client's answer, ICE candidate or leave for a session it holds. */
  signal(roomId: number, key: string, signal: StageClientSignal): void;
  /** The connection went away: its session closes (a publisher's counts as a lost connection). */
  leave(roomId: number, key: string): void;
  /**
   * Who may publish on the stage now and which of their tracks are forwarded. A publisher left out
   * loses their session ("removed"); a muted track is no longer forwarded to anyone.
   */
  update(roomId: number, publishers: readonly PublisherRule[]): void;
  /** The stage ended: every session of the room closes ("ended"). */
  end(roomId: number): void;
  /** A publisher's media reached the SFU, or was lost (their last session closed or failed). */
  onPeerState(listener: (event: PeerStateEvent) => void): void;
  stats(): Promise<SfuStats>;
  stop(): Promise<void>;
}

export interface SfuPeer {
  /** The connection's id: one session per connection and room. */
  key: string;
  /** Null for a visitor watching. */
  userId: number | null;
  /** Sends camera and microphone (the anchor or a guest on stage); otherwise receive-only. */
  publish: boolean;
  /**
   * A receive-only session outside the viewer limit: the anchor's own composing page
   * (`#/stage/<room>` in OBS), which puts the stage into the broadcast for everyone else.
   */
  exempt?: boolean;
  send(signal: StageServerSignal): void;
}

export interface PublisherRule {
  userId: number;
  audio: boolean;
  video: boolean;
}

export interface PeerStateEvent {
  roomId: number;
  userId: number;
  state: "connected" | "lost";
}

export interface SfuStats {
  rooms: number;
  publishers: number;
  viewers: number;
  /** Tracks being forwarded now: one per publisher track per receiving session. */
  forwardedTracks: number;
  /** RTP packets received from publishers and sent to receivers since the start. */
  packetsIn: number;
  packetsOut: number;
}

/** What the embedded SFU needs to know: ICE servers for its peers and the per-node viewer limit. */
export interface SfuOptions {
  iceServers: IceServer[];
  /** Read at each join, so a change from the console applies at once. */
  viewersMax: () => number;
}

export interface IceServer {
  urls: string | string[];
  username?: string | undefined;
  credential?: string | undefined;
}

/** The payload types of the relay's mountpoints: Opus and VP8 as browsers publish them. */
export const RELAY_PAYLOAD_TYPES = { audio: 111, video: 96 } as const;

/** Where a room's SFU thread sends each seat's packets for the viewers' relay (plain RTP over UDP). */
export interface RelayTarget {
  host: string;
  /**
   * Seat `i`'s audio and video ports, and the port where its viewers' key-frame requests come
   * from; seats are held as `seats` events say.
   */
  ports: { audio: number; video: number; videoRtcp: number }[];
}
