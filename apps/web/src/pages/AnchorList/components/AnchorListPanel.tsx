import { PAGINATION } from "@courtside/protocol";
import { Skeleton } from "antd";
import { useTranslation } from "react-i18next";
import { Navigate, useSearchParams } from "react-router";
import { ListPager } from "../../../components/ListPager/ListPager";
import { ListEmpty, ListFailed } from "../../../components/ListStates/ListStates";
import { useFirstScreenShown } from "../../../firstPaint/handoff";
import { lastPage, listQuery, readListParams } from "../../../matches/listParams";
import { useAnchorPage } from "../queries";
import { AnchorGrid } from "./AnchorCard";

const PAGE_SIZES = [...PAGINATION.pageSizes];

/** One column's rooms for the tab in the URL, a page at a time (`?list=hot&page=2&size=20`). */
export function AnchorListPanel({ columnId }: { columnId: number }) {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readListParams(searchParams);
  const query = useAnchorPage(columnId, params);
  useFirstScreenShown(!query.isPending);

  if (query.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (query.isError) {
    return <ListFailed title={t("anchor.list.failed")} onRetry={() => void query.refetch()} />;
  }
  const { total, list } = query.data;
  const last = lastPage(total, params.pageSize);
  if (!query.isPlaceholderData && params.page > last) {
    return <Navigate to={{ search: new URLSearchParams(listQuery({ ...params, page: last })).toString() }} replace />;
  }
  if (list.length === 0) {
    return (
      <ListEmpty
        className="anchor-list__empty"
        description={params.tab === "hot" ? t("anchor.list.emptyHot") : t("anchor.list.empty")}
      />
    );
  }
  return (
    <div
      className={query.isPlaceholderData ? "anchor-list is-stale" : "anchor-list"}
      aria-busy={query.isPlaceholderData}
    >
      <AnchorGrid anchors={list} />
      <nav className="anchor-list__pager" aria-label={t("anchor.list.pages")}>
        <ListPager
          current={params.page}
          pageSize={params.pageSize}
          total={total}
          pageSizeOptions={PAGE_SIZES}
          showSizeChanger
          showQuickJumper
          showTotal={(count) => t("anchor.list.total", { count })}
          onChange={(page, pageSize) => setSearchParams(listQuery({ tab: params.tab, page, pageSize }))}
        />
      </nav>
    </div>
  );
}
