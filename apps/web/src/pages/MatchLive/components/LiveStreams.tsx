import { abbreviate, type Match } from "@courtside/protocol";
import { Empty } from "antd";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { AnchorGrid } from "../../AnchorList/components/AnchorCard";
import { useMatchRooms } from "../../AnchorList/queries";

/** The anchors' rooms streaming this match, live first. */
export function LiveStreams({ match }: { match: Match }) {
  const { t } = useTranslation();
  const headingId = useId();
  const rooms = useMatchRooms(match.id).data ?? [];
  return (
    <section className="match-section" aria-labelledby={headingId} data-testid="live-streams">
      <h2 id={headingId} className="match-section__title">
        {t("matches.streams.title")}
        {rooms.length > 0 && <span className="match-section__count"> {abbreviate(rooms.length)}</span>}
      </h2>
      {rooms.length > 0 ? (
        <AnchorGrid anchors={rooms} />
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("matches.streams.none")} />
      )}
    </section>
  );
}
