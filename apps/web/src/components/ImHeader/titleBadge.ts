import { badge } from "@courtside/protocol";
import { useImStore } from "../../stores/im";
import { totalUnread } from "../../stores/imState";
import { useSettingsStore } from "../../stores/settings";

/** "(3) " before the tab title while messages are unread, when message notifications are on (spec section 3). */
export function titleBadge(unread: number, enabled: boolean): string {
  return enabled && unread > 0 ? `(${badge(unread)}) ` : "";
}

export function useTitleBadge(): string {
  const unread = useImStore(totalUnread);
  const enabled = useSettingsStore((state) => state.messageSettings.messageNotification);
  return titleBadge(unread, enabled);
}
