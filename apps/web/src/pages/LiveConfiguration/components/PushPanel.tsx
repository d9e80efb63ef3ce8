import type { RoomSettings } from "@courtside/protocol";
import { useQueryClient } from "@tanstack/react-query";
import { App, Button } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { resetLiveCode } from "../../../api/live";
import { CopyField } from "./CopyField";

/** Where to push (server and live code, each with a copy button), regenerating the code, and where viewers watch. */
export function PushPanel({ settings }: { settings: RoomSettings }) {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);

  const regenerate = () => {
    modal.confirm({
      title: t("player.config.resetTitle"),
      content: settings.live ? t("player.config.resetBodyLive") : t("player.config.resetBody"),
      okText: t("player.config.resetConfirm"),
      cancelText: t("common.cancel"),
      okButtonProps: { danger: true },
      onOk: async () => {
        setBusy(true);
        try {
          queryClient.setQueryData(["roomSettings"], await resetLiveCode());
          void message.success(t("player.config.resetDone"));
        } catch {
          // The request client has said what went wrong.
        } finally {
          setBusy(false);
        }
      },
    });
  };

  return (
    <section className="live-config__card" aria-labelledby="push-title">
      <h2 id="push-title" className="live-config__heading">
        {t("player.config.pushTitle")}
      </h2>
      <p className="live-config__note">{t("player.config.pushIntro")}</p>
      <CopyField
        label={t("player.config.pushServer")}
        value={settings.pushServer}
        copyLabel={t("player.config.copyPushServer")}
      />
      <CopyField
        label={t("player.config.liveCode")}
        value={settings.liveCode}
        copyLabel={t("player.config.copyLiveCode")}
        secret
      />
      <CopyField
        label={t("player.config.pushUrl")}
        value={settings.pushUrl}
        copyLabel={t("player.config.copyPushUrl")}
        secret
      />
      <Button danger onClick={regenerate} loading={busy} className="live-config__reset">
        {t("player.config.reset")}
      </Button>
      <h3 className="live-config__subheading">{t("player.config.playTitle")}</h3>
      <CopyField label={t("player.config.flvUrl")} value={settings.flvUrl} copyLabel={t("player.config.copyFlvUrl")} />
      {settings.hlsUrl && (
        <CopyField
          label={t("player.config.hlsUrl")}
          value={settings.hlsUrl}
          copyLabel={t("player.config.copyHlsUrl")}
        />
      )}
    </section>
  );
}
