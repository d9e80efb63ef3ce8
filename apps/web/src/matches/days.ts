/** Where a day sits relative to today, for the headings of a match list. */
export type DayLabel = { kind: "yesterday" | "today" | "tomorrow" } | { kind: "date"; at: number };

export interface DayGroup<T> {
  /** The local calendar day, `YYYY-MM-DD`. */
  key: string;
  label: DayLabel;
  items: T[];
}

const DAY_MS = 86_400_000;

/** The viewer's local calendar day of a moment: matches are grouped by the day people live in. */
export function dayKey(at: number): string {
  const date = new Date(at);
  const month = String(date.getMonth() + 1).padStart(2, "0");
  const day = String(date.getDate()).padStart(2, "0");
  return `${date.getFullYear()}-${month}-${day}`;
}

function localMidnight(at: number): number {
  const date = new Date(at);
  return new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
}

/** Calendar days from `now` to `at`; rounded because a day across a DST change is 23 or 25 hours. */
export function daysFrom(now: number, at: number): number {
  return Math.round((localMidnight(at) - localMidnight(now)) / DAY_MS);
}

export function dayLabel(at: number, now: number): DayLabel {
  const offset = daysFrom(now, at);
  if (offset === -1) return { kind: "yesterday" };
  if (offset === 0) return { kind: "today" };
  if (offset === 1) return { kind: "tomorrow" };
  return { kind: "date", at };
}

/**
 * Groups matches by their local start day. The server's order (live first, then by start time) is
 * kept inside each group, and groups come in the order their first match appears, so a page reads
 * the way the server ranked it.
 */
export function groupByDay<T extends { startTime: number }>(items: readonly T[], now: number): DayGroup<T>[] {
  const groups = new Map<string, DayGroup<T>>();
  for (const item of items) {
    const key = dayKey(item.startTime);
    const group = groups.get(key);
    if (group) group.items.push(item);
    else groups.set(key, { key, label: dayLabel(item.startTime, now), items: [item] });
  }
  return [...groups.values()];
}
