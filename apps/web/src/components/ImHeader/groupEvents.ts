import { GROUP_APPLICATION_STATUS, type GroupEvent } from "@courtside/protocol";
import { fetchReviewQueue } from "../../api/group";
import { useImStore } from "../../stores/im";
import { queryClient } from "../AppProviders/queryClient";
import { GROUP_KEYS } from "../ImCommon/queryKeys";

/** What a group event has the page say, worded by the caller (it holds the texts and the toasts). */
export type GroupEventNotice =
  | { kind: "accepted" | "rejected"; name: string }
  | { kind: "newRequest"; user: string; name: string }
  | { kind: "removed"; name: string };

/** Reads again the join requests waiting for my review (the requests badge). */
export async function loadGroupRequests(): Promise<void> {
  const answer = await fetchReviewQueue();
  const waiting = answer.list.filter((item) => item.status === GROUP_APPLICATION_STATUS.pending);
  useImStore.getState().setGroupRequests(waiting);
}

/**
 * A `group` event on my own channel: joining or leaving a group reloads the conversation list
 * (`reload`) and the group's screens; a new join request counts on the requests badge of its
 * reviewers; an answer to my own request updates its join page. Returns what to tell the reader.
 */
export function applyGroupEvent(event: GroupEvent, reload: () => void): GroupEventNotice | null {
  const store = useImStore.getState();
  switch (event.type) {
    case "joined":
      reload();
      void queryClient.invalidateQueries({ queryKey: GROUP_KEYS.root(event.groupId) });
      void queryClient.invalidateQueries({ queryKey: GROUP_KEYS.codes });
      return null;
    case "left": {
      // Its name, before the reload takes the conversation off the list.
      const name = store.conversations.find((item) => item.id === event.groupId)?.group?.name ?? "";
      reload();
      void queryClient.invalidateQueries({ queryKey: GROUP_KEYS.root(event.groupId) });
      store.setGroupRequests([], event.groupId);
      return event.removed ? { kind: "removed", name } : null;
    }
    case "applicationAdded": {
      const { application } = event;
      store.groupRequestAdded(application);
      void queryClient.invalidateQueries({ queryKey: GROUP_KEYS.applications(application.groupId) });
      return { kind: "newRequest", user: application.user.nickname, name: application.groupName };
    }
    case "applicationAccepted":
    case "applicationRejected":
      void queryClient.invalidateQueries({ queryKey: GROUP_KEYS.codes });
      return {
        kind: event.type === "applicationAccepted" ? "accepted" : "rejected",
        name: event.application.groupName,
      };
  }
}
