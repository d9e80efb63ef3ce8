import { PAGINATION } from "@courtside/protocol";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, useSearchParams } from "react-router";
import { ListPager } from "../../../components/ListPager/ListPager";
import { ListEmpty, ListFailed } from "../../../components/ListStates/ListStates";
import { useFirstScreenShown } from "../../../firstPaint/handoff";
import { useMatchPage } from "../../../hooks/useMatchQueries";
import { useNow } from "../../../hooks/useNow";
import { groupByDay } from "../../../matches/days";
import { type ListParams, lastPage, listQuery, readListParams } from "../../../matches/listParams";
import { HOME_COLUMN } from "../prefetch";
import { MatchDayGroup } from "./MatchDayGroup";
import { MatchFilters } from "./MatchFilters";
import { MatchListSkeleton } from "./MatchListSkeleton";

const PAGE_SIZES = [...PAGINATION.pageSizes];
/** "Today" must turn into "Yesterday" for a page left open past midnight. */
const DAY_TICK_MS = 60_000;

/** One column's matches for the tab in the URL: grouped by day, a page at a time. */
export function MatchListPanel({ columnId }: { columnId: number }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readListParams(searchParams);
  const now = useNow(DAY_TICK_MS);

  const filters = (
    <MatchFilters
      columnId={columnId}
      params={params}
      now={now}
      onChange={({ day, league }) =>
        setSearchParams(listQuery({ tab: params.tab, page: 1, pageSize: params.pageSize, day, league }))
      }
    />
  );
  const filtered = params.day !== undefined || params.league !== undefined;
  return (
    <>
      {filters}
      <MatchListBody columnId={columnId} params={params} now={now} filtered={filtered} />
    </>
  );
}

interface BodyProps {
  columnId: number;
  params: ListParams;
  now: number;
  filtered: boolean;
}

function MatchListBody({ columnId, params, now, filtered }: BodyProps) {
  const { t } = useTranslation();
  const [, setSearchParams] = useSearchParams();
  const query = useMatchPage(columnId, params);
  // The home column's first screen is its featured match (TopLive); the others', this list.
  useFirstScreenShown(columnId !== HOME_COLUMN && !query.isPending);
  const top = useRef<HTMLDivElement>(null);

  if (query.isPending) return <MatchListSkeleton />;
  if (query.isError) {
    return <ListFailed title={t("matches.list.failed")} onRetry={() => void query.refetch()} />;
  }

  const { total, list } = query.data;
  const last = lastPage(total, params.pageSize);
  // Matches leave the window as they age, so a remembered page can fall off the end.
  if (!query.isPlaceholderData && params.page > last) {
    return <Navigate to={{ search: new URLSearchParams(listQuery({ ...params, page: last })).toString() }} replace />;
  }
  if (list.length === 0) {
    return (
      <ListEmpty
        className="match-list__empty"
        description={
          filtered
            ? t("matches.filters.empty")
            : params.tab === "hot"
              ? t("matches.list.emptyHot")
              : t("matches.list.empty")
        }
      />
    );
  }

  const goTo = (page: number, pageSize: number) => {
    setSearchParams(listQuery({ ...params, page, pageSize }));
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
        <ListPager
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
