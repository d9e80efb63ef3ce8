import type { MatchDetail } from "@courtside/protocol";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { useMatchFormat } from "../../hooks/useMatchFormat";
import { isLive, livePhase } from "../../matches/status";
import { BookButton } from "../Match/BookButton";
import { LiveBadge, MatchStatus } from "../Match/MatchStatus";
import { TeamBadge } from "../Match/TeamBadge";
import "./MatchSummary.css";

/** The scoreboard of a match page: league and start, both teams, the score and the status. */
export function MatchHeader({ match }: { match: MatchDetail }) {
  const { t } = useTranslation();
  const format = useMatchFormat();
  const headingId = useId();
  const live = isLive(match.status);
  const home = match.home.name;
  const away = match.away.name;

  return (
    <section className="match-board" aria-labelledby={headingId} data-testid="match-board">
      <h2 id={headingId} className="visually-hidden">
        {t("matches.versus", { home, away })}
      </h2>
      <p className="match-board__meta">
        <span className="match-board__league">{match.league.name}</span>
        <span>
          <span className="visually-hidden">{t("matches.detail.startTime")}: </span>
          <time dateTime={new Date(match.startTime).toISOString()}>{format.dateTime(match.startTime)}</time>
        </span>
      </p>
      <div className="match-board__teams">
        <div className="match-board__team">
          <TeamBadge team={match.home} size="large" />
          <span className="match-board__name">{home}</span>
        </div>
        <div className="match-board__centre">
          {live && <LiveBadge />}
          <span className="match-board__score" data-testid="match-score">
            <span className="visually-hidden">{t("matches.detail.score")}: </span>
            {match.score ?? <span aria-hidden="true">–</span>}
          </span>
          <MatchStatus status={match.status} clock={match.clock} phase={livePhase(match, match.events)} />
        </div>
        <div className="match-board__team">
          <TeamBadge team={match.away} size="large" />
          <span className="match-board__name">{away}</span>
        </div>
      </div>
      <div className="match-board__actions">
        <BookButton match={match} size="large" />
      </div>
    </section>
  );
}
