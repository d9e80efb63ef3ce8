import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  fetchAnchorColumnCounts,
  fetchAnchorDetails,
  fetchAnchorPage,
  fetchMatchRooms,
  fetchMyFollows,
  fetchRoomRanking,
  followAnchor,
} from "../../api/anchor";
import type { ListParams } from "../../matches/listParams";
import { offerNotifications } from "../../stores/notify";
import { useSessionStore } from "../../stores/session";
import { useSettingsStore } from "../../stores/settings";

/** Live rooms change as anchors start and stop; a list refreshed every 30 s keeps up. */
export const ANCHOR_REFRESH_MS = 30_000;
/** An answer this young is not asked again when a screen mounts (a route loader just fetched it). */
const FRESH_MS = 10_000;

/** Answers carry the viewer's follows and regional covers, so they are cached per viewer. */
export function useViewer(): number {
  return useSessionStore((state) => (state.isLogin ? (state.userInfo?.uid ?? -1) : 0));
}

export const anchorColumnCountsQuery = () =>
  queryOptions({
    queryKey: ["anchors", "columnCounts"],
    staleTime: FRESH_MS,
    queryFn: ({ signal }) => fetchAnchorColumnCounts(signal),
  });

export function useAnchorColumnCounts() {
  return useQuery({
    ...anchorColumnCountsQuery(),
    select: (columns) => new Map(columns.map((column) => [column.id, column.count])),
    refetchInterval: ANCHOR_REFRESH_MS,
  });
}

export const anchorPageQuery = (viewer: number, columnId: number, { tab, page, pageSize }: ListParams) =>
  queryOptions({
    queryKey: ["anchors", "page", viewer, columnId, tab, page, pageSize],
    staleTime: FRESH_MS,
    queryFn: ({ signal }) => fetchAnchorPage({ columnId, tab, page, pageSize }, signal),
  });

export function useAnchorPage(columnId: number, params: ListParams) {
  return useQuery({
    ...anchorPageQuery(useViewer(), columnId, params),
    placeholderData: keepPreviousData,
    refetchInterval: ANCHOR_REFRESH_MS,
  });
}

export const anchorDetailsQuery = (viewer: number, anchorId: number) =>
  queryOptions({
    queryKey: ["anchors", "details", viewer, anchorId],
    staleTime: FRESH_MS,
    queryFn: ({ signal }) => fetchAnchorDetails(anchorId, signal),
  });

/** A room's top gift senders; the room reads them again whenever a gift is sent in it. */
export const roomRankingQuery = (roomId: number) =>
  queryOptions({
    queryKey: ["anchors", "ranking", roomId],
    queryFn: ({ signal }) => fetchRoomRanking(roomId, signal),
    staleTime: 30_000,
  });

export function useAnchorDetails(anchorId: number) {
  return useQuery({
    ...anchorDetailsQuery(useViewer(), anchorId),
    enabled: Number.isInteger(anchorId) && anchorId > 0,
    refetchInterval: ANCHOR_REFRESH_MS,
  });
}

export function useMatchRooms(matchId: number) {
  const viewer = useViewer();
  // The server ranks the rooms nearest the viewer's language first.
  const lang = useSettingsStore((state) => state.lang);
  return useQuery({
    queryKey: ["anchors", "matchRooms", viewer, lang, matchId],
    queryFn: ({ signal }) => fetchMatchRooms(matchId, signal),
    enabled: Number.isInteger(matchId) && matchId > 0,
    refetchInterval: ANCHOR_REFRESH_MS,
  });
}

export function useMyFollows(page: number, pageSize: number) {
  const viewer = useViewer();
  return useQuery({
    queryKey: ["anchors", "follows", viewer, page, pageSize],
    queryFn: ({ signal }) => fetchMyFollows({ page, pageSize }, signal),
    placeholderData: keepPreviousData,
  });
}

/** Follow or unfollow; every cached anchor answer is refreshed after, as follow states changed. */
export function useFollow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ anchorId, follow }: { anchorId: number; follow: boolean }) => followAnchor(anchorId, follow ? 1 : 2),
    onSuccess: (_result, { follow }) => {
      if (follow) offerNotifications("anchor");
      return queryClient.invalidateQueries({ queryKey: ["anchors"] });
    },
  });
}
