import type { Lang } from "@courtside/protocol";
import type { LocaleLoader } from "./loader";
import type en from "./locales/im/en.json";

/** Texts read as `t("im.…")`, in files of their own so each area changes only its own. */
export type ImMessages = typeof en;

/** Loaded per language; typed by English, so a key missing from any language is a compile error. */
export const IM_LOCALES: Record<Lang, LocaleLoader<ImMessages>> = {
  en: () => import("./locales/im/en.json"),
  zh: () => import("./locales/im/zh.json"),
  tw: () => import("./locales/im/tw.json"),
  ind: () => import("./locales/im/ind.json"),
  vie: () => import("./locales/im/vie.json"),
  tha: () => import("./locales/im/tha.json"),
  por: () => import("./locales/im/por.json"),
  hin: () => import("./locales/im/hin.json"),
};
