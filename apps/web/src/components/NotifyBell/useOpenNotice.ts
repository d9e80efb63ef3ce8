import { type Notification, noticeTarget, PUSH_TYPE, pushData } from "@courtside/protocol";
import { useCallback } from "react";
import { useNavigate } from "react-router";
import { markNotificationsRead } from "../../api/notify";
import { useNotifyStore } from "../../stores/notify";

/** The conversation and message a type-8 notice was about, for the chat notification state. */
export function chatNoticeOf(payload: unknown) {
  const data = pushData(payload);
  const conversationId = typeof data?.conversationId === "number" ? data.conversationId : null;
  return { conversationId, content: pushData(data?.openIMContentDTO) ?? {} };
}

/**
 * Opens what a notice is about (spec section 2), the same way a click on its browser
 * notification does: the screen of its type, or its link in a new tab; a message notice also goes
 * into the chat notification state. The notice is marked read.
 */
export function useOpenNotice() {
  const navigate = useNavigate();
  return useCallback(
    (notice: Pick<Notification, "id" | "type" | "data" | "readAt">) => {
      if (notice.readAt === null) {
        void markNotificationsRead([notice.id])
          .then(({ unread }) => useNotifyStore.getState().setUnread(unread))
          .catch(() => undefined);
      }
      if (notice.type === PUSH_TYPE.instantMessage) useNotifyStore.getState().setChatNotice(chatNoticeOf(notice.data));
      const target = noticeTarget(notice.data);
      if (!target) return;
      if ("link" in target) window.open(target.link, "_blank", "noopener,noreferrer");
      else navigate(target.route);
    },
    [navigate],
  );
}
