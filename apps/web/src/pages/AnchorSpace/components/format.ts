import type { TFunction } from "i18next";

/** A live duration as "3 h 20 min" (or "45 min"). */
export function formatDuration(t: TFunction, seconds: number): string {
  const minutes = Math.round(seconds / 60);
  const hours = Math.floor(minutes / 60);
  return hours > 0
    ? t("anchor.history.hoursMinutes", { hours, minutes: minutes % 60 })
    : t("anchor.history.minutes", { minutes });
}

/** The current UTC month, "YYYY-MM" (live history days are UTC days). */
export const currentMonth = (now = new Date()) => now.toISOString().slice(0, 7);

export function shiftMonth(month: string, by: number): string {
  const [year = 1970, index = 1] = month.split("-").map(Number);
  return new Date(Date.UTC(year, index - 1 + by, 1)).toISOString().slice(0, 7);
}

export function monthLabel(month: string, tag: string): string {
  const [year = 1970, index = 1] = month.split("-").map(Number);
  return new Intl.DateTimeFormat(tag, { year: "numeric", month: "long", timeZone: "UTC" }).format(
    new Date(Date.UTC(year, index - 1, 1)),
  );
}

export function dayLabel(day: string, tag: string): string {
  return new Intl.DateTimeFormat(tag, { month: "short", day: "numeric", weekday: "short", timeZone: "UTC" }).format(
    new Date(`${day}T00:00:00Z`),
  );
}
