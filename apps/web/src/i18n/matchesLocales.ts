import type { Lang } from "@courtside/protocol";
import type { LocaleLoader } from "./loader";
import type en from "./locales/matches/en.json";

/**
 * The match screens' texts, read as `t("matches.…")`. They live in files of their own so the match
 * and account screens can change their texts without touching the same files.
 */
export type MatchMessages = typeof en;

/** Loaded per language; typed by English, so a key missing from any language is a compile error. */
export const MATCH_LOCALES: Record<Lang, LocaleLoader<MatchMessages>> = {
  en: () => import("./locales/matches/en.json"),
  zh: () => import("./locales/matches/zh.json"),
  tw: () => import("./locales/matches/tw.json"),
  ind: () => import("./locales/matches/ind.json"),
  vie: () => import("./locales/matches/vie.json"),
  tha: () => import("./locales/matches/tha.json"),
  por: () => import("./locales/matches/por.json"),
  hin: () => import("./locales/matches/hin.json"),
};
