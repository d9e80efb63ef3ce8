import type { MatchDetail } from "@courtside/protocol";
import { Empty, Timeline } from "antd";
import { useId } from "react";
import { useTranslation } from "react-i18next";

type MatchEvent = MatchDetail["events"][number];

const DOT_COLOUR: Record<MatchEvent["type"], string> = {
  start: "green",
  score: "#c2410c",
  halfTime: "gray",
  period: "gray",
  end: "#0b1530",
};

interface MatchTimelineProps {
  match: MatchDetail;
  /** Live pages put the latest event on top, where the eye is; a finished match reads in order. */
  newestFirst?: boolean;
}

/** What happened in the match, with the clock and the score after each event. */
export function MatchTimeline({ match, newestFirst = false }: MatchTimelineProps) {
  const { t } = useTranslation();
  const headingId = useId();

  const describe = (event: MatchEvent) => {
    if (event.type !== "score") return t(`matches.events.${event.type}`);
    const team = event.side ? match[event.side].name : "";
    return t("matches.events.score", { team });
  };
  const events = newestFirst ? [...match.events].reverse() : match.events;

  return (
    <section className="match-section" aria-labelledby={headingId} data-testid="match-timeline">
      <h2 id={headingId} className="match-section__title">
        {t("matches.detail.timeline")}
      </h2>
      {events.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("matches.detail.noEvents")} />
      ) : (
        <Timeline
          className="match-timeline"
          items={events.map((event) => ({
            key: `${event.at}-${event.type}-${event.side ?? ""}`,
            color: DOT_COLOUR[event.type],
            content: (
              <span className="match-timeline__event">
                {event.clock && <span className="match-timeline__clock">{event.clock}</span>}
                <span className="match-timeline__text">{describe(event)}</span>
                <span className="match-timeline__score">{event.score}</span>
              </span>
            ),
          }))}
        />
      )}
    </section>
  );
}
