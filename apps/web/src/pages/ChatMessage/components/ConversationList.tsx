import type { ImConversation } from "@courtside/protocol";
import { Alert, App, Button, Empty, Skeleton } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { readAllConversations } from "../../../api/im";
import { usePreviewText, useTimeText } from "../../../components/ImCommon/format";
import { ImAvatar } from "../../../components/ImCommon/ImAvatar";
import { BellIcon, MutedIcon, PinIcon, SearchIcon } from "../../../components/ImCommon/icons";
import { UnreadCount } from "../../../components/ImCommon/UnreadCount";
import { reloadConversations } from "../../../components/ImHeader/useImSync";
import { useNow } from "../../../hooks/useNow";
import { useImStore } from "../../../stores/im";
import { useSessionStore } from "../../../stores/session";
import { CreateGroupDialog } from "./group/CreateGroupDialog";

interface ConversationListProps {
  activeId: number | null;
  systemOpen: boolean;
  onSearch: () => void;
}

function ConversationItem({
  conversation,
  active,
  me,
  now,
}: {
  conversation: ImConversation;
  active: boolean;
  me: number;
  now: number;
}) {
  const { t } = useTranslation();
  const previewText = usePreviewText(me);
  const timeText = useTimeText();
  const name = conversation.peer?.nickname ?? conversation.group?.name ?? t("im.conversation.group");
  const mentioned = (conversation.mentions ?? 0) > 0;
  const at = conversation.lastMessage?.createdAt ?? conversation.updatedAt;
  const classes = ["im-conv", active && "is-active", conversation.pinned && "is-pinned"].filter(Boolean).join(" ");
  return (
    <li>
      <Link to={`/chat/message?c=${conversation.id}`} className={classes} aria-current={active ? "page" : undefined}>
        <ImAvatar name={name} src={conversation.peer?.avatar ?? conversation.group?.avatar ?? null} />
        <span className="im-conv__body">
          <span className="im-conv__top">
            <span className="im-conv__name">{name}</span>
            <time className="im-conv__time" dateTime={new Date(at).toISOString()}>
              {timeText(at, now)}
            </time>
          </span>
          <span className="im-conv__bottom">
            <span className="im-conv__preview">
              {mentioned && <strong className="group-mention-badge">{t("group.mention.badge")} </strong>}
              {previewText(conversation.lastMessage)}
            </span>
            {conversation.pinned && (
              <span className="im-conv__flag" title={t("im.conversation.pinned")}>
                <PinIcon />
                <span className="im-sr-only">{t("im.conversation.pinned")}</span>
              </span>
            )}
            {conversation.muted && (
              <span className="im-conv__flag" title={t("im.conversation.muted")}>
                <MutedIcon />
                <span className="im-sr-only">{t("im.conversation.muted")}</span>
              </span>
            )}
            <UnreadCount count={conversation.unread} muted={conversation.muted} />
          </span>
        </span>
      </Link>
    </li>
  );
}

/** My conversations (pinned first), with the system-messages conversation on top. */
export function ConversationList({ activeId, systemOpen, onSearch }: ConversationListProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const me = useSessionStore((state) => state.userInfo?.uid ?? 0);
  const conversations = useImStore((state) => state.conversations);
  const status = useImStore((state) => state.status);
  const systemUnread = useImStore((state) => state.systemUnread);
  const unreadTotal = useImStore((state) => state.unreadTotal);
  const now = useNow(60_000);
  const [creating, setCreating] = useState(false);

  const readAll = () =>
    readAllConversations()
      .then((cleared) => {
        useImStore.getState().readSeqs(cleared.readSeqs, cleared.unreadTotal);
        void message.success(t("im.list.allRead"));
      })
      .catch(() => undefined);

  return (
    <div className="im-list">
      <div className="im-list__tools">
        <Button icon={<SearchIcon />} onClick={onSearch}>
          {t("im.search.titleAll")}
        </Button>
        <Button onClick={readAll} disabled={unreadTotal === 0}>
          {t("im.list.readAll")}
        </Button>
        <Button onClick={() => setCreating(true)}>{t("group.create.open")}</Button>
      </div>
      <CreateGroupDialog open={creating} onClose={() => setCreating(false)} />
      <ul className="im-list__items">
        <li>
          <Link
            to="/chat/message?system=1"
            className={systemOpen ? "im-conv is-active" : "im-conv"}
            aria-current={systemOpen ? "page" : undefined}
          >
            <span className="im-conv__system-icon">
              <BellIcon />
            </span>
            <span className="im-conv__body">
              <span className="im-conv__top">
                <span className="im-conv__name">{t("im.system.title")}</span>
              </span>
              <span className="im-conv__bottom">
                <span className="im-conv__preview">{t("im.system.hint")}</span>
                <UnreadCount count={systemUnread} />
              </span>
            </span>
          </Link>
        </li>
        {conversations.map((conversation) => (
          <ConversationItem
            key={conversation.id}
            conversation={conversation}
            active={conversation.id === activeId}
            me={me}
            now={now}
          />
        ))}
      </ul>
      {(status === "loading" || status === "idle") && (
        <div className="im-list__loading">
          <Skeleton active avatar paragraph={{ rows: 1 }} />
          <Skeleton active avatar paragraph={{ rows: 1 }} />
          <Skeleton active avatar paragraph={{ rows: 1 }} />
        </div>
      )}
      {status === "error" && (
        <Alert
          type="error"
          showIcon
          title={t("im.list.loadFailed")}
          action={<Button onClick={() => void reloadConversations()}>{t("common.retry")}</Button>}
        />
      )}
      {status === "ready" && conversations.length === 0 && (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={
            <>
              {t("im.list.empty")} <Link to="/chat/address-book">{t("im.list.toFriends")}</Link>
            </>
          }
        />
      )}
    </div>
  );
}
