import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Avatar } from "../Avatar/Avatar";
import { CameraOffIcon, MicOffIcon } from "./icons";
import type { Performer } from "./stageState";

interface StageTileProps {
  performer: Performer;
  /** What we receive of them, or our own camera for our tile. */
  stream: MediaStream | null;
  self: boolean;
  speaking: boolean;
  /** Play their sound (never our own). */
  sound: boolean;
  bytes?: { audio: number; video: number } | undefined;
  /** The browser refused to play sound without a gesture. */
  onSoundBlocked?: () => void;
}

/** One person on stage: their picture (or avatar with the camera off), name and what is off. */
export function StageTile({ performer, stream, self, speaking, sound, bytes, onSoundBlocked }: StageTileProps) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    if (element.srcObject !== stream) element.srcObject = stream;
    element.muted = self || !sound;
    if (stream) {
      element.play().catch(() => {
        // Autoplay with sound needs a gesture: play silently, and say so.
        if (!element.muted) {
          element.muted = true;
          void element.play().catch(() => undefined);
          onSoundBlocked?.();
        }
      });
    }
  }, [stream, self, sound, onSoundBlocked]);

  const name = self ? t("stage.tiles.you", { name: performer.nickname }) : performer.nickname;
  const showPicture = stream !== null && !performer.videoOff;
  return (
    <figure
      className="stage-tile"
      data-user={performer.userId}
      data-speaking={speaking}
      data-bytes-audio={bytes?.audio ?? 0}
      data-bytes-video={bytes?.video ?? 0}
      aria-label={name}
    >
      {/* biome-ignore lint/a11y/useMediaCaption: a live camera has no captions to give */}
      <video ref={video} className="stage-tile__video" playsInline autoPlay hidden={!showPicture} />
      {!showPicture && (
        <div className="stage-tile__avatar">
          <Avatar src={performer.avatar} name={performer.nickname} size={64} />
        </div>
      )}
      <figcaption className="stage-tile__caption">
        <span className="stage-tile__name">{name}</span>
        {performer.isAnchor && <span className="stage-tile__tag">{t("stage.tiles.anchor")}</span>}
        {speaking && <span className="stage-tile__speaking">{t("stage.tiles.speaking")}</span>}
        {performer.audioOff && (
          <span className="stage-tile__off" title={t("stage.tiles.micOff")}>
            <MicOffIcon />
            <span className="stage-sr">{t("stage.tiles.micOff")}</span>
          </span>
        )}
        {performer.videoOff && (
          <span className="stage-tile__off" title={t("stage.tiles.cameraOff")}>
            <CameraOffIcon />
            <span className="stage-sr">{t("stage.tiles.cameraOff")}</span>
          </span>
        )}
        {performer.waiting && <span className="stage-tile__waiting">{t("stage.tiles.waiting")}</span>}
      </figcaption>
    </figure>
  );
}
