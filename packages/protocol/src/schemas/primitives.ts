import { z } from "zod";

/**
 * Building blocks every request schema uses for ids, numbers and free text, so that nothing the
 * database cannot store reaches it: a value out of a column's range or a NUL byte would otherwise
 * fail inside PostgreSQL as a server error instead of a refusal naming the field.
 */

/** Largest value of a PostgreSQL `integer` column; every id the API takes lives in one. */
export const INT32_MAX = 2_147_483_647;
/** Highest page number a list accepts: far past any real list, far below an offset that overflows. */
export const PAGE_MAX = 100_000;

/** A whole number within a column's range; a failure is reported once, with one catalogue message. */
export function intIn(min: number, max: number, message = "numberOutOfRange") {
  const error = { error: message, abort: true };
  return z.number(message).int(error).min(min, error).max(max, error);
}

/** A row id (`integer` identity/serial column): 1 … 2^31 − 1. */
export function idOf(message = "invalidId") {
  return intIn(1, INT32_MAX, message);
}
export const idSchema = idOf();

const ID_TEXT = /^\d{1,10}$/;

/**
 * An id that may arrive as text: path parameters and query strings always do, and some bodies
 * carry ids read from a page address. Only plain digits are read as a number ("1e3", "0x10" and
 * " 7" are refused), then the id's bounds apply.
 */
export const idTextSchema = z.preprocess(
  (value) => (typeof value === "string" && ID_TEXT.test(value) ? Number(value) : value),
  idSchema,
);

/** `{ id }` of a path like `/redPacket/open/:id`. */
export const idParamsSchema = z.object({ id: idTextSchema });

/** A 1-based page number of a paginated list. */
export const pageSchema = intIn(1, PAGE_MAX).default(1);

/**
 * Whether text is made of characters PostgreSQL stores and people can read: no NUL or other C0
 * control character (tab, line feed and carriage return are allowed in multi-line text) and no
 * half of a surrogate pair, which is not Unicode at all (JSON lets a client send one as `\ud800`).
 */
export function isCleanText(value: string, multiline = false): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code < 0x20) {
      if (!multiline || (code !== 0x09 && code !== 0x0a && code !== 0x0d)) return false;
    } else if (code >= 0xd800 && code <= 0xdbff) {
      const next = value.charCodeAt(i + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return false;
      i++;
    } else if (code >= 0xdc00 && code <= 0xdfff) {
      return false;
    }
  }
  return true;
}

/** Free text on one line (names, titles, keywords, addresses of uploaded files). */
export function lineText(message?: string) {
  return z.string(message).refine((value) => isCleanText(value), "textInvalidCharacters");
}

/** Free text that may span lines (introductions, notes, announcements). */
export function multilineText(message?: string) {
  return z.string(message).refine((value) => isCleanText(value, true), "textInvalidCharacters");
}
