import { PAGINATION } from "@courtside/protocol";

export type ListTab = "all" | "hot";

export interface ListParams {
  tab: ListTab;
  page: number;
  pageSize: number;
  /** Match lists: one local calendar day, `YYYY-MM-DD` (the date strip). */
  day?: string;
  /** Match lists: one league. */
  league?: number;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The first and past-last moment of a local calendar day `YYYY-MM-DD`, or undefined if it is none. */
export function dayRange(day: string): { from: number; to: number } | undefined {
  const match = DAY.exec(day);
  if (!match) return undefined;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const start = new Date(year, month - 1, date);
  if (start.getFullYear() !== year || start.getMonth() !== month - 1 || start.getDate() !== date) return undefined;
  return { from: start.getTime(), to: new Date(year, month - 1, date + 1).getTime() };
}

const PAGE_SIZES: readonly number[] = PAGINATION.pageSizes;

/**
 * The list's state from the URL (`?list=hot&page=2&size=20`, and for matches `&day=2026-11-24&league=3`), so a page of a list can be linked to
 * and the back button walks through pages. Anything unreadable falls back to the spec's defaults.
 */
export function readListParams(params: URLSearchParams): ListParams {
  const page = Number(params.get("page"));
  const size = Number(params.get("size"));
  const day = params.get("day");
  const league = Number(params.get("league"));
  return {
    tab: params.get("list") === "hot" ? "hot" : "all",
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    pageSize: PAGE_SIZES.includes(size) ? size : PAGINATION.defaultPageSize,
    ...(day && dayRange(day) ? { day } : {}),
    ...(Number.isInteger(league) && league > 0 ? { league } : {}),
  };
}

/** The URL query for a list state, leaving the defaults out so plain links stay plain. */
export function listQuery({ tab, page, pageSize, day, league }: ListParams): Record<string, string> {
  const query: Record<string, string> = {};
  if (tab === "hot") query.list = "hot";
  if (day) query.day = day;
  if (league) query.league = String(league);
  if (page > 1) query.page = String(page);
  if (pageSize !== PAGINATION.defaultPageSize) query.size = String(pageSize);
  return query;
}

/** The last page there is; a page past it (the list shrank as matches ended) is moved back to it. */
export function lastPage(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
