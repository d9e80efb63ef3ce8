import { badge } from "@courtside/protocol";
import { useTranslation } from "react-i18next";
import "./ImCommon.css";

interface UnreadCountProps {
  count: number;
  /** A muted conversation shows a dot instead of a number. */
  muted?: boolean;
}

/** An unread badge, 99+ above 99 (spec section 9), read out as "N unread". */
export function UnreadCount({ count, muted = false }: UnreadCountProps) {
  const { t } = useTranslation();
  if (count <= 0) return null;
  return (
    <span className={muted ? "im-unread im-unread--dot" : "im-unread"}>
      {!muted && <span aria-hidden="true">{badge(count)}</span>}
      <span className="im-sr-only">{t("im.unread", { count })}</span>
    </span>
  );
}
