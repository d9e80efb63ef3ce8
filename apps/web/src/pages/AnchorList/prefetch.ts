import type { LoaderFunctionArgs } from "react-router";
import { queryClient } from "../../components/AppProviders/queryClient";
import { giftsQuery } from "../../components/RoomGifts/queries";
import { columnsQuery } from "../../hooks/useColumns";
import { currentViewer } from "../../hooks/useMatchQueries";
import { readListParams } from "../../matches/listParams";
import { anchorColumnCountsQuery, anchorDetailsQuery, anchorPageQuery, roomRankingQuery } from "./queries";

/**
 * Route loaders of the anchor pages, given with their code (router.tsx `page`): they start the
 * page's calls before its first render, so that render has the data (a visitor's come from the
 * first paint's answers at once) and draws the page in one go, in slices, rather than re-rendering
 * it whole when each answer lands. They return at once; the queries find the answers in the cache.
 */
export function prefetchAnchorList({ params, request }: LoaderFunctionArgs): null {
  const columnId = Number(params.column);
  void queryClient.prefetchQuery(columnsQuery("anchor"));
  void queryClient.prefetchQuery(anchorColumnCountsQuery());
  if (Number.isInteger(columnId)) {
    const list = readListParams(new URL(request.url).searchParams);
    void queryClient.prefetchQuery(anchorPageQuery(currentViewer(), columnId, list));
  }
  return null;
}

export function prefetchAnchorRoom({ params }: LoaderFunctionArgs): null {
  const anchorId = Number(params.id);
  if (Number.isInteger(anchorId) && anchorId > 0) {
    void queryClient.prefetchQuery(anchorDetailsQuery(currentViewer(), anchorId));
    // The gift bar and the ranking beside the player, asked with the details rather than from
    // the first render's commit.
    void queryClient.prefetchQuery(giftsQuery());
    void queryClient.prefetchQuery(roomRankingQuery(anchorId));
  }
  return null;
}
