import type { FriendItem } from "@courtside/protocol";
import { useQuery } from "@tanstack/react-query";
import { Alert, Button, Empty, Input, Skeleton } from "antd";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { fetchFriendStatus, fetchFriends } from "../../../api/friend";
import { useOnlineText } from "../../../components/ImCommon/format";
import { ImAvatar } from "../../../components/ImCommon/ImAvatar";
import { IM_KEYS } from "../../../components/ImCommon/queryKeys";
import { useLang } from "../../../hooks/useLang";
import { useNow } from "../../../hooks/useNow";
import { languageTag } from "../../../i18n";
import { sortFriends } from "../friendSort";

const STATUS_POLL_MS = 60_000;

/** My friends, by name in the reader's language, each with their online status (spec section 4). */
export function FriendsTab({ onOpen }: { onOpen: (friend: FriendItem) => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const now = useNow(STATUS_POLL_MS);
  const onlineText = useOnlineText();
  const [filter, setFilter] = useState("");
  const friends = useQuery({ queryKey: IM_KEYS.friends, queryFn: ({ signal }) => fetchFriends(signal) });
  const status = useQuery({
    queryKey: IM_KEYS.status,
    queryFn: ({ signal }) => fetchFriendStatus(undefined, signal),
    refetchInterval: STATUS_POLL_MS,
    enabled: (friends.data?.list.length ?? 0) > 0,
  });

  const list = useMemo(() => {
    const presence = new Map(status.data?.list.map((item) => [item.userId, item]));
    const merged = (friends.data?.list ?? []).map((friend) => {
      const live = presence.get(friend.id);
      return live ? { ...friend, online: live.online, lastSeenAt: live.lastSeenAt } : friend;
    });
    const needle = filter.trim().toLowerCase();
    const shown = needle
      ? merged.filter((friend) =>
          `${friend.remark} ${friend.nickname} ${friend.username}`.toLowerCase().includes(needle),
        )
      : merged;
    return sortFriends(shown, languageTag(lang));
  }, [friends.data, status.data, filter, lang]);

  if (friends.isPending) return <Skeleton active avatar paragraph={{ rows: 3 }} />;
  if (friends.isError) {
    return (
      <Alert
        type="error"
        showIcon
        title={t("im.friends.loadFailed")}
        action={<Button onClick={() => void friends.refetch()}>{t("common.retry")}</Button>}
      />
    );
  }
  if (friends.data.list.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("im.friends.empty")} />;
  }
  return (
    <>
      <Input.Search
        value={filter}
        onChange={(event) => setFilter(event.target.value)}
        placeholder={t("im.friends.filter")}
        aria-label={t("im.friends.filter")}
        allowClear
        className="im-book__filter"
      />
      <p className="im-book__count">{t("im.friends.count", { count: friends.data.list.length })}</p>
      <ul className="im-book__list">
        {list.map((friend) => (
          <li key={friend.id}>
            <button type="button" className="im-person" onClick={() => onOpen(friend)}>
              <span className={friend.online ? "im-person__avatar is-online" : "im-person__avatar"}>
                <ImAvatar name={friend.nickname} src={friend.avatar} />
              </span>
              <span className="im-person__text">
                <span className="im-person__name">{friend.remark || friend.nickname}</span>
                <span className={friend.online ? "im-person__status is-online" : "im-person__status"}>
                  {onlineText(friend, now)}
                </span>
              </span>
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}
