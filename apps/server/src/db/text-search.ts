import { and, type SQL, sql } from "drizzle-orm";

/**
 * Text search shared by the searches (chat records, the site search): words split on spaces,
 * matched as word prefixes by full text ('simple', so no language's stemming applies) or anywhere
 * by ILIKE, which a trigram index serves and which finds words inside Chinese or Thai text (no
 * spaces between words for the full text parser to split on).
 */

/** The words of a search: split on spaces, each at most once, at most 10. */
export function searchTerms(q: string): string[] {
  return [
    ...new Set(
      q
        .trim()
        .split(/\s+/u)
        .filter((term) => term !== ""),
    ),
  ].slice(0, 10);
}

/** A LIKE pattern that finds `term` anywhere, its own `%`, `_` and `\` taken literally. */
export const containsPattern = (term: string) => `%${term.replace(/[\\%_]/g, "\\$&")}%`;

/**
 * A prefix query over whole words (`'term':*` joined by `&`) for the full-text index, or
 * undefined when no term survives: the tsquery operators are dropped rather than escaped.
 */
export function prefixQuery(terms: readonly string[]): string | undefined {
  const words = terms.map((term) => term.replace(/[&|!():*<>'\\"]/g, "")).filter((word) => word !== "");
  return words.length === 0 ? undefined : words.map((word) => `'${word}':*`).join(" & ");
}

/** `text` holds every term: as the start of a word, or anywhere. */
export function textMatches(text: SQL, terms: readonly string[]): SQL {
  const contains = and(...terms.map((term) => sql`${text} ilike ${containsPattern(term)}`)) ?? sql`false`;
  const prefix = prefixQuery(terms);
  if (prefix === undefined) return contains;
  return sql`(to_tsvector('simple', ${text}) @@ to_tsquery('simple', ${prefix}) or ${contains})`;
}
