import type { Match } from "@courtside/protocol";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { fetchHomeTop, fetchHotAnchors } from "../api/home";
import { fetchColumnsWithCount, fetchMatchDetail, fetchMatchPage } from "../api/matches";
import type { ListParams } from "../matches/listParams";
import { isBookable, isLive } from "../matches/status";
import { useSessionStore } from "../stores/session";

/** Live scores move every 5 s on the server; every 10 s is fresh enough and halves the load. */
export const LIVE_REFRESH_MS = 10_000;
/** Pages without a live match still change when one kicks off. */
const IDLE_REFRESH_MS = 60_000;

/**
 * Match answers carry the viewer's own bookings, so they are cached per viewer: signing in or out
 * must not show the previous person's "Booked" buttons. Everything under ["matches"] and ["home"] is
 * refreshed after a booking.
 */
function useViewer(): number {
  return useSessionStore((state) => (state.isLogin ? (state.userInfo?.uid ?? -1) : 0));
}

const refreshFor = (list: readonly Match[] | undefined) =>
  list?.some((match) => isLive(match.status)) ? LIVE_REFRESH_MS : IDLE_REFRESH_MS;

/** Column id → number of live and upcoming matches, for the column tabs. */
export function useColumnCounts() {
  return useQuery({
    queryKey: ["matches", "columnCounts"],
    queryFn: ({ signal }) => fetchColumnsWithCount(signal),
    select: (columns) => new Map(columns.map((column) => [column.id, column.count])),
    refetchInterval: IDLE_REFRESH_MS,
  });
}

export function useMatchPage(columnId: number, { tab, page, pageSize }: ListParams) {
  const viewer = useViewer();
  return useQuery({
    queryKey: ["matches", "page", viewer, columnId, tab, page, pageSize],
    queryFn: ({ signal }) => fetchMatchPage({ columnId, tab, page, pageSize }, signal),
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

export function useHomeTop() {
  const viewer = useViewer();
  return useQuery({
    queryKey: ["home", "top", viewer],
    queryFn: ({ signal }) => fetchHomeTop(signal),
    refetchInterval: LIVE_REFRESH_MS,
  });
}

export function useHotAnchors() {
  return useQuery({
    queryKey: ["home", "anchors"],
    queryFn: ({ signal }) => fetchHotAnchors(signal),
    staleTime: IDLE_REFRESH_MS,
  });
}
