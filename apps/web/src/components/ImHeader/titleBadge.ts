import { badge } from "@courtside/protocol";
import { useSettingsStore } from "../../stores/settings";
import { useUnreadStore } from "../../stores/unread";

/** "(3) " before the tab title while messages are unread, when message notifications are on (spec section 3). */
export function titleBadge(unread: number, enabled: boolean): string {
  return enabled && unread > 0 ? `(${badge(unread)}) ` : "";
}

export function useTitleBadge(): string {
  const unread = useUnreadStore((state) => state.total);
  const enabled = useSettingsStore((state) => state.messageSettings.messageNotification);
  return titleBadge(unread, enabled);
}
