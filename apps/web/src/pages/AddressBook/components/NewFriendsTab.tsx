import type { FriendApplication } from "@courtside/protocol";
import { useInfiniteQuery, useQueryClient } from "@tanstack/react-query";
import { Alert, Button, Empty, Segmented, Skeleton, Space, Tag } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { acceptApplication, fetchApplications, rejectApplication } from "../../../api/friend";
import { useTimeText } from "../../../components/ImCommon/format";
import { ImAvatar } from "../../../components/ImCommon/ImAvatar";
import { IM_KEYS } from "../../../components/ImCommon/queryKeys";
import { useNow } from "../../../hooks/useNow";
import { useImStore } from "../../../stores/im";

type Box = "received" | "sent";

function StatusTag({ application }: { application: FriendApplication }) {
  const { t } = useTranslation();
  switch (application.status) {
    case "accepted":
      return <Tag color="green">{t("im.applications.accepted")}</Tag>;
    case "rejected":
      return <Tag>{t("im.applications.rejected")}</Tag>;
    case "expired":
      return <Tag>{t("im.applications.expired")}</Tag>;
    case "pending":
      return <Tag color="orange">{t("im.applications.pending")}</Tag>;
  }
}

/** Friend applications (spec "new friends"): those sent to me, to accept or reject, and mine. */
export function NewFriendsTab() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [box, setBox] = useState<Box>("received");
  const [busy, setBusy] = useState<number | null>(null);
  const now = useNow(60_000);
  const timeText = useTimeText();
  const pages = useInfiniteQuery({
    queryKey: IM_KEYS.applications(box),
    queryFn: ({ pageParam, signal }) => fetchApplications(box, { beforeId: pageParam }, signal),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => (last.hasMore ? last.list.at(-1)?.id : undefined),
  });
  const list = pages.data?.pages.flatMap((page) => page.list) ?? [];

  const settle = (id: number, act: (id: number) => Promise<FriendApplication>) => {
    setBusy(id);
    act(id)
      .then(() => {
        void queryClient.invalidateQueries({ queryKey: IM_KEYS.friendsRoot });
        const pending = useImStore.getState().pendingApplications;
        useImStore.getState().setPendingApplications(Math.max(0, pending - 1));
      })
      .catch(() => void queryClient.invalidateQueries({ queryKey: IM_KEYS.applications(box) }))
      .finally(() => setBusy(null));
  };

  return (
    <>
      <Segmented<Box>
        value={box}
        onChange={setBox}
        options={[
          { value: "received", label: t("im.applications.received") },
          { value: "sent", label: t("im.applications.sent") },
        ]}
        className="im-book__boxes"
      />
      {pages.isPending && <Skeleton active avatar paragraph={{ rows: 2 }} />}
      {pages.isError && (
        <Alert
          type="error"
          showIcon
          title={t("im.applications.loadFailed")}
          action={<Button onClick={() => void pages.refetch()}>{t("common.retry")}</Button>}
        />
      )}
      {pages.isSuccess && list.length === 0 && (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("im.applications.empty")} />
      )}
      <ul className="im-book__list">
        {list.map((application) => {
          const person = box === "received" ? application.from : application.to;
          return (
            <li key={application.id} className="im-application">
              <ImAvatar name={person.nickname} src={person.avatar} />
              <div className="im-application__text">
                <strong>{person.nickname}</strong>
                {application.note && <span className="im-application__note">{application.note}</span>}
                <time className="im-application__time">{timeText(application.createdAt, now)}</time>
              </div>
              {box === "received" && application.status === "pending" ? (
                <Space wrap>
                  <Button
                    type="primary"
                    size="small"
                    loading={busy === application.id}
                    onClick={() => settle(application.id, acceptApplication)}
                    aria-label={t("im.applications.acceptFrom", { name: person.nickname })}
                  >
                    {t("im.applications.accept")}
                  </Button>
                  <Button
                    size="small"
                    disabled={busy === application.id}
                    onClick={() => settle(application.id, rejectApplication)}
                    aria-label={t("im.applications.rejectFrom", { name: person.nickname })}
                  >
                    {t("im.applications.reject")}
                  </Button>
                </Space>
              ) : (
                <StatusTag application={application} />
              )}
            </li>
          );
        })}
      </ul>
      {pages.hasNextPage && (
        <Button onClick={() => void pages.fetchNextPage()} loading={pages.isFetchingNextPage}>
          {t("im.applications.more")}
        </Button>
      )}
    </>
  );
}
