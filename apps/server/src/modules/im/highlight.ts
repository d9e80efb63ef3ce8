export { containsPattern, prefixQuery, searchTerms } from "../../db/text-search.js";

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Where the terms occur in `text`, ignoring case, as merged [start, end) ranges of string indexes,
 * in order. Matching by regular expression keeps the indexes those of `text` itself (lower-casing
 * first can change a string's length).
 */
export function highlights(text: string, terms: readonly string[]): [number, number][] {
  const ranges: [number, number][] = [];
  for (const term of terms) {
    for (const match of text.matchAll(new RegExp(escapeRegExp(term), "giu"))) {
      ranges.push([match.index, match.index + match[0].length]);
    }
  }
  ranges.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const merged: [number, number][] = [];
  for (const range of ranges) {
    const previous = merged.at(-1);
    if (previous && range[0] <= previous[1]) previous[1] = Math.max(previous[1], range[1]);
    else merged.push([range[0], range[1]]);
  }
  return merged;
}
