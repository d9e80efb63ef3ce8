import type { Lang } from "@courtside/protocol";
import type { LocaleLoader } from "./loader";
import type en from "./locales/documents/en.json";

/**
 * The agreements and the FAQ, read as `t("documents.…")`: long texts only their own pages show, so a
 * first visit does not download them.
 */
export type DocumentMessages = typeof en;

/** Loaded per language; typed by English, so a key missing from any language is a compile error. */
export const DOCUMENT_LOCALES: Record<Lang, LocaleLoader<DocumentMessages>> = {
  en: () => import("./locales/documents/en.json"),
  zh: () => import("./locales/documents/zh.json"),
  tw: () => import("./locales/documents/tw.json"),
  ind: () => import("./locales/documents/ind.json"),
  vie: () => import("./locales/documents/vie.json"),
  tha: () => import("./locales/documents/tha.json"),
  por: () => import("./locales/documents/por.json"),
  hin: () => import("./locales/documents/hin.json"),
};
