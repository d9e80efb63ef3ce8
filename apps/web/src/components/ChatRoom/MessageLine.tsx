import { type ChatUser, localName, ROOM_ROLE } from "@courtside/protocol";
import { Button, Tag } from "antd";
import dayjs from "dayjs";
import { useTranslation } from "react-i18next";
import { useLang } from "../../hooks/useLang";
import type { ChatLine, LocalMessage } from "./chatState";
import { isAnchor, isVisitor } from "./powers";
import { UserName } from "./UserMenu";

/** A mute's end in local time ("14:05"), as the muted user reads it. */
export const clockTime = (ms: number) => dayjs(ms).format("HH:mm");

/** Anchor, visitor and moderator marks beside a name (chat user flags of spec section 3). */
function RoleBadge({ user }: { user: ChatUser }) {
  const { t } = useTranslation();
  if (isAnchor(user)) return <Tag className="chat-badge chat-badge--anchor">{t("room.chat.anchor")}</Tag>;
  if (isVisitor(user)) return <Tag className="chat-badge">{t("room.chat.visitor")}</Tag>;
  if (user.role === ROOM_ROLE.admin) return <Tag className="chat-badge chat-badge--mod">{t("room.chat.admin")}</Tag>;
  if (user.role === ROOM_ROLE.assistant)
    return <Tag className="chat-badge chat-badge--mod">{t("room.chat.assistant")}</Tag>;
  return null;
}

function SystemLine({ text, tone }: { text: string; tone?: "gift" | "enter" }) {
  return (
    <div className={tone ? `chat-line chat-line--system chat-line--${tone}` : "chat-line chat-line--system"}>
      {text}
    </div>
  );
}

interface LineProps {
  line: ChatLine;
  roomId: number;
  myRole: number;
  myId: number | null;
}

/** One stored line of the chat: a message with its sender, or what happened in the room. */
export function MessageLine({ line, roomId, myRole, myId }: LineProps) {
  const { t } = useTranslation();
  const lang = useLang();
  switch (line.type) {
    case "chat":
      return (
        <div className="chat-line">
          <RoleBadge user={line.sender} />
          <UserName user={line.sender} roomId={roomId} myRole={myRole} myId={myId} seq={line.seq} />
          <span className="chat-line__text">{line.text}</span>
        </div>
      );
    case "enter": {
      // A visitor's name is a few characters of its visitor id: say what it is.
      const name = isVisitor(line.user) ? `${t("room.chat.visitor")} ${line.user.nickname}` : line.user.nickname;
      return (
        <SystemLine
          tone="enter"
          text={
            line.others > 0
              ? t("room.lines.enteredMany", { name, count: line.others })
              : t("room.lines.entered", { name })
          }
        />
      );
    }
    case "cleared":
      return <SystemLine text={t("room.lines.cleared", { name: line.by.nickname })} />;
    case "muted":
      return (
        <SystemLine
          text={
            line.until === null
              ? t("room.lines.mutedMatch", { name: line.user.nickname })
              : t("room.lines.mutedUntil", { name: line.user.nickname, time: clockTime(line.until) })
          }
        />
      );
    case "unmuted":
      return (
        <SystemLine
          text={line.me ? t("room.lines.unmutedMe") : t("room.lines.unmuted", { name: line.user?.nickname ?? "" })}
        />
      );
    case "muteAll":
      return (
        <SystemLine text={t(line.on ? "room.lines.muteAllOn" : "room.lines.muteAllOff", { name: line.by.nickname })} />
      );
    case "banned":
      return (
        <SystemLine text={t(line.on ? "room.lines.banned" : "room.lines.unbanned", { name: line.user.nickname })} />
      );
    case "role": {
      const key =
        line.role === ROOM_ROLE.admin
          ? "room.lines.roleAdmin"
          : line.role === ROOM_ROLE.assistant
            ? "room.lines.roleAssistant"
            : "room.lines.roleViewer";
      return <SystemLine text={t(key, { name: line.user.nickname })} />;
    }
    case "gift":
      return (
        <SystemLine
          tone="gift"
          text={t("room.lines.gift", { name: line.sender, count: line.count, gift: localName(line.gift, lang) })}
        />
      );
    case "redPacket":
      return <SystemLine tone="gift" text={t("room.lines.redPacket", { name: line.sender })} />;
  }
}

/** One of my sends not yet stored: waiting, or failed with the reason and a retry. */
export function LocalLine({ message, onRetry }: { message: LocalMessage; onRetry: (message: LocalMessage) => void }) {
  const { t } = useTranslation();
  const failed = message.status === "failed";
  return (
    <div className={failed ? "chat-line chat-line--local is-failed" : "chat-line chat-line--local"}>
      <span className="chat-line__name">{t("room.chat.you")}</span>
      <span className="chat-line__text">{message.text}</span>
      <span className="chat-line__status">
        {failed ? (
          <>
            <span className="chat-line__error">{message.error ?? t("room.input.failed")}</span>
            <Button size="small" type="link" onClick={() => onRetry(message)}>
              {t("room.input.retry")}
            </Button>
          </>
        ) : (
          t("room.input.sending")
        )}
      </span>
    </div>
  );
}
