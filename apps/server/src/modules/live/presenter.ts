import type { LiveSign, PlayAddress, Replay, RoomSettings } from "@courtside/protocol";
import type { RoomRow, SessionRow } from "./repo.js";

/** What the media layer tells the room service about this node. */
export interface MediaFacts {
  hls: boolean;
  /** The port RTMP pushes reach, once listening (or the configured one). */
  rtmpPort(): number;
  /** FLV and HLS viewers of a room on this node. */
  viewers(anchorId: number): number;
  /** Rooms with viewers of their video on this node, and how many. */
  allViewers(): (readonly [number, number])[];
}

/**
 * Where anchors push and viewers play, from configuration only: a request's Host header is the
 * caller's to choose, so addresses built from it could send an anchor's live code elsewhere.
 */
export interface AddressConfig {
  /** PUBLIC_URL: the site's origin, e.g. `https://watch.example.com`. */
  publicUrl: string;
  rtmpPublicUrl: string | undefined;
  playUrl: string | undefined;
}

export function playAddress(anchorId: number, config: AddressConfig, hls: boolean): PlayAddress {
  const base = config.playUrl ?? config.publicUrl;
  return {
    flvUrl: `${base}/live/${anchorId}.flv`,
    hlsUrl: hls ? `${base}/live/${anchorId}/index.m3u8` : null,
  };
}

/** A live still's JPEG, stored beside its WebP. */
export const jpegBeside = (webp: string) => webp.replace(/\.webp$/, ".jpg");

export function pushServer(config: AddressConfig, rtmpPort: number): string {
  if (config.rtmpPublicUrl) return config.rtmpPublicUrl;
  // URL keeps an IPv6 literal's brackets in `hostname`.
  return `rtmp://${new URL(config.publicUrl).hostname}:${rtmpPort}/live`;
}

export function toSettings(
  room: RoomRow,
  config: AddressConfig,
  media: Pick<MediaFacts, "hls" | "rtmpPort">,
): RoomSettings {
  const server = pushServer(config, media.rtmpPort());
  return {
    roomId: room.anchorId,
    roomName: room.roomName,
    anchorTitle: room.anchorTitle,
    cover: room.cover,
    intro: room.intro,
    announcement: room.announcement,
    matchId: room.matchId,
    live: room.live,
    liveStartedAt: room.liveStartedAt?.getTime() ?? null,
    pushServer: server,
    liveCode: room.liveCode,
    pushUrl: `${server}/${room.liveCode}`,
    roomPath: `#/anchor/room/${room.anchorId}`,
    ...playAddress(room.anchorId, config, media.hls),
  };
}

export function toLiveSign(
  room: RoomRow,
  session: SessionRow | undefined,
  config: AddressConfig,
  media: MediaFacts,
): LiveSign {
  return {
    anchorId: room.anchorId,
    live: room.live,
    liveStartedAt: room.liveStartedAt?.getTime() ?? null,
    sessionId: room.live ? (session?.id ?? null) : null,
    viewers: media.viewers(room.anchorId),
    ...playAddress(room.anchorId, config, media.hls),
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
