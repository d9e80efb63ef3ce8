import type { Lang } from "@courtside/protocol";
import type { LocaleLoader } from "./loader";
import type en from "./locales/anchor/en.json";

/** Texts read as `t("anchor.…")`, in files of their own so each area changes only its own. */
export type AnchorMessages = typeof en;

/** Loaded per language; typed by English, so a key missing from any language is a compile error. */
export const ANCHOR_LOCALES: Record<Lang, LocaleLoader<AnchorMessages>> = {
  en: () => import("./locales/anchor/en.json"),
  zh: () => import("./locales/anchor/zh.json"),
  tw: () => import("./locales/anchor/tw.json"),
  ind: () => import("./locales/anchor/ind.json"),
  vie: () => import("./locales/anchor/vie.json"),
  tha: () => import("./locales/anchor/tha.json"),
  por: () => import("./locales/anchor/por.json"),
  hin: () => import("./locales/anchor/hin.json"),
};
