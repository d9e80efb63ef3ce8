import type { Notification } from "@courtside/protocol";
import { noticeTarget } from "@courtside/protocol";
import { useInfiniteQuery, useQueryClient } from "@tanstack/react-query";
import { Button, Drawer, Empty, Spin } from "antd";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { fetchNotifications, markNotificationsRead } from "../../api/notify";
import { useNotifyStore } from "../../stores/notify";
import { useTimeText } from "../ImCommon/format";
import { PushStatus } from "./PushStatus";
import { NOTIFY_KEYS } from "./useNotifySync";
import { useOpenNotice } from "./useOpenNotice";

function NoticeItem({ notice, now, onOpen }: { notice: Notification; now: number; onOpen: () => void }) {
  const { t } = useTranslation();
  const timeText = useTimeText();
  const unread = notice.readAt === null;
  const external = (() => {
    const target = noticeTarget(notice.data);
    return target !== null && "link" in target;
  })();
  return (
    <li className={unread ? "notify-item notify-item--unread" : "notify-item"}>
      <button type="button" className="notify-item__open" onClick={onOpen}>
        <span className="notify-item__title">
          {unread && <span className="notify-item__dot" aria-label={t("notify.centre.unread")} role="img" />}
          {notice.title}
        </span>
        {notice.body && <span className="notify-item__body">{notice.body}</span>}
        <span className="notify-item__time">
          <time dateTime={new Date(notice.createdAt).toISOString()}>{timeText(notice.createdAt, now)}</time>
          {external && <span className="notify-item__external"> · {t("notify.centre.externalLink")}</span>}
        </span>
      </button>
    </li>
  );
}

/**
 * The notification centre: the user's notices newest first, page after page, each opening what it
 * is about; mark all read; this browser's push state; a link to the message settings.
 */
export function NotifyCentre({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const openNotice = useOpenNotice();
  const unread = useNotifyStore((state) => state.unread);
  const [now, setNow] = useState(Date.now);
  const query = useInfiniteQuery({
    queryKey: NOTIFY_KEYS.list,
    queryFn: ({ pageParam, signal }) => fetchNotifications(pageParam, signal),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => (last.more ? last.list.at(-1)?.id : undefined),
    enabled: open,
  });

  useEffect(() => {
    if (open) setNow(Date.now());
  }, [open]);

  const notices = query.data?.pages.flatMap((page) => page.list) ?? [];
  const refresh = () => queryClient.invalidateQueries({ queryKey: NOTIFY_KEYS.list });

  const markAll = async () => {
    const { unread: left } = await markNotificationsRead();
    useNotifyStore.getState().setUnread(left);
    await refresh();
  };

  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={t("notify.centre.title")}
      placement="right"
      size={400}
      closable={{ "aria-label": t("notify.centre.close") }}
      extra={
        <Button size="small" disabled={unread === 0} onClick={() => void markAll()}>
          {t("notify.centre.markAll")}
        </Button>
      }
      className="notify-centre"
    >
      <PushStatus />
      {query.isPending && <Spin className="notify-centre__spin" />}
      {query.isError && (
        <div className="notify-centre__failed">
          <p>{t("notify.centre.failed")}</p>
          <Button onClick={() => void query.refetch()}>{t("notify.centre.retry")}</Button>
        </div>
      )}
      {query.isSuccess && notices.length === 0 && <Empty description={t("notify.centre.empty")} />}
      {notices.length > 0 && (
        <ul className="notify-list" aria-label={t("notify.centre.title")}>
          {notices.map((notice) => (
            <NoticeItem
              key={notice.id}
              notice={notice}
              now={now}
              onOpen={() => {
                openNotice(notice);
                onClose();
                void refresh();
              }}
            />
          ))}
        </ul>
      )}
      {query.hasNextPage && (
        <Button block loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
          {t("notify.centre.more")}
        </Button>
      )}
      <p className="notify-centre__settings">
        <Link to="/chat/more" onClick={onClose}>
          {t("notify.centre.settings")}
        </Link>
      </p>
    </Drawer>
  );
}
