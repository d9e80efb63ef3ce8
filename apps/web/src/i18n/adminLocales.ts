import type { Lang } from "@courtside/protocol";
import type { LocaleLoader } from "./loader";
import type en from "./locales/admin/en.json";

/** Texts read as `t("admin.…")`, in files of their own so each area changes only its own. */
export type AdminMessages = typeof en;

/** Loaded per language; typed by English, so a key missing from any language is a compile error. */
export const ADMIN_LOCALES: Record<Lang, LocaleLoader<AdminMessages>> = {
  en: () => import("./locales/admin/en.json"),
  zh: () => import("./locales/admin/zh.json"),
  tw: () => import("./locales/admin/tw.json"),
  ind: () => import("./locales/admin/ind.json"),
  vie: () => import("./locales/admin/vie.json"),
  tha: () => import("./locales/admin/tha.json"),
  por: () => import("./locales/admin/por.json"),
  hin: () => import("./locales/admin/hin.json"),
};
