import type { ReactNode, RefObject } from "react";
import { useTranslation } from "react-i18next";
import { FullscreenIcon, PauseIcon, PlayIcon, VolumeIcon } from "./icons";
import { type MediaState, useFullscreen } from "./useMediaState";

interface ControlBarProps {
  video: RefObject<HTMLVideoElement | null>;
  frame: RefObject<HTMLDivElement | null>;
  media: MediaState;
  /** Above the buttons: a replay's progress bar. */
  timeline?: ReactNode;
  /** Between volume and fullscreen: the live badge, the time, the speed menu. */
  extra?: ReactNode;
}

/** Play/pause, volume and fullscreen, shared by live and replay. */
export function ControlBar({ video, frame, media, timeline, extra }: ControlBarProps) {
  const { t } = useTranslation();
  const fullscreen = useFullscreen(frame);
  const silent = media.muted || media.volume === 0;

  const togglePlay = () => {
    const element = video.current;
    if (!element) return;
    if (element.paused) void element.play().catch(() => undefined);
    else element.pause();
  };
  const toggleMute = () => {
    const element = video.current;
    if (!element) return;
    element.muted = !silent;
    if (!element.muted && element.volume === 0) element.volume = 0.5;
  };
  const toggleFullscreen = () => {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    else void frame.current?.requestFullscreen().catch(() => undefined);
  };

  return (
    <div className="player__controls">
      {timeline}
      <div className="player__buttons">
        <button
          type="button"
          className="player__button"
          onClick={togglePlay}
          aria-label={media.playing ? t("player.pause") : t("player.play")}
        >
          {media.playing ? <PauseIcon /> : <PlayIcon />}
        </button>
        <button
          type="button"
          className="player__button"
          onClick={toggleMute}
          aria-label={silent ? t("player.unmute") : t("player.mute")}
        >
          <VolumeIcon muted={silent} />
        </button>
        <input
          className="player__volume"
          type="range"
          min={0}
          max={1}
          step={0.05}
          value={silent ? 0 : media.volume}
          aria-label={t("player.volume")}
          onChange={(event) => {
            const element = video.current;
            if (!element) return;
            element.volume = Number(event.target.value);
            element.muted = element.volume === 0;
          }}
        />
        <div className="player__extra">{extra}</div>
        <button
          type="button"
          className="player__button"
          onClick={toggleFullscreen}
          aria-label={fullscreen ? t("player.exitFullscreen") : t("player.fullscreen")}
        >
          <FullscreenIcon active={fullscreen} />
        </button>
      </div>
    </div>
  );
}
