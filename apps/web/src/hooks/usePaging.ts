import { PAGINATION } from "@courtside/protocol";
import { useState } from "react";

/**
 * The page and page size of a paged list. `change` is the pager's onChange: a new page size
 * starts again at page 1.
 */
export function usePaging() {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(PAGINATION.defaultPageSize);
  const change = (next: number, size: number) => {
    setPage(size === pageSize ? next : 1);
    setPageSize(size);
  };
  /** A table's pager over `total` rows, hidden while everything fits on one page. */
  const tablePagination = (total: number) => ({
    current: page,
    pageSize,
    total,
    pageSizeOptions: [...PAGINATION.pageSizes],
    hideOnSinglePage: true,
    onChange: change,
  });
  return { page, pageSize, setPage, change, tablePagination };
}
