import type { StageMute } from "@courtside/protocol";
import { Alert, Button, Select } from "antd";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { CameraIcon, CameraOffIcon, MicIcon, MicOffIcon } from "./icons";
import type { LocalMedia } from "./useLocalMedia";

interface PublisherControlsProps {
  local: LocalMedia;
  audio: StageMute;
  video: StageMute;
  onMute: (kind: "audio" | "video", muted: boolean) => void;
  /** Leave (a guest) or end the stage (the anchor), labelled by the caller. */
  exit: { label: string; onClick: () => void; danger?: boolean };
}

/** Clear words for a camera or microphone that could not be had, with a way to ask again. */
export function DeviceProblemAlert({ local }: { local: LocalMedia }) {
  const { t } = useTranslation();
  if (!local.problem) return null;
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      title={t(`stage.device.${local.problem}`)}
      action={
        <Button size="small" onClick={local.retry}>
          {t("stage.device.retry")}
        </Button>
      }
    />
  );
}

/** A publisher's own controls: devices, microphone and camera on or off, and the way out. */
export function PublisherControls({ local, audio, video, onMute, exit }: PublisherControlsProps) {
  const { t } = useTranslation();
  const id = useId();
  const micOff = audio !== null;
  const cameraOff = video !== null;
  const option = (device: MediaDeviceInfo, index: number, fallback: string) => ({
    value: device.deviceId,
    label: device.label || `${fallback} ${index + 1}`,
  });
  return (
    <fieldset className="stage-controls">
      <legend className="stage-sr">{t("stage.controls.label")}</legend>
      <DeviceProblemAlert local={local} />
      <div className="stage-controls__row">
        <Button
          icon={micOff ? <MicOffIcon /> : <MicIcon />}
          aria-pressed={micOff}
          danger={micOff}
          disabled={audio === "anchor"}
          title={audio === "anchor" ? t("stage.controls.mutedByAnchor") : undefined}
          onClick={() => onMute("audio", !micOff)}
        >
          {micOff ? t("stage.controls.unmuteMic") : t("stage.controls.muteMic")}
        </Button>
        <Button
          icon={cameraOff ? <CameraOffIcon /> : <CameraIcon />}
          aria-pressed={cameraOff}
          danger={cameraOff}
          disabled={video === "anchor"}
          title={video === "anchor" ? t("stage.controls.mutedByAnchor") : undefined}
          onClick={() => onMute("video", !cameraOff)}
        >
          {cameraOff ? t("stage.controls.cameraOn") : t("stage.controls.cameraOff")}
        </Button>
        <Button danger={exit.danger ?? true} onClick={exit.onClick}>
          {exit.label}
        </Button>
      </div>
      {(audio === "anchor" || video === "anchor") && (
        <p className="stage-controls__note">{t("stage.controls.mutedByAnchor")}</p>
      )}
      {(local.devices.cameras.length > 0 || local.devices.microphones.length > 0) && (
        <div className="stage-controls__devices">
          <div className="stage-controls__device">
            <label htmlFor={`${id}-camera`}>{t("stage.device.camera")}</label>
            <Select
              id={`${id}-camera`}
              value={local.chosen.camera ?? local.video?.getSettings().deviceId}
              options={local.devices.cameras.map((d, i) => option(d, i, t("stage.device.camera")))}
              onChange={(value: string) => local.choose("camera", value)}
            />
          </div>
          <div className="stage-controls__device">
            <label htmlFor={`${id}-microphone`}>{t("stage.device.microphone")}</label>
            <Select
              id={`${id}-microphone`}
              value={local.chosen.microphone ?? local.audio?.getSettings().deviceId}
              options={local.devices.microphones.map((d, i) => option(d, i, t("stage.device.microphone")))}
              onChange={(value: string) => local.choose("microphone", value)}
            />
          </div>
        </div>
      )}
    </fieldset>
  );
}
