import { abbreviate, type Match } from "@courtside/protocol";
import { Empty } from "antd";
import { useId } from "react";
import { useTranslation } from "react-i18next";

/** The anchors' rooms streaming this match. Rooms arrive with the live-room issue; until then, none. */
export function LiveStreams({ match }: { match: Match }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className="match-section" aria-labelledby={headingId} data-testid="live-streams">
      <h2 id={headingId} className="match-section__title">
        {t("matches.streams.title")}
        {match.liveCount > 0 && <span className="match-section__count"> {abbreviate(match.liveCount)}</span>}
      </h2>
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("matches.streams.none")} />
    </section>
  );
}
