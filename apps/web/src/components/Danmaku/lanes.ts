/** A comment crossing the video: its text and the lane (row) it flies in. */
export interface Flying {
  key: number;
  text: string;
  lane: number;
}

/** How long a lane stays taken after a comment enters it, so the next one does not overlap it. */
export const LANE_GAP_MS = 1600;

/**
 * The lane for a comment entering at `now`: the first one whose last comment entered long enough
 * ago, or none when every lane is busy (the comment is then not shown: a busy room would otherwise
 * cover the picture).
 */
export function freeLane(lastEntered: readonly number[], lanes: number, now: number): number | undefined {
  for (let lane = 0; lane < lanes; lane++) {
    if (now - (lastEntered[lane] ?? Number.NEGATIVE_INFINITY) >= LANE_GAP_MS) return lane;
  }
  return undefined;
}
