import { useState } from "react";
import { useTranslation } from "react-i18next";
import { LivePlayer } from "./LivePlayer";
import { type PlayerReplay, ReplayPlayer } from "./ReplayPlayer";
import type { PlayerDot } from "./timeline";
import "./Player.css";

export type { PlayerReplay } from "./ReplayPlayer";
export type { PlayerDot } from "./timeline";

export interface PlayerProps {
  /** The room (its anchor's id). */
  roomId: number;
  /** Whether the room is broadcasting now (from liveSign or the room's `live` event). */
  live: boolean;
  /** The FLV address; `/live/<roomId>.flv` of this site by default. */
  src?: string;
  /** The HLS address (null when the server has none); `/live/<roomId>/index.m3u8` by default. */
  hlsSrc?: string | null;
  /** Play this recording instead of the live picture. */
  replay?: PlayerReplay | null;
  /** Marks on a replay's progress bar; those outside the duration are not shown. */
  dots?: readonly PlayerDot[];
  poster?: string | null;
  /** Playback speeds a replay offers; listed fastest first. */
  rates?: readonly number[];
  /** Force HLS instead of FLV (for comparisons). */
  prefer?: "flv" | "hls";
}

/** The video player: low-latency FLV with HLS fallback for a live room, or a replay. */
export function Player({ roomId, live, src, hlsSrc, replay, dots = [], poster, rates, prefer }: PlayerProps) {
  const { t } = useTranslation();
  // A replay the viewer chose after the broadcast ended.
  const [chosen, setChosen] = useState<PlayerReplay | null>(null);
  const shown = replay ?? chosen;
  if (shown) {
    return (
      <ReplayPlayer
        key={shown.url}
        replay={shown}
        dots={dots}
        rates={rates}
        poster={poster}
        label={shown.title ? t("player.replayLabel", { title: shown.title }) : t("player.replayUntitled")}
        onBackToLive={!replay && live ? () => setChosen(null) : undefined}
      />
    );
  }
  return (
    <LivePlayer
      roomId={roomId}
      live={live}
      sources={{ flv: src ?? `/live/${roomId}.flv`, hls: hlsSrc === undefined ? `/live/${roomId}/index.m3u8` : hlsSrc }}
      poster={poster}
      prefer={prefer}
      onWatchReplay={setChosen}
      label={t("player.liveLabel", { room: roomId })}
    />
  );
}
