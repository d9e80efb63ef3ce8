import { useTranslation } from "react-i18next";
import { type LivePhase, statusKey } from "../../matches/status";
import "./Match.css";

interface MatchStatusProps {
  status: number;
  clock: string | null;
  /** Known on the match pages, from the timeline; lists only know that a match is live. */
  phase?: LivePhase;
}

/** The status in words, with the running clock ("67'", "Q3 5'") while a match is played. */
export function MatchStatus({ status, clock, phase }: MatchStatusProps) {
  const { t } = useTranslation();
  const key = statusKey(status, phase);
  return (
    <span className={`match-status match-status--${key}`}>
      {t(`matches.status.${key}`)}
      {key === "live" && clock ? <span className="match-status__clock"> {clock}</span> : null}
    </span>
  );
}

/** The red LIVE mark of a match being played. */
export function LiveBadge() {
  const { t } = useTranslation();
  return (
    <span className="live-badge">
      <span className="live-badge__dot" aria-hidden="true" />
      {t("matches.live")}
    </span>
  );
}
