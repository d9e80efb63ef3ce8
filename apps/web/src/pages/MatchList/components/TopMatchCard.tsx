import { abbreviate, type Match } from "@courtside/protocol";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { BookButton } from "../../../components/Match/BookButton";
import { LiveBadge, MatchStatus } from "../../../components/Match/MatchStatus";
import { TeamBadge } from "../../../components/Match/TeamBadge";
import { useMatchFormat } from "../../../hooks/useMatchFormat";
import { isLive } from "../../../matches/status";
import { matchDetailPath, matchLivePath } from "../../../paths";
import { Countdown } from "./Countdown";

/** The featured match as a stage: teams large, the score (or a countdown), and the way in. */
export function TopMatchCard({ match }: { match: Match }) {
  const { t } = useTranslation();
  const format = useMatchFormat();
  const live = isLive(match.status);
  const team = (side: "home" | "away") => (
    <div className="top-match__team">
      <TeamBadge team={match[side]} size="large" />
      <span className="top-match__name">{match[side].name}</span>
    </div>
  );

  return (
    <div className="top-match" data-testid="top-match">
      <div className="top-match__meta">
        {live && <LiveBadge />}
        <span className="top-match__league">{match.league.name}</span>
        <span className="top-match__time">{format.dateTime(match.startTime)}</span>
      </div>
      <div className="top-match__board">
        {team("home")}
        <div className="top-match__centre">
          {live ? (
            <>
              <span className="top-match__score">{match.score ?? "0-0"}</span>
              <MatchStatus status={match.status} clock={match.clock} />
            </>
          ) : (
            <Countdown startTime={match.startTime} />
          )}
        </div>
        {team("away")}
      </div>
      <div className="top-match__actions">
        {match.liveCount > 0 && (
          <span className="top-match__streams">
            {t("matches.list.streams", { count: abbreviate(match.liveCount) })}
          </span>
        )}
        <BookButton match={match} size="large" />
        <Link className="top-match__cta" to={live ? matchLivePath(match.id) : matchDetailPath(match.id)}>
          {t("matches.home.open")}
        </Link>
      </div>
    </div>
  );
}
