import { type Lang, pickLang, resolveLang } from "@courtside/protocol";

/**
 * The interface language (DECISIONS 1): the stored choice, else the first browser language we
 * support (Taiwan or traditional Chinese → tw, other Chinese → zh), else English.
 */
export function detectLang(stored: string | null | undefined, browser: readonly string[]): Lang {
  return resolveLang(stored) ?? pickLang(browser);
}

/** The browser's preferred languages in order; empty outside a browser. */
export function browserLanguages(): string[] {
  if (typeof navigator === "undefined") return [];
  if (navigator.languages && navigator.languages.length > 0) return [...navigator.languages];
  return navigator.language ? [navigator.language] : [];
}
