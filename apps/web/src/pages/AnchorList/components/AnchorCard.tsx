import { abbreviate, type AnchorCard as Card } from "@courtside/protocol";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Avatar } from "../../../components/Avatar/Avatar";
import { anchorRoomPath } from "../../../paths";
import { CoverImage } from "./CoverImage";
import "../AnchorList.css";

/** A room in a list: cover with the live badge, title, anchor and popularity; all one link to the room. */
export function AnchorCard({ anchor, extra, eager = false }: { anchor: Card; extra?: string; eager?: boolean }) {
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
          <CoverImage src={anchor.cover} still={anchor.liveThumb} name={anchor.nickname} eager={eager} />
          {anchor.live ? (
            <span className="anchor-badge anchor-badge--live">
              <span className="anchor-badge__dot" aria-hidden="true" />
              {t("anchor.live")}
            </span>
          ) : (
            <span className="anchor-badge">{t("anchor.offline")}</span>
          )}
          <span className="anchor-card__popularity" title={t("anchor.popularity", { count: anchor.popularity })}>
            <span className="visually-hidden">{t("anchor.popularity", { count: anchor.popularity })}</span>
            <span aria-hidden="true" className="anchor-card__heat">
              <FlameIcon />
              {abbreviate(anchor.popularity)}
            </span>
          </span>
        </span>
        <span className="anchor-card__title">{title}</span>
        <span className="anchor-card__anchor">
          <Avatar size={24} src={anchor.avatar} name={anchor.nickname} />
          <span className="anchor-card__name">{anchor.nickname}</span>
        </span>
        {extra && <span className="anchor-card__extra">{extra}</span>}
      </Link>
    </li>
  );
}

/** Covers in the first rows, on screen at once on a phone and a desktop. */
const FIRST_SCREEN = 4;

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
      {anchors.map((anchor, index) => (
        <AnchorCard key={anchor.id} anchor={anchor} extra={extra?.(anchor)} eager={index < FIRST_SCREEN} />
      ))}
    </ul>
  );
}

/** The popularity mark: a small flame. */
function FlameIcon() {
  return (
    <svg width="10" height="12" viewBox="0 0 10 12" aria-hidden="true" focusable="false">
      <path
        fill="#fb923c"
        d="M5 0c.4 2.2 2.2 3.2 2.9 4.9C8.7 6.8 8.3 9 6.9 10.2 6 11 4.9 12 3.6 11.6 1.6 11 .6 9.2 1 7.3c.2-1 .9-1.8 1.5-2.5.1.9.5 1.6 1.2 2C3.4 4.4 4 2 5 0z"
      />
    </svg>
  );
}
