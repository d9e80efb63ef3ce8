import { LIMITS } from "@courtside/protocol";

/** A stretch of media the player holds, in seconds. */
export interface Span {
  start: number;
  end: number;
}

/** A mark on a replay's progress bar (a goal, a card…), at `time` seconds. */
export interface PlayerDot {
  time: number;
  label: string;
}

/**
 * Buffered ranges as the progress bar draws them: ranges less than 2 s apart (spec section 9) are
 * one stretch, ranges further apart stay separate.
 */
export function bufferedSpans(ranges: readonly Span[], gapSeconds: number = LIMITS.bufferedGapSec): Span[] {
  const sorted = [...ranges].filter((r) => r.end > r.start).sort((a, b) => a.start - b.start);
  const spans: Span[] = [];
  for (const range of sorted) {
    const last = spans.at(-1);
    if (last && range.start - last.end <= gapSeconds) last.end = Math.max(last.end, range.end);
    else spans.push({ ...range });
  }
  return spans;
}

/** The ranges of a media element's `buffered`. */
export function rangesOf(buffered: TimeRanges): Span[] {
  const ranges: Span[] = [];
  for (let i = 0; i < buffered.length; i++) ranges.push({ start: buffered.start(i), end: buffered.end(i) });
  return ranges;
}

/** Dots inside the media only: a time before 0 or beyond the duration is not shown (spec section 5). */
export function visibleDots(dots: readonly PlayerDot[], duration: number): PlayerDot[] {
  if (!Number.isFinite(duration) || duration <= 0) return [];
  return dots.filter((dot) => dot.time >= 0 && dot.time <= duration);
}

/** Playback rates as the menu lists them: fastest first, each once. */
export function ratesDescending(rates: readonly number[]): number[] {
  return [...new Set(rates)].filter((rate) => rate > 0).sort((a, b) => b - a);
}

/** `m:ss`, or `h:mm:ss` from an hour. */
export function clock(seconds: number): string {
  const total = Math.max(0, Math.floor(Number.isFinite(seconds) ? seconds : 0));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, "0");
  return h > 0 ? `${h}:${String(m).padStart(2, "0")}:${s}` : `${m}:${s}`;
}

/** Closer than this to either end, a replay simply starts over rather than resuming. */
const RESUME_MARGIN_SECONDS = 5;

/** Whether a saved position is worth resuming from. */
export function resumable(saved: number | null, duration: number): saved is number {
  return (
    saved !== null &&
    Number.isFinite(duration) &&
    saved >= RESUME_MARGIN_SECONDS &&
    saved <= duration - RESUME_MARGIN_SECONDS
  );
}
