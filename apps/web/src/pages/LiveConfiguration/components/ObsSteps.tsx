import type { RoomSettings } from "@courtside/protocol";
import { Trans, useTranslation } from "react-i18next";

/** OBS set-up, step by step, with this room's own addresses. */
export function ObsSteps({ settings }: { settings: RoomSettings }) {
  const { t } = useTranslation();
  const steps = ["obsStep1", "obsStep2", "obsStep3", "obsStep4", "obsStep5"] as const;
  return (
    <section className="live-config__card" aria-labelledby="obs-title">
      <h2 id="obs-title" className="live-config__heading">
        {t("player.config.obsTitle")}
      </h2>
      <ol className="live-config__steps">
        {steps.map((step) => (
          <li key={step}>
            <Trans
              i18nKey={`player.config.${step}`}
              values={{ server: settings.pushServer }}
              components={{ b: <strong /> }}
            />
          </li>
        ))}
      </ol>
      <p className="live-config__note">{t("player.config.ffmpegIntro")}</p>
      <pre className="live-config__code">
        <code>{`ffmpeg -re -i match.mp4 -c:v libx264 -preset veryfast -tune zerolatency -g 25 -c:a aac -f flv "${settings.pushServer}/${t("player.config.codePlaceholder")}"`}</code>
      </pre>
    </section>
  );
}
