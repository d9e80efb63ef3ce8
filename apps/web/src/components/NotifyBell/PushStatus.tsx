import { App, Button } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { enablePush, type PushState, pushState } from "../../push/push";

/** Whether this browser shows notifications while the page is closed, and the way to turn them on. */
export function PushStatus() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [state, setState] = useState<PushState>(pushState);
  const [busy, setBusy] = useState(false);

  const turnOn = async () => {
    setBusy(true);
    const next = await enablePush();
    setBusy(false);
    setState(next);
    if (next === "off") void message.info(t("notify.push.failed"));
  };

  const text = {
    on: t("notify.push.on"),
    off: t("notify.push.off"),
    blocked: t("notify.push.blocked"),
    unsupported: t("notify.push.unsupported"),
  }[state];
  return (
    <div className="notify-push" data-state={state}>
      <p className="notify-push__text">{text}</p>
      {state === "off" && (
        <Button type="primary" size="small" loading={busy} onClick={() => void turnOn()}>
          {t("notify.push.turnOn")}
        </Button>
      )}
    </div>
  );
}
