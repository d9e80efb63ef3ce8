import { PAGINATION } from "@courtside/protocol";

export type ListTab = "all" | "hot";

export interface ListParams {
  tab: ListTab;
  page: number;
  pageSize: number;
}

const PAGE_SIZES: readonly number[] = PAGINATION.pageSizes;

/**
 * The list's state from the URL (`?list=hot&page=2&size=20`), so a page of a list can be linked to
 * and the back button walks through pages. Anything unreadable falls back to the spec's defaults.
 */
export function readListParams(params: URLSearchParams): ListParams {
  const page = Number(params.get("page"));
  const size = Number(params.get("size"));
  return {
    tab: params.get("list") === "hot" ? "hot" : "all",
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    pageSize: PAGE_SIZES.includes(size) ? size : PAGINATION.defaultPageSize,
  };
}

/** The URL query for a list state, leaving the defaults out so plain links stay plain. */
export function listQuery({ tab, page, pageSize }: ListParams): Record<string, string> {
  const query: Record<string, string> = {};
  if (tab === "hot") query.list = "hot";
  if (page > 1) query.page = String(page);
  if (pageSize !== PAGINATION.defaultPageSize) query.size = String(pageSize);
  return query;
}

/** The last page there is; a page past it (the list shrank as matches ended) is moved back to it. */
export function lastPage(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
