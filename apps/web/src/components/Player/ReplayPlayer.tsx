import { LIMITS } from "@courtside/protocol";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ControlBar } from "./ControlBar";
import { type Playback, startReplay } from "./engine";
import { ReplayIcon } from "./icons";
import { ProgressBar } from "./ProgressBar";
import { RateMenu } from "./RateMenu";
import { readResume, writeResume } from "./resume";
import { clock, type PlayerDot, resumable } from "./timeline";
import { useMediaState } from "./useMediaState";

export interface PlayerReplay {
  id: number;
  url: string;
  title?: string;
}

interface ReplayPlayerProps {
  replay: PlayerReplay;
  dots: readonly PlayerDot[];
  rates?: readonly number[];
  poster?: string | null;
  /** Shown while the room is live again: back to the live picture. */
  onBackToLive?: () => void;
  label: string;
}

/** How often the watched position is saved while playing. */
const SAVE_EVERY_SECONDS = 5;

/**
 * A recorded broadcast: seekable, with buffered stretches, event dots, playback speeds, and the
 * last watched position resumed with a hint that hides after 3 s.
 */
export function ReplayPlayer({ replay, dots, rates, poster, onBackToLive, label }: ReplayPlayerProps) {
  const { t } = useTranslation();
  const frame = useRef<HTMLDivElement>(null);
  const video = useRef<HTMLVideoElement>(null);
  const media = useMediaState(video);
  const [failed, setFailed] = useState(false);
  const [resumedAt, setResumedAt] = useState<number | null>(null);
  const lastSaved = useRef(0);

  useEffect(() => {
    const element = video.current;
    if (!element) return undefined;
    let playback: Playback | null = null;
    let cancelled = false;
    setFailed(false);
    const onMetadata = () => {
      const saved = readResume(replay.url);
      if (resumable(saved, element.duration)) {
        element.currentTime = saved;
        setResumedAt(saved);
      }
    };
    element.addEventListener("loadedmetadata", onMetadata, { once: true });
    void startReplay(element, replay.url, { onError: () => setFailed(true), onEnded: () => undefined }).then((p) => {
      if (cancelled) p.destroy();
      else playback = p;
    });
    return () => {
      cancelled = true;
      element.removeEventListener("loadedmetadata", onMetadata);
      playback?.destroy();
    };
  }, [replay.url]);

  // The resume hint goes away by itself (spec section 4).
  useEffect(() => {
    if (resumedAt === null) return undefined;
    const timer = window.setTimeout(() => setResumedAt(null), LIMITS.resumeHintMs);
    return () => window.clearTimeout(timer);
  }, [resumedAt]);

  useEffect(() => {
    if (media.ended) {
      writeResume(replay.url, null);
      return;
    }
    const moved = Math.abs(media.currentTime - lastSaved.current) >= SAVE_EVERY_SECONDS;
    if (media.currentTime > 0 && (moved || !media.playing)) {
      lastSaved.current = media.currentTime;
      writeResume(replay.url, media.currentTime);
    }
  }, [media.currentTime, media.playing, media.ended, replay.url]);

  const seek = (time: number) => {
    if (video.current) video.current.currentTime = time;
  };
  const playFromStart = () => {
    const element = video.current;
    if (!element) return;
    element.currentTime = 0;
    void element.play().catch(() => undefined);
  };

  return (
    <div className="player" ref={frame}>
      {/* biome-ignore lint/a11y/useMediaCaption: broadcasts are recorded without captions */}
      <video
        ref={video}
        className="player__video"
        playsInline
        preload="metadata"
        poster={poster ?? undefined}
        aria-label={label}
      />
      {resumedAt !== null && (
        <div className="player__hint" role="status">
          <span>{t("player.resumed", { time: clock(resumedAt) })}</span>
          <button type="button" className="player__link" onClick={playFromStart}>
            {t("player.startOver")}
          </button>
        </div>
      )}
      {media.ended && (
        <div className="player__overlay">
          <p className="player__overlay-title">{t("player.replayEnded")}</p>
          <button type="button" className="player__cta" onClick={playFromStart}>
            <ReplayIcon /> {t("player.playAgain")}
          </button>
        </div>
      )}
      {failed && (
        <div className="player__overlay" role="alert">
          <p className="player__overlay-title">{t("player.failed")}</p>
        </div>
      )}
      <ControlBar
        video={video}
        frame={frame}
        media={media}
        timeline={
          <ProgressBar
            currentTime={media.currentTime}
            duration={media.duration}
            buffered={media.buffered}
            dots={dots}
            onSeek={seek}
          />
        }
        extra={
          <>
            <span className="player__time">
              {clock(media.currentTime)} / {clock(media.duration)}
            </span>
            <RateMenu
              rate={media.rate}
              rates={rates}
              onChange={(rate) => {
                if (video.current) video.current.playbackRate = rate;
              }}
            />
            {onBackToLive && (
              <button type="button" className="player__live-badge" onClick={onBackToLive}>
                {t("player.backToLive")}
              </button>
            )}
          </>
        }
      />
    </div>
  );
}
