import type { Lang } from "@courtside/protocol";
import type { LocaleLoader } from "./loader";
import type en from "./locales/stage/en.json";

/** Texts read as `t("stage.…")` (mic connection), in files of their own so the area changes only its own. */
export type StageMessages = typeof en;

/** Loaded per language; typed by English, so a key missing from any language is a compile error. */
export const STAGE_LOCALES: Record<Lang, LocaleLoader<StageMessages>> = {
  en: () => import("./locales/stage/en.json"),
  zh: () => import("./locales/stage/zh.json"),
  tw: () => import("./locales/stage/tw.json"),
  ind: () => import("./locales/stage/ind.json"),
  vie: () => import("./locales/stage/vie.json"),
  tha: () => import("./locales/stage/tha.json"),
  por: () => import("./locales/stage/por.json"),
  hin: () => import("./locales/stage/hin.json"),
};
