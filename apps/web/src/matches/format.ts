/** Intl formatters are costly to build and rows are many: one per language tag and style. */
const cache = new Map<string, Intl.DateTimeFormat>();

function formatter(tag: string, style: "time" | "day" | "shortDay" | "full"): Intl.DateTimeFormat {
  const key = `${tag}|${style}`;
  let format = cache.get(key);
  if (!format) {
    const options: Intl.DateTimeFormatOptions =
      style === "time"
        ? { hour: "2-digit", minute: "2-digit" }
        : style === "day"
          ? { weekday: "long", month: "long", day: "numeric" }
          : style === "shortDay"
            ? { weekday: "short", month: "short", day: "numeric" }
            : { dateStyle: "full", timeStyle: "short" };
    format = new Intl.DateTimeFormat(tag, options);
    cache.set(key, format);
  }
  return format;
}

/** Kick-off time of day, "18:05" or "6:05 PM" as the language writes it. */
export const formatTime = (at: number, tag: string) => formatter(tag, "time").format(at);
/** A day heading past tomorrow: "Monday, November 23". */
export const formatDay = (at: number, tag: string) => formatter(tag, "day").format(at);

/** A day in a date strip, "Thu, Nov 26" as the language writes it short. */
export const formatShortDay = (at: number, tag: string) => formatter(tag, "shortDay").format(at);
/** The full start of a match on its own page. */
export const formatDateTime = (at: number, tag: string) => formatter(tag, "full").format(at);
