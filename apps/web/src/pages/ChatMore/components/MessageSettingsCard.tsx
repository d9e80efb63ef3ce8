import { App, Switch } from "antd";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { enablePush } from "../../../push/push";
import { type MessageSettings, useSettingsStore } from "../../../stores/settings";

interface RowProps {
  name: keyof MessageSettings;
  title: string;
  hint: string;
  onChange: (name: keyof MessageSettings, on: boolean) => void;
  disabled?: boolean;
}

function SettingRow({ name, title, hint, onChange, disabled }: RowProps) {
  const on = useSettingsStore((state) => state.messageSettings[name]);
  const titleId = useId();
  const hintId = useId();
  return (
    <li className="im-more__setting">
      <div>
        <div id={titleId} className="im-more__setting-title">
          {title}
        </div>
        <div id={hintId} className="im-more__hint">
          {hint}
        </div>
      </div>
      <Switch
        checked={on}
        disabled={disabled}
        onChange={(checked) => onChange(name, checked)}
        aria-labelledby={titleId}
        aria-describedby={hintId}
      />
    </li>
  );
}

/** The three message settings of spec section 3, with their defaults (off, off, sound on), kept in this browser. */
export function MessageSettingsCard() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const notifications = useSettingsStore((state) => state.messageSettings.messageNotification);

  const change = (name: keyof MessageSettings, on: boolean) => {
    useSettingsStore.getState().setMessageSettings({ [name]: on });
    // Notifications need the browser's permission, asked from this click (spec section 6). The
    // setting stays on either way: the page's own notices and the tab title still tell.
    if (name === "messageNotification" && on) {
      void enablePush().then((state) => {
        if (state !== "on") void message.info(t("im.settings.permissionDenied"));
      });
    }
  };

  return (
    <ul className="im-more__settings">
      <SettingRow
        name="messageNotification"
        title={t("im.settings.notification")}
        hint={t("im.settings.notificationHint")}
        onChange={change}
      />
      <SettingRow
        name="messageInfoNotification"
        title={t("im.settings.details")}
        hint={t("im.settings.detailsHint")}
        onChange={change}
        disabled={!notifications}
      />
      <SettingRow
        name="newMessageNotificationVoice"
        title={t("im.settings.sound")}
        hint={t("im.settings.soundHint")}
        onChange={change}
      />
    </ul>
  );
}
