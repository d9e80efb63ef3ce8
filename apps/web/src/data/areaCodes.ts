import type { Lang } from "@courtside/protocol";

/**
 * Calling codes offered by the phone fields, most used first; the value sent is the code without
 * its "+". Like the region list, each place goes by its own name with English in brackets, so the
 * list reads the same in every interface language.
 */
export const AREA_CODES = [
  { code: "86", name: "中国大陆 (Mainland China)" },
  { code: "886", name: "臺灣 (Taiwan)" },
  { code: "852", name: "香港 (Hong Kong)" },
  { code: "853", name: "澳門 (Macau)" },
  { code: "62", name: "Indonesia" },
  { code: "84", name: "Việt Nam (Vietnam)" },
  { code: "66", name: "ประเทศไทย (Thailand)" },
  { code: "55", name: "Brasil (Brazil)" },
  { code: "91", name: "भारत (India)" },
  { code: "60", name: "Malaysia" },
  { code: "65", name: "Singapore" },
  { code: "63", name: "Pilipinas (Philippines)" },
  { code: "1", name: "United States / Canada" },
  { code: "44", name: "United Kingdom" },
] as const;

const BY_LANG: Record<Lang, string> = {
  zh: "86",
  tw: "886",
  ind: "62",
  vie: "84",
  tha: "66",
  por: "55",
  hin: "91",
  en: "1",
};

/** The area code a phone field starts with: the one most users of the interface language have. */
export function defaultAreaCode(lang: Lang): string {
  return BY_LANG[lang];
}
