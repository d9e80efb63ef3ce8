import { Button, Popover } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { SmileIcon } from "../../../components/ImCommon/icons";

/** A small built-in set: faces, hands and the sports the product covers. */
export const EMOJIS = [
  "😀",
  "😂",
  "🤣",
  "😊",
  "😍",
  "😘",
  "😎",
  "🤩",
  "🤔",
  "😮",
  "😢",
  "😭",
  "😡",
  "😱",
  "🥳",
  "😴",
  "👍",
  "👎",
  "👏",
  "🙌",
  "🙏",
  "💪",
  "👌",
  "✌️",
  "❤️",
  "💔",
  "🔥",
  "⭐",
  "🎉",
  "🏆",
  "🥇",
  "⚽",
  "🏀",
  "🎾",
  "⚾",
  "🏐",
  "🏏",
  "🏒",
  "🎮",
  "📣",
  "⏰",
  "✅",
  "❌",
  "💯",
  "👀",
  "🤝",
  "😅",
  "😉",
] as const;

/** Opens the emoji grid; a pick is put into the message box. */
export function EmojiPicker({ onPick, disabled }: { onPick: (emoji: string) => void; disabled?: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const grid = (
    <fieldset className="im-emoji">
      <legend className="im-sr-only">{t("im.composer.emoji")}</legend>
      {EMOJIS.map((emoji) => (
        <button
          key={emoji}
          type="button"
          className="im-emoji__pick"
          onClick={() => {
            onPick(emoji);
            setOpen(false);
          }}
        >
          {emoji}
        </button>
      ))}
    </fieldset>
  );
  return (
    <Popover content={grid} trigger="click" open={open} onOpenChange={setOpen} placement="topLeft">
      <Button
        type="text"
        icon={<SmileIcon />}
        disabled={disabled}
        aria-label={t("im.composer.emoji")}
        aria-haspopup="dialog"
        aria-expanded={open}
      />
    </Popover>
  );
}
