/** One number format per language tag: building one is costly and tables have many rows. */
const cache = new Map<string, Intl.NumberFormat>();

/** A count as the language writes it: 4,740 in English, 4.740 in Portuguese, 4 740 in French. */
export function formatCount(value: number, tag: string): string {
  let format = cache.get(tag);
  if (!format) {
    format = new Intl.NumberFormat(tag, { maximumFractionDigits: 0 });
    cache.set(tag, format);
  }
  return format.format(value);
}
