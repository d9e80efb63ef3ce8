/** The 8 interface languages of spec section 1, by the codes the product uses everywhere. */
export const LANGS = ["en", "zh", "tw", "ind", "vie", "tha", "por", "hin"] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = "en";

export interface LanguageEntry {
  code: Lang;
  /** The language's own name, as shown in the switcher. */
  name: string;
  /** Value sent in the `language-config` request header. */
  header: string;
  /** BCP 47 tag used for <html lang> and Intl formatting. */
  findName: string;
}

export const LANGUAGE_LIST: readonly LanguageEntry[] = [
  { code: "en", name: "English", header: "en", findName: "en" },
  { code: "zh", name: "简体中文", header: "zh", findName: "zh-CN" },
  { code: "tw", name: "繁體中文", header: "tw", findName: "zh-TW" },
  { code: "ind", name: "Bahasa Indonesia", header: "ind", findName: "id" },
  { code: "vie", name: "Tiếng Việt", header: "vie", findName: "vi" },
  { code: "tha", name: "ไทย", header: "tha", findName: "th" },
  { code: "por", name: "Português", header: "por", findName: "pt" },
  { code: "hin", name: "हिन्दी", header: "hin", findName: "hi" },
];

const BY_PREFIX: Record<string, Lang> = { id: "ind", in: "ind", vi: "vie", th: "tha", pt: "por", hi: "hin", en: "en" };

/**
 * Maps a stored value, header or browser tag to one of the 8 codes (DECISIONS 1):
 * Taiwan, Hong Kong, Macau or traditional script → tw; other Chinese → zh.
 */
export function resolveLang(tag: string | null | undefined): Lang | undefined {
  if (!tag) return undefined;
  const value = tag.trim().toLowerCase().replace("_", "-");
  if ((LANGS as readonly string[]).includes(value)) return value as Lang;
  const [primary = "", ...rest] = value.split("-");
  if (primary === "zh") {
    const traditional = rest.some((part) => ["tw", "hk", "mo", "hant"].includes(part));
    return traditional ? "tw" : "zh";
  }
  return BY_PREFIX[primary];
}

/** First supported language of an ordered list (Accept-Language order, navigator.languages). */
export function pickLang(candidates: readonly (string | null | undefined)[]): Lang {
  for (const candidate of candidates) {
    const lang = resolveLang(candidate);
    if (lang) return lang;
  }
  return DEFAULT_LANG;
}

/** Parses an Accept-Language header into tags ordered by quality. */
export function acceptLanguageTags(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(",")
    .map((part) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.find((p) => p.trim().startsWith("q="));
      return { tag: tag.trim(), q: q ? Number(q.trim().slice(2)) : 1 };
    })
    .filter((entry) => entry.tag && entry.tag !== "*" && !Number.isNaN(entry.q))
    .sort((a, b) => b.q - a.q)
    .map((entry) => entry.tag);
}
