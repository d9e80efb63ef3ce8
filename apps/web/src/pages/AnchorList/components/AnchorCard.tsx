import { abbreviate, type AnchorCard as Card } from "@courtside/protocol";
import { Avatar } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { anchorRoomPath } from "../../../paths";
import { CoverImage } from "./CoverImage";
import "../AnchorList.css";

/** A room in a list: cover with the live badge, title, anchor and popularity; all one link to the room. */
export function AnchorCard({ anchor, extra }: { anchor: Card; extra?: string }) {
  const { t } = useTranslation();
  const title = anchor.title || anchor.roomName || anchor.nickname;
  return (
    <li
      className={anchor.live ? "anchor-card is-live" : "anchor-card"}
      data-testid="anchor-card"
      data-anchor-id={anchor.id}
    >
      <Link className="anchor-card__link" to={anchorRoomPath(anchor.id)}>
        <span className="anchor-card__cover">
          <CoverImage src={anchor.cover} name={anchor.nickname} />
          {anchor.live ? (
            <span className="anchor-badge anchor-badge--live">
              <span className="anchor-badge__dot" aria-hidden="true" />
              {t("anchor.live")}
            </span>
          ) : (
            <span className="anchor-badge">{t("anchor.offline")}</span>
          )}
          <span className="anchor-card__popularity" title={t("anchor.popularity", { count: anchor.popularity })}>
            <span className="anchor-sr-only">{t("anchor.popularity", { count: anchor.popularity })}</span>
            <span aria-hidden="true">🔥 {abbreviate(anchor.popularity)}</span>
          </span>
        </span>
        <span className="anchor-card__title">{title}</span>
        <span className="anchor-card__anchor">
          <Avatar size={24} src={anchor.avatar ?? undefined} alt="">
            {anchor.nickname.slice(0, 1).toUpperCase()}
          </Avatar>
          <span className="anchor-card__name">{anchor.nickname}</span>
        </span>
        {extra && <span className="anchor-card__extra">{extra}</span>}
      </Link>
    </li>
  );
}

/** Cards in a responsive grid. */
export function AnchorGrid<T extends Card>({
  anchors,
  extra,
}: {
  anchors: readonly T[];
  extra?: (anchor: T) => string;
}) {
  return (
    <ul className="anchor-grid">
      {anchors.map((anchor) => (
        <AnchorCard key={anchor.id} anchor={anchor} extra={extra?.(anchor)} />
      ))}
    </ul>
  );
}
