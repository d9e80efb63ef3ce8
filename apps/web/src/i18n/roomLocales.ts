import type { Lang } from "@courtside/protocol";
import type { LocaleLoader } from "./loader";
import type en from "./locales/room/en.json";

/** Texts read as `t("room.…")`, in files of their own so each area changes only its own. */
export type RoomMessages = typeof en;

/** Loaded per language; typed by English, so a key missing from any language is a compile error. */
export const ROOM_LOCALES: Record<Lang, LocaleLoader<RoomMessages>> = {
  en: () => import("./locales/room/en.json"),
  zh: () => import("./locales/room/zh.json"),
  tw: () => import("./locales/room/tw.json"),
  ind: () => import("./locales/room/ind.json"),
  vie: () => import("./locales/room/vie.json"),
  tha: () => import("./locales/room/tha.json"),
  por: () => import("./locales/room/por.json"),
  hin: () => import("./locales/room/hin.json"),
};
