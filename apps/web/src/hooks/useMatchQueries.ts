import type { Match } from "@courtside/protocol";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { fetchHomeTop, fetchHotAnchors } from "../api/home";
import { fetchColumnsWithCount, fetchLeagues, fetchMatchDetail, fetchMatchPage } from "../api/matches";
import { dayRange, type ListParams } from "../matches/listParams";
import { isBookable, isLive } from "../matches/status";
import { type SessionState, useSessionStore } from "../stores/session";

/** Live scores move every 5 s on the server; every 10 s is fresh enough and halves the load. */
export const LIVE_REFRESH_MS = 10_000;
/** Pages without a live match still change when one kicks off. */
const IDLE_REFRESH_MS = 60_000;
/**
 * The home page's calls start as the route is entered (prefetch.ts); an answer that young is not
 * asked for again when the page mounts a moment later.
 */
const FRESH_MS = 5_000;

/**
 * Match answers carry the viewer's own bookings, so they are cached per viewer: signing in or out
 * must not show the previous person's "Booked" buttons. Everything under ["matches"] and ["home"] is
 * refreshed after a booking.
 */
const viewerOf = (state: SessionState): number => (state.isLogin ? (state.userInfo?.uid ?? -1) : 0);

function useViewer(): number {
  return useSessionStore(viewerOf);
}

/** The viewer now, outside React (route loaders). */
export const currentViewer = (): number => viewerOf(useSessionStore.getState());

const refreshFor = (list: readonly Match[] | undefined) =>
  list?.some((match) => isLive(match.status)) ? LIVE_REFRESH_MS : IDLE_REFRESH_MS;

export const columnCountsQuery = () =>
  queryOptions({
    queryKey: ["matches", "columnCounts"],
    queryFn: ({ signal }) => fetchColumnsWithCount(signal),
    staleTime: FRESH_MS,
  });

/** Column id → number of live and upcoming matches, for the column tabs. */
export function useColumnCounts() {
  return useQuery({
    ...columnCountsQuery(),
    select: (columns) => new Map(columns.map((column) => [column.id, column.count])),
    refetchInterval: IDLE_REFRESH_MS,
  });
}

export const matchPageQuery = (viewer: number, columnId: number, { tab, page, pageSize, day, league }: ListParams) =>
  queryOptions({
    queryKey: ["matches", "page", viewer, columnId, tab, page, pageSize, day ?? "", league ?? 0],
    queryFn: ({ signal }) =>
      fetchMatchPage({ columnId, tab, page, pageSize, ...(day ? dayRange(day) : {}), leagueId: league }, signal),
    staleTime: FRESH_MS,
  });

/** The league filter's choices for a column. */
export const leaguesQuery = (columnId: number) =>
  queryOptions({
    queryKey: ["matches", "leagues", columnId],
    queryFn: ({ signal }) => fetchLeagues(columnId, signal),
    staleTime: 60_000,
  });

export function useMatchPage(columnId: number, params: ListParams) {
  const viewer = useViewer();
  return useQuery({
    ...matchPageQuery(viewer, columnId, params),
    // Paging keeps the current rows on screen (dimmed) instead of flashing skeletons.
    placeholderData: keepPreviousData,
    refetchInterval: (query) => refreshFor(query.state.data?.list),
  });
}

export function useMatchDetail(matchId: number) {
  const viewer = useViewer();
  return useQuery({
    queryKey: ["matches", "detail", viewer, matchId],
    queryFn: ({ signal }) => fetchMatchDetail(matchId, signal),
    enabled: Number.isInteger(matchId) && matchId > 0,
    refetchInterval: (query) => {
      const match = query.state.data;
      if (!match) return false;
      // Not started yet: slowly, to catch the kick-off; over: the result no longer changes.
      return isLive(match.status) ? LIVE_REFRESH_MS : isBookable(match.status) ? IDLE_REFRESH_MS : false;
    },
  });
}

export const homeTopQuery = (viewer: number) =>
  queryOptions({
    queryKey: ["home", "top", viewer],
    queryFn: ({ signal }) => fetchHomeTop(signal),
    staleTime: FRESH_MS,
  });

export function useHomeTop() {
  return useQuery({ ...homeTopQuery(useViewer()), refetchInterval: LIVE_REFRESH_MS });
}

export const hotAnchorsQuery = () =>
  queryOptions({
    queryKey: ["home", "anchors"],
    queryFn: ({ signal }) => fetchHotAnchors(signal),
    staleTime: IDLE_REFRESH_MS,
  });

export function useHotAnchors() {
  return useQuery(hotAnchorsQuery());
}
