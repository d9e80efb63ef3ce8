import type { LoaderFunctionArgs } from "react-router";
import { queryClient } from "../../components/AppProviders/queryClient";
import { columnsQuery } from "../../hooks/useColumns";
import {
  columnCountsQuery,
  currentViewer,
  homeTopQuery,
  hotAnchorsQuery,
  matchPageQuery,
} from "../../hooks/useMatchQueries";
import { readListParams } from "../../matches/listParams";

/** The column "All" is also the home page (spec section 2: `/` redirects to `/match/0`). */
export const HOME_COLUMN = 0;

/**
 * The route's loader, given with the page's code (router.tsx `page`): starts the match list's calls
 * before its first render, instead of after it. It returns at once, so nothing waits for the
 * answers; the page's queries find them in the cache (or still on their way).
 */
export function prefetchMatchList({ params, request }: LoaderFunctionArgs): null {
  const columnId = Number(params.column);
  const viewer = currentViewer();
  void queryClient.prefetchQuery(columnsQuery("match"));
  void queryClient.prefetchQuery(columnCountsQuery());
  if (!Number.isInteger(columnId)) return null;
  void queryClient.prefetchQuery(matchPageQuery(viewer, columnId, readListParams(new URL(request.url).searchParams)));
  if (columnId === HOME_COLUMN) {
    void queryClient.prefetchQuery(homeTopQuery(viewer));
    void queryClient.prefetchQuery(hotAnchorsQuery());
  }
  return null;
}
