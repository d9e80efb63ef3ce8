import { Spin } from "antd";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { fetchLiveSign, fetchReplays } from "../../api/live";
import { useSettingsStore } from "../../stores/settings";
import { ControlBar } from "./ControlBar";
import { type LiveSources, type Playback, startLive } from "./engine";
import { ReplayIcon } from "./icons";
import type { PlayerReplay } from "./ReplayPlayer";
import { useMediaState } from "./useMediaState";

type Phase = "offline" | "connecting" | "playing" | "reconnecting" | "ended" | "failed" | "unsupported";

interface LivePlayerProps {
  roomId: number;
  live: boolean;
  sources: LiveSources;
  poster?: string | null;
  prefer?: "flv" | "hls";
  onWatchReplay: (replay: PlayerReplay) => void;
  label: string;
}

/** Pause before reconnecting after the stream broke off while the room is still live. */
const RECONNECT_MS = 2_000;
/** Reconnections in a row without a picture before giving up (the viewer can try again). */
const MAX_ATTEMPTS = 5;

/**
 * A live room's picture: FLV kept near the live edge, HLS where MSE is missing. Offline before the
 * broadcast, ended after it (with its replay), reconnecting through short network breaks.
 */
export function LivePlayer({ roomId, live, sources, poster, prefer, onWatchReplay, label }: LivePlayerProps) {
  const { t } = useTranslation();
  const frame = useRef<HTMLDivElement>(null);
  const video = useRef<HTMLVideoElement>(null);
  const media = useMediaState(video);
  const appRoomUrl = useSettingsStore((state) => state.appRoomUrl);
  const [phase, setPhase] = useState<Phase>(live ? "connecting" : "offline");
  // Each new value (re)starts the engine; 0 means stopped.
  const [run, setRun] = useState(live ? 1 : 0);
  const [muted, setMuted] = useState(false);
  const [noReplay, setNoReplay] = useState(false);
  const played = useRef(false);
  const attempts = useRef(0);
  const { flv, hls } = sources;

  useEffect(() => {
    if (live) {
      setRun((current) => (current === 0 ? 1 : current));
      setPhase((current) => (current === "playing" ? current : "connecting"));
    } else {
      setRun(0);
      setPhase(played.current ? "ended" : "offline");
    }
  }, [live]);

  useEffect(() => {
    const element = video.current;
    if (run === 0 || !element) return undefined;
    let cancelled = false;
    let playback: Playback | null = null;
    let retry: number | undefined;

    // The stream broke off: ended if the room is no longer live, otherwise try again shortly.
    const interrupted = () => {
      if (cancelled) return;
      setPhase("reconnecting");
      void fetchLiveSign(roomId)
        .then((sign) => sign.live)
        .catch(() => true)
        .then((stillLive) => {
          if (cancelled) return;
          if (!stillLive) {
            setRun(0);
            setPhase(played.current ? "ended" : "offline");
          } else if (attempts.current >= MAX_ATTEMPTS) {
            setPhase("failed");
          } else {
            attempts.current += 1;
            retry = window.setTimeout(() => setRun((current) => current + 1), RECONNECT_MS);
          }
        });
    };

    void startLive(element, { flv, hls }, { onError: interrupted, onEnded: interrupted }, prefer).then((started) => {
      if (cancelled) {
        started?.destroy();
        return;
      }
      if (!started) {
        setPhase("unsupported");
        return;
      }
      playback = started;
      element.play().catch(() => {
        // Browsers refuse sound without a gesture: play muted and offer to unmute.
        element.muted = true;
        setMuted(true);
        void element.play().catch(() => undefined);
      });
    });
    return () => {
      cancelled = true;
      window.clearTimeout(retry);
      playback?.destroy();
    };
  }, [run, roomId, flv, hls, prefer]);

  useEffect(() => {
    const element = video.current;
    if (!element) return undefined;
    const onPlaying = () => {
      played.current = true;
      attempts.current = 0;
      setPhase("playing");
    };
    element.addEventListener("playing", onPlaying);
    return () => element.removeEventListener("playing", onPlaying);
  }, []);

  const jumpToLive = () => {
    const element = video.current;
    const end = element && element.buffered.length > 0 ? element.buffered.end(element.buffered.length - 1) : null;
    if (element && end !== null) element.currentTime = Math.max(0, end - 0.2);
    void element?.play().catch(() => undefined);
  };

  const watchReplay = async () => {
    const page = await fetchReplays(roomId, 1, 10).catch(() => null);
    const latest = page?.list[0];
    if (latest) onWatchReplay(latest);
    else setNoReplay(true);
  };

  const retryNow = () => {
    attempts.current = 0;
    setPhase("connecting");
    setRun((current) => current + 1);
  };

  const streaming = phase === "playing" || phase === "connecting" || phase === "reconnecting";
  return (
    <div className="player player--live" ref={frame}>
      {/* biome-ignore lint/a11y/useMediaCaption: live broadcasts carry no captions */}
      <video ref={video} className="player__video" playsInline poster={poster ?? undefined} aria-label={label} />
      {(phase === "connecting" || phase === "reconnecting") && (
        <div className="player__overlay player__overlay--clear" role="status">
          <Spin />
          <p>{phase === "connecting" ? t("player.connecting") : t("player.reconnecting")}</p>
        </div>
      )}
      {phase === "offline" && (
        <div className="player__overlay" role="status">
          <p className="player__overlay-title">{t("player.offline")}</p>
          <p>{t("player.offlineHint")}</p>
        </div>
      )}
      {phase === "ended" && (
        <div className="player__overlay" role="status">
          <p className="player__overlay-title">{t("player.ended")}</p>
          <button type="button" className="player__cta" onClick={() => void watchReplay()}>
            <ReplayIcon /> {t("player.watchReplay")}
          </button>
          {noReplay && <p>{t("player.noReplay")}</p>}
        </div>
      )}
      {(phase === "failed" || phase === "unsupported") && (
        <div className="player__overlay" role="alert">
          <p className="player__overlay-title">{phase === "failed" ? t("player.failed") : t("player.unsupported")}</p>
          {phase === "failed" && (
            <button type="button" className="player__cta" onClick={retryNow}>
              {t("player.retry")}
            </button>
          )}
        </div>
      )}
      {muted && phase === "playing" && media.muted && (
        <button
          type="button"
          className="player__unmute"
          onClick={() => {
            if (video.current) video.current.muted = false;
            setMuted(false);
          }}
        >
          {t("player.tapToUnmute")}
        </button>
      )}
      {streaming && (
        <ControlBar
          video={video}
          frame={frame}
          media={media}
          extra={
            <>
              <button type="button" className="player__live-badge" onClick={jumpToLive} title={t("player.goLive")}>
                {t("player.live")}
              </button>
              {appRoomUrl && (
                <a className="player__app-link" href={appRoomUrl.replaceAll("{roomId}", String(roomId))}>
                  {t("player.openInApp")}
                </a>
              )}
            </>
          }
        />
      )}
    </div>
  );
}
