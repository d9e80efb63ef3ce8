import type { Lang } from "@courtside/protocol";
import type { LocaleLoader } from "./loader";
import type en from "./locales/player/en.json";

/** Texts read as `t("player.…")`, in files of their own so each area changes only its own. */
export type PlayerMessages = typeof en;

/** Loaded per language; typed by English, so a key missing from any language is a compile error. */
export const PLAYER_LOCALES: Record<Lang, LocaleLoader<PlayerMessages>> = {
  en: () => import("./locales/player/en.json"),
  zh: () => import("./locales/player/zh.json"),
  tw: () => import("./locales/player/tw.json"),
  ind: () => import("./locales/player/ind.json"),
  vie: () => import("./locales/player/vie.json"),
  tha: () => import("./locales/player/tha.json"),
  por: () => import("./locales/player/por.json"),
  hin: () => import("./locales/player/hin.json"),
};
