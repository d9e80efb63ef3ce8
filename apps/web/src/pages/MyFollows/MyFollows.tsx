import { PAGINATION } from "@courtside/protocol";
import { useQuery } from "@tanstack/react-query";
import { Alert, Avatar, Button, Empty, List, Pagination, Skeleton } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { fetchRecommendedUsers } from "../../api/anchor";
import { LiveIcon } from "../../components/icons/actionIcons";
import { PageFrame } from "../../components/PageFrame/PageFrame";
import { useMatchFormat } from "../../hooks/useMatchFormat";
import { anchorRoomPath, PATHS } from "../../paths";
import { AnchorGrid } from "../AnchorList/components/AnchorCard";
import { LinkButton } from "../AnchorList/components/LinkButton";
import { useMyFollows, useViewer } from "../AnchorList/queries";
import { FollowButton } from "../AnchorRoom/components/FollowButton";

/** The anchors the user follows (`/user/attention`), live first; anchors to follow when there are none. */
export default function MyFollows() {
  const { t } = useTranslation();
  const format = useMatchFormat();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(PAGINATION.defaultPageSize);
  const query = useMyFollows(page, pageSize);

  if (query.isPending) {
    return (
      <PageFrame>
        <Skeleton active paragraph={{ rows: 6 }} />
      </PageFrame>
    );
  }
  if (query.isError) {
    return (
      <PageFrame>
        <Alert
          type="error"
          showIcon
          title={t("anchor.follows.failed")}
          action={<Button onClick={() => void query.refetch()}>{t("common.retry")}</Button>}
        />
      </PageFrame>
    );
  }
  const { list, total } = query.data;
  return (
    <PageFrame>
      {list.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("anchor.follows.empty")}>
          <LinkButton to={PATHS.anchorHome} icon={<LiveIcon />} primary>
            {t("anchor.follows.browse")}
          </LinkButton>
        </Empty>
      ) : (
        <div data-testid="my-follows">
          <AnchorGrid
            anchors={list}
            extra={(anchor) => t("anchor.follows.since", { date: format.dateTime(anchor.followedAt) })}
          />
          {total > pageSize && (
            <nav className="anchor-list__pager" aria-label={t("anchor.follows.pages")}>
              <Pagination
                current={page}
                pageSize={pageSize}
                total={total}
                pageSizeOptions={[...PAGINATION.pageSizes]}
                showSizeChanger
                onChange={(next, size) => {
                  setPage(next);
                  setPageSize(size);
                }}
              />
            </nav>
          )}
        </div>
      )}
      <Recommended />
    </PageFrame>
  );
}

/** Anchors the user does not follow yet. */
function Recommended() {
  const { t } = useTranslation();
  const viewer = useViewer();
  const query = useQuery({
    queryKey: ["anchors", "recommendedUsers", viewer],
    queryFn: ({ signal }) => fetchRecommendedUsers(signal),
  });
  const users = query.data ?? [];
  if (users.length === 0) return null;
  return (
    <section className="follows-recommended">
      <h2 className="match-section__title">{t("anchor.follows.recommended")}</h2>
      <List
        dataSource={users}
        renderItem={(user) => (
          <List.Item actions={[<FollowButton key="follow" anchorId={user.id} name={user.nickname} followed={false} />]}>
            <List.Item.Meta
              avatar={
                <Avatar src={user.avatar ?? undefined} alt="">
                  {user.nickname.slice(0, 1).toUpperCase()}
                </Avatar>
              }
              title={<Link to={anchorRoomPath(user.id)}>{user.nickname}</Link>}
              description={`${t("anchor.followers", { count: user.followers })}${user.live ? ` · ${t("anchor.live")}` : ""}`}
            />
          </List.Item>
        )}
      />
    </section>
  );
}
