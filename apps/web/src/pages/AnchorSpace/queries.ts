import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import {
  fetchAnchorInformation,
  fetchAnchorSchedule,
  fetchLiveHistory,
  fetchNotes,
  fetchPhotos,
} from "../../api/anchor";
import { useViewer } from "../AnchorList/queries";

const PAGE_SIZE = 20;

/** Next page number of a `{page, pageSize, total}` answer, if there is one. */
const nextPage = (last: { page: number; pageSize: number; total: number }) =>
  last.page * last.pageSize < last.total ? last.page + 1 : undefined;

export function useAnchorInformation(anchorId: number) {
  return useQuery({
    queryKey: ["anchors", "information", anchorId],
    queryFn: ({ signal }) => fetchAnchorInformation(anchorId, signal),
    enabled: Number.isInteger(anchorId) && anchorId > 0,
  });
}

export function useSchedule(anchorId: number) {
  const viewer = useViewer();
  return useQuery({
    queryKey: ["anchors", "schedule", viewer, anchorId],
    queryFn: ({ signal }) => fetchAnchorSchedule(anchorId, signal),
  });
}

export function usePhotos(anchorId: number) {
  return useInfiniteQuery({
    queryKey: ["anchors", "photos", anchorId],
    queryFn: ({ pageParam, signal }) => fetchPhotos(anchorId, { page: pageParam, pageSize: PAGE_SIZE }, signal),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
}

export function useNotes(anchorId: number) {
  return useInfiniteQuery({
    queryKey: ["anchors", "notes", anchorId],
    queryFn: ({ pageParam, signal }) => fetchNotes(anchorId, { page: pageParam, pageSize: 10 }, signal),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
}

export function useLiveHistory(anchorId: number, month: string) {
  return useQuery({
    queryKey: ["anchors", "history", anchorId, month],
    queryFn: ({ signal }) => fetchLiveHistory(anchorId, month, signal),
  });
}
