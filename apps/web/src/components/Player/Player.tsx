import { liveEventSchema } from "@courtside/protocol";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useChannel } from "../../realtime/hooks";
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
  // The room's own `live` events are newer than the page's answer until the page answers again.
  const [announced, setAnnounced] = useState<{ over: boolean; live: boolean } | null>(null);
  useChannel(`room:${roomId}`, (event) => {
    if (event.kind !== "live") return;
    const parsed = liveEventSchema.safeParse(event.data);
    if (parsed.success && parsed.data.anchorId === roomId) setAnnounced({ over: live, live: parsed.data.live });
  });
  // An announcement counts until the page's own answer changes.
  const liveNow = announced && announced.over === live ? announced.live : live;
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
        onBackToLive={!replay && liveNow ? () => setChosen(null) : undefined}
      />
    );
  }
  return (
    <LivePlayer
      roomId={roomId}
      live={liveNow}
      sources={{ flv: src ?? `/live/${roomId}.flv`, hls: hlsSrc === undefined ? `/live/${roomId}/index.m3u8` : hlsSrc }}
      poster={poster}
      prefer={prefer}
      onWatchReplay={setChosen}
      label={t("player.liveLabel", { room: roomId })}
    />
  );
}
