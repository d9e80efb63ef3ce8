import { LIMITS } from "./constants.js";

/** Counts as people read them (spec section 9): 999, 1.2K, 3.4M, 5.6B, one decimal, no trailing .0. */
export function abbreviate(n: number): string {
  const abs = Math.abs(n);
  const units: [number, string][] = [
    [1e9, "B"],
    [1e6, "M"],
    [1e3, "K"],
  ];
  for (const [size, unit] of units) {
    if (abs >= size) {
      const value = Math.floor((n / size) * 10) / 10;
      return `${Number.isInteger(value) ? value.toFixed(0) : value.toFixed(1)}${unit}`;
    }
  }
  return String(n);
}

/** Unread badges show 99+ above 99 (spec section 9). */
export function badge(n: number): string {
  return n > LIMITS.badgeMax ? `${LIMITS.badgeMax}+` : String(n);
}

/** A relative time as a message key and its count; the caller words it in the current language. */
export type RelativeTime =
  | { key: "justNow" }
  | { key: "minutesAgo"; n: number }
  | { key: "hoursAgo"; n: number }
  | { key: "yesterday" }
  | { key: "date"; at: number };

const MINUTE = 60_000;

/** Spec section 9: just now, minutes ago, hours ago, yesterday, then the full date. */
export function relativeTime(at: number, now: number): RelativeTime {
  const minutes = Math.floor((now - at) / MINUTE);
  if (minutes < 1) return { key: "justNow" };
  if (minutes < 60) return { key: "minutesAgo", n: minutes };
  if (minutes < 1440) return { key: "hoursAgo", n: Math.floor(minutes / 60) };
  if (minutes < 2880) return { key: "yesterday" };
  return { key: "date", at };
}

export type OnlineStatus =
  | { key: "onlineNow" }
  | { key: "minutesAgo"; n: number }
  | { key: "hoursAgo"; n: number }
  | { key: "yesterday" }
  | { key: "recently" }
  | { key: "longAgo" };

/** Spec section 4: online now, N minutes (< 60), N hours (< 1440), yesterday (< 2880), recently (< 30 days), long ago. */
export function onlineStatus(minutesAgo: number): OnlineStatus {
  if (minutesAgo <= 0) return { key: "onlineNow" };
  if (minutesAgo < 60) return { key: "minutesAgo", n: minutesAgo };
  if (minutesAgo < 1440) return { key: "hoursAgo", n: Math.floor(minutesAgo / 60) };
  if (minutesAgo < 2880) return { key: "yesterday" };
  if (minutesAgo < 43_200) return { key: "recently" };
  return { key: "longAgo" };
}

/**
 * The status text of a friend from `online/friend_status`: "online now" only while they are
 * connected; someone who left less than a minute ago was last seen 1 minute ago, and someone
 * never seen was seen long ago.
 */
export function presenceStatus(presence: { online: boolean; lastSeenAt: number | null }, now: number): OnlineStatus {
  if (presence.online) return { key: "onlineNow" };
  if (presence.lastSeenAt === null) return { key: "longAgo" };
  return onlineStatus(Math.max(1, Math.floor((now - presence.lastSeenAt) / MINUTE)));
}
