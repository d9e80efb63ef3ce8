import type { Lang } from "@courtside/protocol";
import type { LocaleLoader } from "./loader";
import type en from "./locales/notify/en.json";

/** Texts read as `t("notify.…")`, in files of their own so each area changes only its own. */
export type NotifyMessages = typeof en;

/** Loaded per language; typed by English, so a key missing from any language is a compile error. */
export const NOTIFY_LOCALES: Record<Lang, LocaleLoader<NotifyMessages>> = {
  en: () => import("./locales/notify/en.json"),
  zh: () => import("./locales/notify/zh.json"),
  tw: () => import("./locales/notify/tw.json"),
  ind: () => import("./locales/notify/ind.json"),
  vie: () => import("./locales/notify/vie.json"),
  tha: () => import("./locales/notify/tha.json"),
  por: () => import("./locales/notify/por.json"),
  hin: () => import("./locales/notify/hin.json"),
};
