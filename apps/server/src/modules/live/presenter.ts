import type { LiveSign, PlayAddress, Replay, RoomSettings } from "@courtside/protocol";
import type { RoomRow, SessionRow } from "./repo.js";

/** Where the request came from, so addresses work for whoever asked (LAN, localhost, a domain). */
export interface Origin {
  /** e.g. `http://192.168.1.5:8080` */
  http: string;
  /** e.g. `192.168.1.5` */
  hostname: string;
}

/** What the media layer tells the room service about this node. */
export interface MediaFacts {
  hls: boolean;
  /** The port RTMP pushes reach, once listening (or the configured one). */
  rtmpPort(): number;
  /** FLV and HLS viewers of a room on this node. */
  viewers(anchorId: number): number;
}

export interface AddressConfig {
  rtmpPublicUrl: string | undefined;
  playUrl: string | undefined;
}

export function playAddress(anchorId: number, origin: Origin, config: AddressConfig, hls: boolean): PlayAddress {
  const base = config.playUrl ?? origin.http;
  return {
    flvUrl: `${base}/live/${anchorId}.flv`,
    hlsUrl: hls ? `${base}/live/${anchorId}/index.m3u8` : null,
  };
}

export function pushServer(origin: Origin, config: AddressConfig, rtmpPort: number): string {
  if (config.rtmpPublicUrl) return config.rtmpPublicUrl;
  // IPv6 literals need brackets in a URL.
  const host = origin.hostname.includes(":") ? `[${origin.hostname}]` : origin.hostname;
  return `rtmp://${host}:${rtmpPort}/live`;
}

export function toSettings(
  room: RoomRow,
  origin: Origin,
  config: AddressConfig,
  media: Pick<MediaFacts, "hls" | "rtmpPort">,
): RoomSettings {
  const server = pushServer(origin, config, media.rtmpPort());
  return {
    roomId: room.anchorId,
    roomName: room.roomName,
    anchorTitle: room.anchorTitle,
    cover: room.cover,
    intro: room.intro,
    announcement: room.announcement,
    live: room.live,
    liveStartedAt: room.liveStartedAt?.getTime() ?? null,
    pushServer: server,
    liveCode: room.liveCode,
    pushUrl: `${server}/${room.liveCode}`,
    roomPath: `#/anchor/room/${room.anchorId}`,
    ...playAddress(room.anchorId, origin, config, media.hls),
  };
}

export function toLiveSign(
  room: RoomRow,
  session: SessionRow | undefined,
  origin: Origin,
  config: AddressConfig,
  media: MediaFacts,
): LiveSign {
  return {
    anchorId: room.anchorId,
    live: room.live,
    liveStartedAt: room.liveStartedAt?.getTime() ?? null,
    sessionId: room.live ? (session?.id ?? null) : null,
    viewers: media.viewers(room.anchorId),
    ...playAddress(room.anchorId, origin, config, media.hls),
  };
}

export function toReplay(row: SessionRow, base: string): Replay {
  const endedAt = row.endedAt ?? row.startedAt;
  return {
    id: row.id,
    anchorId: row.anchorId,
    title: row.title,
    matchId: row.matchId,
    startedAt: row.startedAt.getTime(),
    endedAt: endedAt.getTime(),
    seconds: row.recordingSeconds ?? Math.round((endedAt.getTime() - row.startedAt.getTime()) / 1000),
    url: `${base}/replays/${row.recording ?? ""}`,
  };
}
