import type { Lang } from "@courtside/protocol";
import type { LocaleLoader } from "./loader";
import type en from "./locales/accountPages/en.json";

/**
 * The account pages' texts (registering, a forgotten password, the profile, changing the phone or the
 * password), read as `t("accountPages.…")`: only those pages load them.
 */
export type AccountPageMessages = typeof en;

/** Loaded per language; typed by English, so a key missing from any language is a compile error. */
export const ACCOUNT_PAGE_LOCALES: Record<Lang, LocaleLoader<AccountPageMessages>> = {
  en: () => import("./locales/accountPages/en.json"),
  zh: () => import("./locales/accountPages/zh.json"),
  tw: () => import("./locales/accountPages/tw.json"),
  ind: () => import("./locales/accountPages/ind.json"),
  vie: () => import("./locales/accountPages/vie.json"),
  tha: () => import("./locales/accountPages/tha.json"),
  por: () => import("./locales/accountPages/por.json"),
  hin: () => import("./locales/accountPages/hin.json"),
};
