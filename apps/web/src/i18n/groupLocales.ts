import type { Lang } from "@courtside/protocol";
import type { LocaleLoader } from "./loader";
import type en from "./locales/group/en.json";

/** Texts read as `t("group.…")`, in files of their own so each area changes only its own. */
export type GroupMessages = typeof en;

/** Loaded per language; typed by English, so a key missing from any language is a compile error. */
export const GROUP_LOCALES: Record<Lang, LocaleLoader<GroupMessages>> = {
  en: () => import("./locales/group/en.json"),
  zh: () => import("./locales/group/zh.json"),
  tw: () => import("./locales/group/tw.json"),
  ind: () => import("./locales/group/ind.json"),
  vie: () => import("./locales/group/vie.json"),
  tha: () => import("./locales/group/tha.json"),
  por: () => import("./locales/group/por.json"),
  hin: () => import("./locales/group/hin.json"),
};
