import { useQuery } from "@tanstack/react-query";
import { fetchOnlineCount } from "../api/chatroom";

/** How often a room's head count is read again. */
const ONLINE_POLL_MS = 15_000;

/**
 * People in a live room now, on every node (its page open or its video playing): one polled query
 * per room, shared by the chat's header and the room's popularity.
 */
export function useRoomOnline(roomId: number, enabled = true) {
  return useQuery({
    queryKey: ["chat", "online", roomId],
    queryFn: ({ signal }) => fetchOnlineCount(roomId, signal),
    refetchInterval: ONLINE_POLL_MS,
    // The chat's header, mounted after the room's details, takes the count they just read.
    staleTime: ONLINE_POLL_MS,
    enabled,
  });
}
