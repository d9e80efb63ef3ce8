import type { FriendList, FriendStatus, FriendStatusItem } from "@courtside/protocol";
import type { QueryClient } from "@tanstack/react-query";
import { IM_KEYS } from "../ImCommon/queryKeys";

/** A status read with this friend's item as the notice says, when it has them. */
export function withPresence(data: FriendStatus | undefined, item: FriendStatusItem): FriendStatus | undefined {
  if (!data?.list.some((entry) => entry.userId === item.userId)) return data;
  return { list: data.list.map((entry) => (entry.userId === item.userId ? item : entry)) };
}

/** The friends list with this friend's online state as the notice says, when they are in it. */
export function friendsWithPresence(data: FriendList | undefined, item: FriendStatusItem): FriendList | undefined {
  if (!data?.list.some((friend) => friend.id === item.userId)) return data;
  return {
    ...data,
    list: data.list.map((friend) =>
      friend.id === item.userId ? { ...friend, online: item.online, lastSeenAt: item.lastSeenAt } : friend,
    ),
  };
}

/**
 * A friend came online or left (`friendPresence` notice): every status read held — the friends
 * list's and each chat header's — and the friends list itself show it at once.
 */
export function applyFriendPresence(client: QueryClient, item: FriendStatusItem) {
  client.setQueriesData<FriendStatus>({ queryKey: IM_KEYS.status }, (data) => withPresence(data, item));
  client.setQueryData<FriendList>(IM_KEYS.friends, (data) => friendsWithPresence(data, item));
}
