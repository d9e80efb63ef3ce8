import {
  FRIEND_EVENT_KIND,
  FRIEND_PRESENCE_NOTICE,
  friendEventSchema,
  friendPresenceNoticeSchema,
  GROUP_EVENT_KIND,
  groupEventSchema,
  imUserNoticeData,
  type NoticeEvent,
  type StreamEvent,
  systemMessageEventDataSchema,
} from "@courtside/protocol";
import { App } from "antd";
import { useCallback, useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { fetchApplications } from "../../api/friend";
import { fetchConversations, fetchSystemCount } from "../../api/im";
import { loadTextAreas } from "../../i18n";
import { useChannel, useRealtimeStatus } from "../../realtime/hooks";
import { useImStore } from "../../stores/im";
import { isNewIncoming } from "../../stores/imState";
import { useSessionStore } from "../../stores/session";
import { queryClient } from "../AppProviders/queryClient";
import { IM_KEYS } from "../ImCommon/queryKeys";
import { newMessageSound } from "./alerts";
import { applyFriendPresence } from "./friendPresence";
import { applyGroupEvent, type GroupEventNotice, loadGroupRequests } from "./groupEvents";

/** Counts loads, so the answer of an older one never replaces a newer one's. */
let loads = 0;

/** Conversations, unread counts and the new-friends count, read again from the server. */
async function loadAll() {
  const store = useImStore.getState();
  const mine = ++loads;
  store.setLoading();
  const [list, system, applications] = await Promise.allSettled([
    fetchConversations(),
    fetchSystemCount(),
    fetchApplications("received", { limit: 1 }),
    loadGroupRequests(),
  ]);
  if (mine !== loads) return;
  if (list.status === "fulfilled") store.setConversations(list.value.list, list.value.unreadTotal);
  else store.setFailed();
  if (system.status === "fulfilled") store.setSystemCount(system.value);
  if (applications.status === "fulfilled") store.setPendingApplications(applications.value.pendingCount);
}

/** The screens' own "try again" after a failed first load. */
export const reloadConversations = loadAll;

/**
 * Keeps the messaging store in step for the signed-in user on every page: the first load, then
 * the notices and events of their own channel `user:<uid>` (every device of theirs gets them),
 * and a fresh load after the connection comes back, since notices are not replayed.
 */
export function useImSync(): void {
  const uid = useSessionStore((state) => (state.isLogin ? (state.userInfo?.uid ?? null) : null));
  const status = useRealtimeStatus();
  const lost = useRef(false);
  const { t } = useTranslation();
  const { message } = App.useApp();

  /** Tells the reader what a group event means for them, once the group texts are in. */
  const tell = useCallback(
    (notice: GroupEventNotice) => {
      void loadTextAreas(["group"]).then(() => {
        switch (notice.kind) {
          case "newRequest":
            void message.info(t("group.events.newRequest", { user: notice.user, name: notice.name }));
            return;
          case "accepted":
            void message.success(t("group.events.accepted", { name: notice.name }));
            return;
          case "rejected":
            void message.warning(t("group.events.rejected", { name: notice.name }));
            return;
          case "removed":
            void message.warning(t("group.events.removed", { name: notice.name || t("im.conversation.group") }));
            return;
        }
      });
    },
    [message, t],
  );

  useEffect(() => {
    useImStore.getState().reset();
    if (uid !== null) void loadAll();
  }, [uid]);

  useEffect(() => {
    if (status === "closed") lost.current = true;
    if (status === "open" && lost.current && uid !== null) {
      lost.current = false;
      void loadAll();
    }
  }, [status, uid]);

  const onEvent = useCallback(
    (event: StreamEvent) => {
      const store = useImStore.getState();
      if (event.kind === "systemMessage") {
        const parsed = systemMessageEventDataSchema.safeParse(event.data);
        if (!parsed.success) return;
        store.systemMessage(parsed.data.message, parsed.data.unread);
        void queryClient.invalidateQueries({ queryKey: IM_KEYS.system });
        newMessageSound();
      } else if (event.kind === FRIEND_EVENT_KIND) {
        const parsed = friendEventSchema.safeParse(event.data);
        if (!parsed.success) return;
        store.friendEvent(parsed.data);
        void queryClient.invalidateQueries({ queryKey: IM_KEYS.friendsRoot });
        fetchApplications("received", { limit: 1 })
          .then((answer) => useImStore.getState().setPendingApplications(answer.pendingCount))
          .catch(() => undefined);
      } else if (event.kind === GROUP_EVENT_KIND) {
        const parsed = groupEventSchema.safeParse(event.data);
        if (!parsed.success) return;
        const notice = applyGroupEvent(parsed.data, () => void loadAll());
        if (notice) tell(notice);
      }
    },
    [tell],
  );

  const onNotice = useCallback(
    (notice: NoticeEvent) => {
      const store = useImStore.getState();
      switch (notice.kind) {
        case "conversation": {
          const parsed = imUserNoticeData.conversation.safeParse(notice.data);
          if (!parsed.success || uid === null) return;
          const { conversation, unreadTotal } = parsed.data;
          const held = store.conversations.find((item) => item.id === conversation.id);
          const reading = store.activeConversationId === conversation.id && document.visibilityState === "visible";
          if (!reading && !conversation.muted && isNewIncoming(conversation, held, uid)) newMessageSound();
          store.upsert(conversation, unreadTotal);
          return;
        }
        case "conversationRemoved": {
          const parsed = imUserNoticeData.conversationRemoved.safeParse(notice.data);
          if (parsed.success) store.remove(parsed.data.conversationId, parsed.data.unreadTotal);
          return;
        }
        case "unreadClear": {
          const parsed = imUserNoticeData.unreadClear.safeParse(notice.data);
          if (parsed.success) store.readSeqs(parsed.data.readSeqs, parsed.data.unreadTotal);
          return;
        }
        case "systemCount": {
          const parsed = imUserNoticeData.systemCount.safeParse(notice.data);
          if (parsed.success) store.setSystemCount(parsed.data);
          return;
        }
        case FRIEND_PRESENCE_NOTICE: {
          const parsed = friendPresenceNoticeSchema.safeParse(notice.data);
          if (parsed.success) applyFriendPresence(queryClient, parsed.data);
          return;
        }
        default:
      }
    },
    [uid],
  );

  // Read again once the channel stands: what changed while it was being set up came as notices
  // nobody could hear yet.
  const onReady = useCallback(() => void loadAll(), []);
  useChannel(uid === null ? null : `user:${uid}`, onEvent, { onNotice, onReady });
}
