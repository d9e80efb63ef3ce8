import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Avatar } from "../../../components/Avatar/Avatar";
import { useHotAnchors } from "../../../hooks/useMatchQueries";
import { anchorRoomPath } from "../../../paths";

/** Anchors streaming now, by popularity. Shown only when there are some: rooms arrive later. */
export function HotAnchors() {
  const { t } = useTranslation();
  const headingId = useId();
  const query = useHotAnchors();
  // Its place is kept while the answer comes, so the list below stays put.
  if (query.isPending) return <div className="hot-anchors" aria-busy="true" />;
  const anchors = query.data?.anchors ?? [];
  if (anchors.length === 0) return null;
  return (
    <section className="hot-anchors" aria-labelledby={headingId}>
      <h2 id={headingId} className="home-block__title">
        {t("matches.home.hotAnchors")}
      </h2>
      <ul className="hot-anchors__list">
        {anchors.map((anchor) => (
          <li key={anchor.id}>
            <Link className="hot-anchors__item" to={anchorRoomPath(anchor.id)}>
              <Avatar size={56} src={anchor.avatar} name={anchor.nickname} />
              <span className="hot-anchors__name">{anchor.nickname}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
