import { PAGINATION } from "@courtside/protocol";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Avatar, List, Pagination } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { fetchMyFans } from "../../../api/anchor";
import { useMatchFormat } from "../../../hooks/useMatchFormat";

/** The anchor's fans, newest follow first. */
export function FansList() {
  const { t } = useTranslation();
  const format = useMatchFormat();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(PAGINATION.defaultPageSize);
  const fans = useQuery({
    queryKey: ["anchors", "fans", page, pageSize],
    queryFn: ({ signal }) => fetchMyFans({ page, pageSize }, signal),
    placeholderData: keepPreviousData,
  });
  const total = fans.data?.total ?? 0;
  return (
    <div className="manage-section" data-testid="fans-list">
      <p className="manage-hint">{t("anchor.data.fansTotal", { count: total })}</p>
      <List
        loading={fans.isPending}
        dataSource={fans.data?.list ?? []}
        locale={{ emptyText: t("anchor.data.fansEmpty") }}
        renderItem={(fan) => (
          <List.Item>
            <List.Item.Meta
              avatar={
                <Avatar src={fan.avatar ?? undefined} alt="">
                  {fan.nickname.slice(0, 1).toUpperCase()}
                </Avatar>
              }
              title={fan.nickname}
              description={t("anchor.data.fanSince", { date: format.dateTime(fan.followedAt) })}
            />
          </List.Item>
        )}
      />
      {total > pageSize && (
        <Pagination
          className="manage-pager"
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
      )}
    </div>
  );
}
