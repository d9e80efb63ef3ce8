import { Typography } from "antd";
import { Trans, useTranslation } from "react-i18next";

/** The live configuration's two steps for putting the stage into the broadcast with OBS. */
export function StageObsSteps({ roomId }: { roomId: number }) {
  const { t } = useTranslation();
  const address = `${window.location.origin}${window.location.pathname}#/stage/${roomId}`;
  return (
    <section className="live-config__card" aria-labelledby="stage-obs-title">
      <h2 id="stage-obs-title" className="live-config__heading">
        {t("stage.obs.title")}
      </h2>
      <p className="live-config__note">{t("stage.obs.intro")}</p>
      <ol className="live-config__steps">
        <li>
          <Trans i18nKey="stage.obs.step1" components={{ b: <strong /> }} />
        </li>
        <li>
          <Trans i18nKey="stage.obs.step2" components={{ b: <strong /> }} />
        </li>
      </ol>
      <p className="live-config__note">{t("stage.obs.address")}</p>
      <Typography.Paragraph copyable={{ text: address }} code data-testid="stage-obs-address">
        {address}
      </Typography.Paragraph>
    </section>
  );
}
