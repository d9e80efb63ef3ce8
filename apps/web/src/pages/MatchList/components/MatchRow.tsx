import { abbreviate, type Match } from "@courtside/protocol";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { BookButton } from "../../../components/Match/BookButton";
import { LiveBadge, MatchStatus } from "../../../components/Match/MatchStatus";
import { TeamBadge } from "../../../components/Match/TeamBadge";
import { useMatchFormat } from "../../../hooks/useMatchFormat";
import { isLive } from "../../../matches/status";
import { matchDetailPath, matchLivePath } from "../../../paths";

/**
 * A match in a list. The teams and score are one link to the match (its live page while it is
 * played); the Book button sits beside the link, not inside it, as controls cannot nest.
 */
export function MatchRow({ match }: { match: Match }) {
  const { t } = useTranslation();
  const format = useMatchFormat();
  const live = isLive(match.status);
  return (
    <li
      className={live ? "match-row is-live" : "match-row"}
      data-testid="match-row"
      data-match-id={match.id}
      data-sport-id={match.sportId}
      data-hot={match.hot}
      data-league-id={match.league.id}
      data-status={match.status}
    >
      <div className="match-row__when">
        <time dateTime={new Date(match.startTime).toISOString()}>{format.time(match.startTime)}</time>
        <MatchStatus status={match.status} clock={match.clock} />
      </div>
      <Link className="match-row__main" to={live ? matchLivePath(match.id) : matchDetailPath(match.id)}>
        <span className="match-row__league">{match.league.name}</span>
        <span className="match-row__teams">
          <span className="match-row__team match-row__team--home">
            <span className="match-row__name">{match.home.name}</span>
            <TeamBadge team={match.home} />
          </span>
          <span className={match.score ? "match-row__score" : "match-row__score is-empty"}>
            {match.score ?? <span aria-hidden="true">–</span>}
          </span>
          <span className="match-row__team">
            <TeamBadge team={match.away} />
            <span className="match-row__name">{match.away.name}</span>
          </span>
        </span>
      </Link>
      <div className="match-row__marks">
        {live && <LiveBadge />}
        {match.hot && <span className="hot-mark">{t("matches.list.hot")}</span>}
        {match.liveCount > 0 && (
          <span className="rooms-mark" data-testid="rooms-mark">
            {t("matches.list.streams", { count: abbreviate(match.liveCount) })}
          </span>
        )}
      </div>
      <div className="match-row__action">
        <BookButton match={match} />
      </div>
    </li>
  );
}
