import type { Lang } from "@courtside/protocol";
import type { LocaleLoader } from "./loader";
import type en from "./locales/search/en.json";

/** The search page's texts, read as `t("search.…")`. */
export type SearchMessages = typeof en;

/** Loaded per language; typed by English, so a key missing from any language is a compile error. */
export const SEARCH_LOCALES: Record<Lang, LocaleLoader<SearchMessages>> = {
  en: () => import("./locales/search/en.json"),
  zh: () => import("./locales/search/zh.json"),
  tw: () => import("./locales/search/tw.json"),
  ind: () => import("./locales/search/ind.json"),
  vie: () => import("./locales/search/vie.json"),
  tha: () => import("./locales/search/tha.json"),
  por: () => import("./locales/search/por.json"),
  hin: () => import("./locales/search/hin.json"),
};
