import type { BookingType, Lang, LocalizedNames, Match } from "@courtside/protocol";
import { localName, MATCH_STATUS, PUSH_MATCH_STATUS, scoreText } from "@courtside/protocol";
import type { FullMatchRow, LeagueRow, TeamRow } from "./repo.js";

export function namesOf(row: LeagueRow | TeamRow): LocalizedNames {
  return {
    name: row.name,
    nameTw: row.nameTw,
    nameIdn: row.nameIdn,
    nameVn: row.nameVn,
    nameTh: row.nameTh,
    namePor: row.namePor,
    nameHin: row.nameHin,
    nameEn: row.nameEn,
  };
}

/** A league named in `lang`. */
export const toLeague = (row: LeagueRow, lang: Lang) => ({ id: row.id, name: localName(row, lang) });

/** A team named in `lang`. */
export const toTeam = (row: TeamRow, lang: Lang) => ({
  id: row.id,
  name: localName(row, lang),
  logo: row.logo,
  color: row.color,
});

/** The score as read by sport, using the push rules (spec section 4) for a match under way or over. */
export function displayScore(row: FullMatchRow["match"]): string | null {
  if (row.status === MATCH_STATUS.notStarted || row.status === MATCH_STATUS.toBeDetermined) return null;
  return scoreText({
    sportId: row.sportId,
    status: PUSH_MATCH_STATUS.ended,
    homeScore: JSON.stringify(row.homeScore),
    awayScore: JSON.stringify(row.awayScore),
    vbScores: row.vbScores ? JSON.stringify(row.vbScores) : undefined,
  });
}

/** A match as lists show it, its names in `lang`. */
export function toMatch(row: FullMatchRow, lang: Lang, booked: BookingType | null = null): Match {
  const { match } = row;
  return {
    id: match.id,
    sportId: match.sportId,
    league: toLeague(row.league, lang),
    home: toTeam(row.home, lang),
    away: toTeam(row.away, lang),
    startTime: match.startTime.getTime(),
    status: match.status,
    clock: match.status === MATCH_STATUS.inProgress ? match.clock : null,
    homeScore: match.homeScore,
    awayScore: match.awayScore,
    vbScores: match.vbScores,
    score: displayScore(match),
    hot: match.hot,
    liveCount: row.liveCount ?? 0,
    booked,
  };
}
