import { App, Button, Input, Space } from "antd";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";

interface CopyFieldProps {
  label: string;
  value: string;
  /** The copy button's accessible name, e.g. "Copy the push address". */
  copyLabel: string;
  /** Hidden until the viewer asks (the live code). */
  secret?: boolean;
}

/** Writes text to the clipboard; older or locked-down browsers get the selection fallback. */
async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const area = document.createElement("textarea");
    area.value = text;
    area.setAttribute("readonly", "");
    area.style.position = "fixed";
    area.style.opacity = "0";
    document.body.append(area);
    area.select();
    const copied = document.execCommand("copy");
    area.remove();
    return copied;
  }
}

/** A read-only value with a copy button (and, for a secret, a show/hide toggle). */
export function CopyField({ label, value, copyLabel, secret = false }: CopyFieldProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const id = useId();
  const [shown, setShown] = useState(!secret);

  const copy = async () => {
    if (await copyText(value)) void message.success({ content: t("player.config.copied"), key: "copied" });
    else void message.error(t("player.config.copyFailed"));
  };

  return (
    <div className="copy-field">
      <label className="copy-field__label" htmlFor={id}>
        {label}
      </label>
      <Space.Compact block>
        <Input
          id={id}
          readOnly
          value={shown ? value : "•".repeat(Math.min(value.length, 24))}
          className="copy-field__value"
          data-value={shown ? value : undefined}
        />
        {secret && (
          <Button onClick={() => setShown((current) => !current)} aria-pressed={shown}>
            {shown ? t("player.config.hide") : t("player.config.show")}
          </Button>
        )}
        <Button type="primary" onClick={() => void copy()} aria-label={copyLabel}>
          {t("player.config.copy")}
        </Button>
      </Space.Compact>
    </div>
  );
}
