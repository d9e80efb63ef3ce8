import { SPORTS } from "./enums.js";

/** Status values carried by a type-5 push (spec section 4). */
export const PUSH_MATCH_STATUS = { started: 1, ended: 2, firstHalfEnded: 3 } as const;

export interface MatchStatusPush {
  sportId: number;
  status: number;
  /** JSON-encoded arrays of numbers (spec section 3). */
  homeScore: string;
  awayScore: string;
  /** JSON-encoded object whose `pt` entry holds the pair of points (volleyball). */
  vbScores?: string | undefined;
}

function numbers(json: string | undefined): number[] {
  try {
    const value: unknown = JSON.parse(json ?? "[]");
    return Array.isArray(value)
      ? value.map((entry) => (typeof entry === "number" && Number.isFinite(entry) ? entry : 0))
      : [];
  } catch {
    return [];
  }
}

function volleyballPair(json: string | undefined): [number, number] | undefined {
  try {
    const value: unknown = JSON.parse(json ?? "{}");
    if (typeof value !== "object" || value === null || !("pt" in value) || !Array.isArray(value.pt)) return undefined;
    const [home, away] = value.pt;
    return typeof home === "number" && typeof away === "number" ? [home, away] : undefined;
  } catch {
    return undefined;
  }
}

/** Football: entry 5 (the running total) when truthy, else entry 0; entry 6 (penalties) in brackets when above 0. */
function footballSide(score: number[]): string {
  const main = score[5] || score[0] || 0;
  const extra = score[6] ?? 0;
  return extra > 0 ? `${main}(${extra})` : String(main);
}

/** Tennis: sets won, comparing the two players' games at the even indexes. */
function setsWon(mine: number[], theirs: number[]): number {
  let won = 0;
  for (let i = 0; i < Math.max(mine.length, theirs.length); i += 2) {
    if ((mine[i] ?? 0) > (theirs[i] ?? 0)) won += 1;
  }
  return won;
}

const sumOfFirstFive = (score: number[]) => score.slice(0, 5).reduce((sum, value) => sum + value, 0);

/**
 * The score text of a match-status push (spec section 4): status 1 (started) reads "0-0", statuses 2
 * (ended) and 3 (first half ended) read the score by sport, any other status has no text (null).
 * Sports the spec gives no rule for (cricket, ice hockey, baseball, esports) read entry 0 of each side.
 */
export function scoreText(push: MatchStatusPush): string | null {
  if (push.status === PUSH_MATCH_STATUS.started) return "0-0";
  if (push.status !== PUSH_MATCH_STATUS.ended && push.status !== PUSH_MATCH_STATUS.firstHalfEnded) return null;
  const home = numbers(push.homeScore);
  const away = numbers(push.awayScore);
  switch (push.sportId) {
    case SPORTS.football:
      return `${footballSide(home)}-${footballSide(away)}`;
    case SPORTS.basketball:
      return `${sumOfFirstFive(home)}-${sumOfFirstFive(away)}`;
    case SPORTS.tennis:
      return `${setsWon(home, away)}-${setsWon(away, home)}`;
    case SPORTS.volleyball: {
      const pair = volleyballPair(push.vbScores);
      return pair ? `${pair[0]}-${pair[1]}` : null;
    }
    default:
      return `${home[0] ?? 0}-${away[0] ?? 0}`;
  }
}
