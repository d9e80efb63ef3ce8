import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Alert, Button, Empty, Skeleton } from "antd";
import { useTranslation } from "react-i18next";
import { fetchBlacklist, unblockUser } from "../../../api/friend";
import { useTimeText } from "../../../components/ImCommon/format";
import { ImAvatar } from "../../../components/ImCommon/ImAvatar";
import { IM_KEYS } from "../../../components/ImCommon/queryKeys";
import { useNow } from "../../../hooks/useNow";

/** People I blocked: they cannot message me or apply; each can be taken off the list. */
export function BlacklistTab() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const now = useNow(60_000);
  const timeText = useTimeText();
  const list = useQuery({ queryKey: IM_KEYS.blacklist, queryFn: ({ signal }) => fetchBlacklist(signal) });

  if (list.isPending) return <Skeleton active avatar paragraph={{ rows: 2 }} />;
  if (list.isError) {
    return (
      <Alert
        type="error"
        showIcon
        title={t("im.blacklist.loadFailed")}
        action={<Button onClick={() => void list.refetch()}>{t("common.retry")}</Button>}
      />
    );
  }
  if (list.data.list.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("im.blacklist.empty")} />;
  }
  return (
    <ul className="im-book__list">
      {list.data.list.map((person) => (
        <li key={person.id} className="im-application">
          <ImAvatar name={person.nickname} src={person.avatar} />
          <div className="im-application__text">
            <strong>{person.nickname}</strong>
            <time className="im-application__time">
              {t("im.blacklist.since", { time: timeText(person.blockedAt, now) })}
            </time>
          </div>
          <Button
            size="small"
            onClick={() =>
              unblockUser(person.id)
                .then(() => queryClient.invalidateQueries({ queryKey: IM_KEYS.friendsRoot }))
                .catch(() => undefined)
            }
            aria-label={t("im.blacklist.removeName", { name: person.nickname })}
          >
            {t("im.blacklist.remove")}
          </Button>
        </li>
      ))}
    </ul>
  );
}
