import { MATCH_STATUS } from "@courtside/protocol";

/** The label keys of `matches.status.*`: the seven statuses, with a live match split by its phase. */
export type StatusKey =
  | "notStarted"
  | "live"
  | "halfTime"
  | "break"
  | "ended"
  | "postponed"
  | "interrupted"
  | "abandoned"
  | "toBeDetermined";

/** A live match is playing, or in a break: half time (football) or between periods. */
export type LivePhase = "playing" | "halfTime" | "break";

const BY_STATUS: Record<number, StatusKey> = {
  [MATCH_STATUS.notStarted]: "notStarted",
  [MATCH_STATUS.inProgress]: "live",
  [MATCH_STATUS.ended]: "ended",
  [MATCH_STATUS.postponed]: "postponed",
  [MATCH_STATUS.interrupted]: "interrupted",
  [MATCH_STATUS.abandoned]: "abandoned",
  [MATCH_STATUS.toBeDetermined]: "toBeDetermined",
};

/** An unknown status (a provider's new value) reads as "to be determined" rather than breaking the row. */
export function statusKey(status: number, phase: LivePhase = "playing"): StatusKey {
  const key = BY_STATUS[status] ?? "toBeDetermined";
  return key === "live" && phase !== "playing" ? phase : key;
}

export const isLive = (status: number) => status === MATCH_STATUS.inProgress;

/** Statuses the server accepts a (reminder) booking for; the others show no Book button. */
const BOOKABLE = new Set<number>([MATCH_STATUS.notStarted, MATCH_STATUS.postponed, MATCH_STATUS.toBeDetermined]);
export const isBookable = (status: number) => BOOKABLE.has(status);

interface TimelineEntry {
  type: string;
  clock: string;
}

/**
 * Whether a live match is in a break. The match carries no phase of its own: during a break the
 * clock stands still at the minute the period ended, so the match is in that break while its last
 * event is the break and the clock has not moved on since.
 */
export function livePhase(
  match: { status: number; clock: string | null },
  events: readonly TimelineEntry[],
): LivePhase {
  const last = events.at(-1);
  if (!isLive(match.status) || !last || last.clock !== (match.clock ?? "")) return "playing";
  if (last.type === "halfTime") return "halfTime";
  if (last.type === "period") return "break";
  return "playing";
}
