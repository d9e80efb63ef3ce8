import { PAGINATION } from "@courtside/protocol";
import { Alert, Button, Empty, Pagination } from "antd";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, useSearchParams } from "react-router";
import { useMatchPage } from "../../../hooks/useMatchQueries";
import { useNow } from "../../../hooks/useNow";
import { groupByDay } from "../../../matches/days";
import { lastPage, listQuery, readListParams } from "../../../matches/listParams";
import { MatchDayGroup } from "./MatchDayGroup";
import { MatchListSkeleton } from "./MatchListSkeleton";

const PAGE_SIZES = [...PAGINATION.pageSizes];
/** "Today" must turn into "Yesterday" for a page left open past midnight. */
const DAY_TICK_MS = 60_000;

/** One column's matches for the tab in the URL: grouped by day, a page at a time. */
export function MatchListPanel({ columnId }: { columnId: number }) {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readListParams(searchParams);
  const query = useMatchPage(columnId, params);
  const now = useNow(DAY_TICK_MS);
  const top = useRef<HTMLDivElement>(null);

  if (query.isPending) return <MatchListSkeleton />;
  if (query.isError) {
    return (
      <Alert
        type="error"
        showIcon
        title={t("matches.list.failed")}
        action={<Button onClick={() => void query.refetch()}>{t("common.retry")}</Button>}
      />
    );
  }

  const { total, list } = query.data;
  const last = lastPage(total, params.pageSize);
  // Matches leave the window as they age, so a remembered page can fall off the end.
  if (!query.isPlaceholderData && params.page > last) {
    return <Navigate to={{ search: new URLSearchParams(listQuery({ ...params, page: last })).toString() }} replace />;
  }
  if (list.length === 0) {
    return (
      <Empty
        className="match-list__empty"
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={params.tab === "hot" ? t("matches.list.emptyHot") : t("matches.list.empty")}
      />
    );
  }

  const goTo = (page: number, pageSize: number) => {
    setSearchParams(listQuery({ tab: params.tab, page, pageSize }));
    // The pager sits below the list; the new page should be read from its top.
    const box = top.current?.getBoundingClientRect();
    if (box && box.top < 0) top.current?.scrollIntoView({ block: "start" });
  };

  return (
    <div ref={top} className="match-list" aria-busy={query.isPlaceholderData}>
      <div className={query.isPlaceholderData ? "match-list__days is-stale" : "match-list__days"}>
        {groupByDay(list, now).map((group) => (
          <MatchDayGroup key={group.key} group={group} />
        ))}
      </div>
      <nav className="match-list__pager" aria-label={t("matches.list.pages")}>
        {/*
         * antd has no pager-count prop. Its default layout is the spec's 7: up to 7 pages are all
         * shown, beyond that 7 items (first, last, the current page with its neighbours, and the
         * jump-5 ellipses). The quick jumper clamps what is typed to 1…last page itself.
         */}
        <Pagination
          current={params.page}
          pageSize={params.pageSize}
          total={total}
          pageSizeOptions={PAGE_SIZES}
          showSizeChanger
          showQuickJumper
          showTotal={(count) => t("matches.list.total", { count })}
          onChange={goTo}
        />
      </nav>
    </div>
  );
}
