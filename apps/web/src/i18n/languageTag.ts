import { LANGUAGE_LIST, type Lang } from "@courtside/protocol";

/** BCP 47 tag of a language, for <html lang> and Intl formatting. */
export function languageTag(lang: Lang): string {
  return LANGUAGE_LIST.find((entry) => entry.code === lang)?.findName ?? lang;
}
