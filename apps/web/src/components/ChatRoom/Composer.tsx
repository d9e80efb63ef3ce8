import { CHAT_TEXT_MAX, ROOM_ROLE, type RoomMe } from "@courtside/protocol";
import { Button, Input, Space } from "antd";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { loginPath } from "../../paths";
import { clockTime } from "./MessageLine";
import { PhrasePicker } from "./PhrasePicker";

interface ComposerProps {
  signedIn: boolean;
  me: RoomMe;
  muteAll: boolean;
  now: number;
  /** Seconds until the interval lets me speak again (0: now). */
  waitSeconds: number;
  /** The server's refusal of my last send, in my language. */
  error: string | null;
  onSend: (text: string) => void;
}

/** The message box: sign-in prompt for visitors, else the input with phrases, slow mode and mute notes. */
export function Composer({ signedIn, me, muteAll, now, waitSeconds, error, onSend }: ComposerProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const [text, setText] = useState("");
  const noteId = useId();

  if (!signedIn) {
    return (
      <div className="chat-composer chat-composer--visitor">
        <span>{t("room.input.signIn")}</span>{" "}
        <Link to={loginPath(location.pathname + location.search)}>{t("room.input.signInLink")}</Link>
      </div>
    );
  }

  // Why I cannot speak now, if I cannot: barred, muted (until when), or everyone muted.
  let blocked: string | null = null;
  if (me.banned) blocked = t("room.input.banned");
  else if (me.mutedUntil !== null && me.mutedUntil > now)
    blocked = t("room.input.mutedUntil", { time: clockTime(me.mutedUntil) });
  else if (me.mutedForMatch) blocked = t("room.input.mutedMatch");
  else if (muteAll && me.role < ROOM_ROLE.admin) blocked = t("room.input.mutedAll");
  const canSend = blocked === null && waitSeconds === 0 && text.trim() !== "";
  const submit = () => {
    if (!canSend) return;
    onSend(text.trim());
    setText("");
  };
  const note = blocked ?? error;

  return (
    <div className="chat-composer">
      {note && (
        <div
          id={noteId}
          className={blocked ? "chat-composer__note is-blocked" : "chat-composer__note is-error"}
          role="status"
        >
          {note}
        </div>
      )}
      <Space.Compact block>
        <Input
          value={text}
          onChange={(event) => setText(event.target.value)}
          onPressEnter={submit}
          maxLength={CHAT_TEXT_MAX}
          disabled={blocked !== null}
          placeholder={t("room.input.placeholder")}
          aria-label={t("room.input.label")}
          aria-describedby={note ? noteId : undefined}
        />
        <Button type="primary" onClick={submit} disabled={!canSend} className="chat-composer__send">
          {waitSeconds > 0 ? t("room.input.wait", { seconds: waitSeconds }) : t("room.input.send")}
        </Button>
      </Space.Compact>
      <div className="chat-composer__tools">
        <PhrasePicker
          disabled={blocked !== null}
          onPick={(phrase) => setText((current) => `${current}${phrase}`.slice(0, CHAT_TEXT_MAX))}
        />
      </div>
    </div>
  );
}
