import type { ImConversation } from "@courtside/protocol";
import { useQuery } from "@tanstack/react-query";
import { App, Badge, Button, Dropdown, type MenuProps } from "antd";
import { useTranslation } from "react-i18next";
import { fetchFriendStatus } from "../../../api/friend";
import { clearConversation, deleteConversation, muteConversation, pinConversation } from "../../../api/im";
import { useOnlineText } from "../../../components/ImCommon/format";
import { ImAvatar } from "../../../components/ImCommon/ImAvatar";
import { BackIcon, MoreIcon, MutedIcon, SearchIcon } from "../../../components/ImCommon/icons";
import { IM_KEYS } from "../../../components/ImCommon/queryKeys";
import { useNow } from "../../../hooks/useNow";
import { useImStore } from "../../../stores/im";
import { groupRequestCount } from "../../../stores/imState";

interface ThreadHeaderProps {
  conversation: ImConversation;
  name: string;
  onBack: () => void;
  onSearch: () => void;
  onSelect: () => void;
  onOpenPeer: () => void;
  onDeleted: () => void;
  /** Groups: opens the group's settings. */
  onOpenGroup?: () => void;
}

const STATUS_POLL_MS = 60_000;

/** Who the chat is with (and whether they are online), search, and the conversation's settings. */
export function ThreadHeader({
  conversation,
  name,
  onBack,
  onSearch,
  onSelect,
  onOpenPeer,
  onDeleted,
  onOpenGroup,
}: ThreadHeaderProps) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const now = useNow(STATUS_POLL_MS);
  const onlineText = useOnlineText();
  const peer = conversation.peer;
  const status = useQuery({
    queryKey: [...IM_KEYS.status, peer?.id],
    queryFn: ({ signal }) => fetchFriendStatus(peer ? [peer.id] : [], signal),
    enabled: peer !== null,
    refetchInterval: STATUS_POLL_MS,
  });
  const presence = status.data?.list.find((item) => item.userId === peer?.id);
  // Join requests waiting for me in this group: a dot on the way into its settings.
  const requests = useImStore((state) => groupRequestCount(state.groupRequests, conversation.id));
  const store = useImStore.getState();

  const items: MenuProps["items"] = [
    { key: "select", label: t("im.thread.selectMessages") },
    { key: "pin", label: conversation.pinned ? t("im.thread.unpin") : t("im.thread.pin") },
    { key: "mute", label: conversation.muted ? t("im.thread.unmute") : t("im.thread.mute") },
    { key: "clear", label: t("im.thread.clear"), danger: true },
    { key: "delete", label: t("im.thread.delete"), danger: true },
  ];
  const onClick: MenuProps["onClick"] = ({ key }) => {
    const keep = (call: Promise<ImConversation>) =>
      call.then((updated) => store.upsert(updated)).catch(() => undefined);
    if (key === "select") onSelect();
    else if (key === "pin") void keep(pinConversation(conversation.id, !conversation.pinned));
    else if (key === "mute") void keep(muteConversation(conversation.id, !conversation.muted));
    else if (key === "clear")
      modal.confirm({
        title: t("im.thread.clearConfirm"),
        okButtonProps: { danger: true },
        okText: t("common.ok"),
        cancelText: t("common.cancel"),
        onOk: () => keep(clearConversation(conversation.id)),
      });
    else if (key === "delete")
      modal.confirm({
        title: t("im.thread.deleteConfirm"),
        okButtonProps: { danger: true },
        okText: t("common.ok"),
        cancelText: t("common.cancel"),
        onOk: () =>
          deleteConversation(conversation.id)
            .then(onDeleted)
            .catch(() => undefined),
      });
  };

  return (
    <header className="im-thread__header">
      <Button
        type="text"
        className="im-thread__back"
        icon={<BackIcon />}
        onClick={onBack}
        aria-label={t("im.thread.back")}
      />
      <button
        type="button"
        className="im-thread__who"
        onClick={onOpenGroup ?? onOpenPeer}
        disabled={peer === null && !onOpenGroup}
        aria-label={onOpenGroup ? `${name} · ${t("group.drawer.open")}` : undefined}
      >
        <Badge dot={requests > 0 && onOpenGroup !== undefined} offset={[-4, 4]}>
          <ImAvatar name={name} src={peer?.avatar ?? conversation.group?.avatar ?? null} size={36} />
        </Badge>
        <span className="im-thread__names">
          <span className="im-thread__name">
            {name}
            {conversation.muted && (
              <span className="im-thread__muted" title={t("im.conversation.muted")}>
                <MutedIcon />
                <span className="im-sr-only">{t("im.conversation.muted")}</span>
              </span>
            )}
          </span>
          {presence && <span className="im-thread__status">{onlineText(presence, now)}</span>}
          {conversation.group && (
            <span className="im-thread__status">
              {t("group.join.members", { count: conversation.group.memberCount })}
            </span>
          )}
        </span>
      </button>
      <Button type="text" icon={<SearchIcon />} onClick={onSearch} aria-label={t("im.search.titleHere")} />
      <Dropdown menu={{ items, onClick }} trigger={["click"]} placement="bottomRight">
        <Button type="text" icon={<MoreIcon />} aria-label={t("im.thread.settings")} />
      </Dropdown>
    </header>
  );
}
