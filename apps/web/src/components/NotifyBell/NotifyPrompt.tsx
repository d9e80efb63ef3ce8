import { App, Modal } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { enablePush } from "../../push/push";
import { useNotifyStore } from "../../stores/notify";

/**
 * The explanation before the browser's own permission question, shown after booking a match or
 * following an anchor: the browser is asked only when the user chooses to turn notifications on.
 */
export function NotifyPrompt() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const reason = useNotifyStore((state) => state.prompt);
  const [busy, setBusy] = useState(false);

  const allow = async () => {
    setBusy(true);
    const state = await enablePush();
    setBusy(false);
    useNotifyStore.getState().closePrompt(state !== "on");
    if (state === "blocked") void message.info(t("notify.push.blocked"));
    else if (state === "off") void message.info(t("notify.push.failed"));
  };

  return (
    <Modal
      open={reason !== null}
      title={reason === "anchor" ? t("notify.prompt.anchorTitle") : t("notify.prompt.matchTitle")}
      okText={t("notify.prompt.allow")}
      cancelText={t("notify.prompt.later")}
      confirmLoading={busy}
      onOk={() => void allow()}
      onCancel={() => useNotifyStore.getState().closePrompt(true)}
      destroyOnHidden
    >
      <p>{reason === "anchor" ? t("notify.prompt.anchorBody") : t("notify.prompt.matchBody")}</p>
    </Modal>
  );
}
