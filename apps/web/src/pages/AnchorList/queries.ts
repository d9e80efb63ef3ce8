import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  fetchAnchorColumnCounts,
  fetchAnchorDetails,
  fetchAnchorPage,
  fetchMatchRooms,
  fetchMyFollows,
  followAnchor,
} from "../../api/anchor";
import type { ListParams } from "../../matches/listParams";
import { offerNotifications } from "../../stores/notify";
import { useSessionStore } from "../../stores/session";
import { useSettingsStore } from "../../stores/settings";

/** Live rooms change as anchors start and stop; a list refreshed every 30 s keeps up. */
export const ANCHOR_REFRESH_MS = 30_000;

/** Answers carry the viewer's follows and regional covers, so they are cached per viewer. */
export function useViewer(): number {
  return useSessionStore((state) => (state.isLogin ? (state.userInfo?.uid ?? -1) : 0));
}

export function useAnchorColumnCounts() {
  return useQuery({
    queryKey: ["anchors", "columnCounts"],
    queryFn: ({ signal }) => fetchAnchorColumnCounts(signal),
    select: (columns) => new Map(columns.map((column) => [column.id, column.count])),
    refetchInterval: ANCHOR_REFRESH_MS,
  });
}

export function useAnchorPage(columnId: number, { tab, page, pageSize }: ListParams) {
  const viewer = useViewer();
  return useQuery({
    queryKey: ["anchors", "page", viewer, columnId, tab, page, pageSize],
    queryFn: ({ signal }) => fetchAnchorPage({ columnId, tab, page, pageSize }, signal),
    placeholderData: keepPreviousData,
    refetchInterval: ANCHOR_REFRESH_MS,
  });
}

export function useAnchorDetails(anchorId: number) {
  const viewer = useViewer();
  return useQuery({
    queryKey: ["anchors", "details", viewer, anchorId],
    queryFn: ({ signal }) => fetchAnchorDetails(anchorId, signal),
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
