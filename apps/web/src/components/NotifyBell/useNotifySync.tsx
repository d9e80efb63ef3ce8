import {
  type Notification,
  notificationSchema,
  PUSH_TYPE,
  pushData,
  type StreamEvent,
  SW_MESSAGE,
} from "@courtside/protocol";
import { useQueryClient } from "@tanstack/react-query";
import { App, Button } from "antd";
import { useCallback, useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { fetchUnread, markNotificationsRead } from "../../api/notify";
import { syncPush } from "../../push/push";
import { useChannel, useRealtimeStatus } from "../../realtime/hooks";
import { useImStore } from "../../stores/im";
import { useNotifyStore } from "../../stores/notify";
import { useSettingsStore } from "../../stores/settings";
import { toastText } from "./toastText";
import { chatNoticeOf, useOpenNotice } from "./useOpenNotice";

export const NOTIFY_KEYS = { list: ["notifications", "list"] as const };

function loadUnread() {
  fetchUnread()
    .then(({ unread }) => useNotifyStore.getState().setUnread(unread))
    .catch(() => undefined);
}

/** Whether the user is reading this conversation right now: then its notice would only repeat it. */
function reading(conversationId: unknown): boolean {
  return (
    document.visibilityState === "visible" &&
    typeof conversationId === "number" &&
    useImStore.getState().activeConversationId === conversationId
  );
}

const isClick = (value: unknown): value is { route: string; noticeId: number; noticeType: number; payload: string } =>
  typeof value === "object" &&
  value !== null &&
  Reflect.get(value, "type") === SW_MESSAGE.click &&
  typeof Reflect.get(value, "route") === "string";

/**
 * Keeps the signed-in user's notices in step on every page: the unread count, each new notice
 * from their channel `user:<uid>` as a toast that opens the same screen as its browser
 * notification, this browser's push registration (on every load, and when the message settings
 * change), and clicks on browser notifications that the service worker hands to this page.
 */
export function useNotifySync(uid: number): void {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const open = useOpenNotice();
  const status = useRealtimeStatus();
  const lost = useRef(false);

  useEffect(() => {
    loadUnread();
    void syncPush();
  }, []);

  // A push registration carries the message settings, so a change is sent at once.
  useEffect(
    () =>
      useSettingsStore.subscribe((state, previous) => {
        if (state.messageSettings !== previous.messageSettings) void syncPush();
      }),
    [],
  );

  // Passing notices (a notice to everyone) are not replayed: the count is read again after a drop.
  useEffect(() => {
    if (status === "closed") lost.current = true;
    if (status === "open" && lost.current) {
      lost.current = false;
      loadUnread();
    }
  }, [status]);

  useEffect(() => {
    if (!("serviceWorker" in navigator)) return undefined;
    const onMessage = (event: MessageEvent) => {
      if (!isClick(event.data)) return;
      const { route, noticeId, noticeType, payload } = event.data;
      if (noticeType === PUSH_TYPE.instantMessage) useNotifyStore.getState().setChatNotice(chatNoticeOf(payload));
      if (noticeId > 0) {
        void markNotificationsRead([noticeId])
          .then(({ unread }) => useNotifyStore.getState().setUnread(unread))
          .catch(() => undefined);
      }
      navigate(route);
    };
    navigator.serviceWorker.addEventListener("message", onMessage);
    return () => navigator.serviceWorker.removeEventListener("message", onMessage);
  }, [navigate]);

  const show = useCallback(
    (notice: Notification) => {
      if (notice.type === PUSH_TYPE.ignored) return;
      const { messageNotification, messageInfoNotification } = useSettingsStore.getState().messageSettings;
      if (notice.type === PUSH_TYPE.instantMessage) {
        if (!messageNotification || reading(pushData(notice.data)?.conversationId)) return;
      } else {
        useNotifyStore.getState().setUnread(useNotifyStore.getState().unread + 1);
        void queryClient.invalidateQueries({ queryKey: NOTIFY_KEYS.list });
      }
      const text = toastText(notice, messageInfoNotification, {
        title: t("notify.sw.messageTitle"),
        body: t("notify.sw.messageBody"),
      });
      const key = `notice-${notice.id}`;
      const openIt = () => {
        notification.destroy(key);
        open(notice);
      };
      notification.open({
        key,
        title: text.title,
        description: text.body || undefined,
        placement: "bottomRight",
        duration: 8,
        role: "status",
        className: "notify-toast",
        onClick: openIt,
        actions: (
          <Button
            type="primary"
            size="small"
            onClick={(event) => {
              event.stopPropagation();
              openIt();
            }}
          >
            {t("notify.toast.open")}
          </Button>
        ),
      });
    },
    [notification, open, queryClient, t],
  );

  const onEvent = useCallback(
    (event: StreamEvent) => {
      if (event.kind !== "notification") return;
      const parsed = notificationSchema.safeParse(event.data);
      if (parsed.success) show(parsed.data);
    },
    [show],
  );

  useChannel(`user:${uid}`, onEvent, {
    onNotice: (notice) => {
      if (notice.kind !== "notification") return;
      const parsed = notificationSchema.safeParse(notice.data);
      if (parsed.success) show(parsed.data);
    },
  });
}
