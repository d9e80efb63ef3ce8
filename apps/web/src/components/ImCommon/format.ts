import {
  type FriendPresence,
  type GroupTipContent,
  IM_MESSAGE_TYPE,
  type ImPreview,
  presenceStatus,
  relativeTime,
} from "@courtside/protocol";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { useLang } from "../../hooks/useLang";
import { languageTag } from "../../i18n";
import { groupTipText } from "./groupTipText";

/**
 * Words for times, online status and message previews in the reader's language (spec sections 4
 * and 9). The rules live in the protocol; these only word them.
 */

/** "just now", "5 minutes ago", "3 hours ago", "yesterday", then the date (spec section 9). */
export function useTimeText(): (at: number, now: number) => string {
  const { t } = useTranslation();
  const lang = useLang();
  return useCallback(
    (at: number, now: number) => {
      const relative = relativeTime(at, now);
      switch (relative.key) {
        case "justNow":
          return t("im.time.justNow");
        case "minutesAgo":
          return t("im.time.minutesAgo", { count: relative.n });
        case "hoursAgo":
          return t("im.time.hoursAgo", { count: relative.n });
        case "yesterday":
          return t("im.time.yesterday");
        case "date":
          return new Intl.DateTimeFormat(languageTag(lang), { dateStyle: "medium" }).format(relative.at);
      }
    },
    [t, lang],
  );
}

/** "14:05" in the reader's conventions. */
export function useClock(): (at: number) => string {
  const lang = useLang();
  return useCallback(
    (at: number) => new Intl.DateTimeFormat(languageTag(lang), { hour: "2-digit", minute: "2-digit" }).format(at),
    [lang],
  );
}

/** A day separator: "Today", "Yesterday" or the full date. */
export function useDayText(): (at: number, now: number) => string {
  const { t } = useTranslation();
  const lang = useLang();
  return useCallback(
    (at: number, now: number) => {
      const day = (ms: number) => new Date(ms).toDateString();
      if (day(at) === day(now)) return t("im.time.today");
      if (day(at) === day(now - 86_400_000)) return t("im.time.yesterday");
      return new Intl.DateTimeFormat(languageTag(lang), { dateStyle: "full" }).format(at);
    },
    [t, lang],
  );
}

/** Online now, N minutes ago … long ago (spec section 4), from what `online/friend_status` says. */
export function useOnlineText(): (presence: FriendPresence, now: number) => string {
  const { t } = useTranslation();
  return useCallback(
    (presence: FriendPresence, now: number) => {
      const status = presenceStatus(presence, now);
      switch (status.key) {
        case "onlineNow":
          return t("im.online.now");
        case "minutesAgo":
          return t("im.online.minutesAgo", { count: status.n });
        case "hoursAgo":
          return t("im.online.hoursAgo", { count: status.n });
        case "yesterday":
          return t("im.online.yesterday");
        case "recently":
          return t("im.online.recently");
        case "longAgo":
          return t("im.online.longAgo");
      }
    },
    [t],
  );
}

/** What a message of `type` is called where its content is not shown ("[Picture]"). */
export function useTypeLabel(): (type: number) => string {
  const { t } = useTranslation();
  return useCallback(
    (type: number) => {
      switch (type) {
        case IM_MESSAGE_TYPE.picture:
          return t("im.preview.picture");
        case IM_MESSAGE_TYPE.video:
          return t("im.preview.video");
        case IM_MESSAGE_TYPE.file:
          return t("im.preview.file");
        case IM_MESSAGE_TYPE.card:
          return t("im.preview.card");
        case IM_MESSAGE_TYPE.merged:
          return t("im.preview.merged");
        case IM_MESSAGE_TYPE.groupTip:
          return t("im.preview.groupTip");
        default:
          return t("im.preview.message");
      }
    },
    [t],
  );
}

/** The last message as the conversation list shows it. */
export function usePreviewText(me: number): (preview: ImPreview | null) => string {
  const { t } = useTranslation();
  const typeLabel = useTypeLabel();
  const tipText = useGroupTipText();
  return useCallback(
    (preview: ImPreview | null) => {
      if (!preview) return t("im.preview.none");
      if (preview.revoked) {
        return preview.senderId === me ? t("im.message.revokedByMe") : t("im.message.revokedByPeer");
      }
      if (preview.type === IM_MESSAGE_TYPE.groupTip && preview.tip) return tipText(preview.tip);
      return preview.type === IM_MESSAGE_TYPE.text ? preview.text : typeLabel(preview.type);
    },
    [t, typeLabel, tipText, me],
  );
}

/** `groupTipText` (what a group tip says) with the reader's language and its way of listing names. */
export function useGroupTipText(): (tip: GroupTipContent) => string {
  const { t } = useTranslation();
  const lang = useLang();
  return useCallback(
    (tip: GroupTipContent) => {
      const format = new Intl.ListFormat(languageTag(lang), { type: "conjunction" });
      return groupTipText(tip, t, (names) => format.format(names));
    },
    [t, lang],
  );
}

/** File sizes as people read them: 930 B, 12.4 KB, 3.1 MB. */
export function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ["KB", "MB", "GB"];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value >= 10 ? Math.round(value) : value.toFixed(1)} ${units[unit]}`;
}
