/**
 * The parts of node-media-server 4 the media layer builds on (the package ships JavaScript with
 * JSDoc only): its RTMP protocol engine and its GOP-caching broadcast (which muxes FLV).
 */

declare module "node-media-server/src/core/avpacket.js" {
  class AVPacket {
    codec_id: number;
    /** 8 audio, 9 video, 18 script data. */
    codec_type: number;
    duration: number;
    /** 0 audio header, 1 audio, 2 video header, 3 key frame, 4 frame, 5 metadata. */
    flags: number;
    pts: number;
    dts: number;
    size: number;
    offset: number;
    data: Buffer;
  }
  export = AVPacket;
}

declare module "node-media-server/src/protocol/rtmp.js" {
  import type AVPacket from "node-media-server/src/core/avpacket.js";

  class Rtmp {
    streamApp: string;
    streamName: string;
    streamHost: string;
    streamId: number;
    streamQuery: Record<string, string | string[] | undefined>;
    onConnectCallback: (req: { app: string; name: string; host: string; query: Record<string, unknown> }) => void;
    onPlayCallback: () => void;
    onPushCallback: () => void;
    onPacketCallback: (packet: AVPacket) => void;
    onOutputCallback: (buffer: Buffer) => void;
    /** Feeds received bytes; returns an error text when the stream is not RTMP. */
    parserData(buffer: Buffer): string | null;
    sendStatusMessage(streamId: number, level: string, code: string, description: string): void;
    respondPublish(): void;
    respondPlay(): void;
    onDeleteStream(message: unknown): void;
  }
  export = Rtmp;
}

declare module "node-media-server/src/server/broadcast_server.js" {
  import type AVPacket from "node-media-server/src/core/avpacket.js";

  /** What a broadcast talks to: the publisher and every player ("flv" sessions here). */
  interface Session {
    id: string;
    /** Empty for internal sessions (recorder): they are not counted as plays. */
    ip: string;
    protocol: string;
    streamPath: string;
    playCount: number;
    endTime: number;
    sendBuffer(buffer: Buffer): void;
  }
  class BroadcastServer {
    constructor(streamPath: string);
    publisher: Session | null;
    subscribers: Map<string, Session>;
    publishGraceMs: number;
    /** Sends the headers and cached GOP, then adds the player; returns an error text on refusal. */
    postPlay(session: Session): string | null;
    donePlay(session: Session): void;
    postPublish(session: Session): string | null;
    donePublish(session: Session): void;
    broadcastMessage(packet: AVPacket): void;
  }
  export = BroadcastServer;
}
