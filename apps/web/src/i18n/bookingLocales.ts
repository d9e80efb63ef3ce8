import type { Lang } from "@courtside/protocol";
import type { LocaleLoader } from "./loader";
import type en from "./locales/bookings/en.json";

/** The "My bookings" page's texts, read as `t("bookings.…")`. */
export type BookingMessages = typeof en;

/** Loaded per language; typed by English, so a key missing from any language is a compile error. */
export const BOOKING_LOCALES: Record<Lang, LocaleLoader<BookingMessages>> = {
  en: () => import("./locales/bookings/en.json"),
  zh: () => import("./locales/bookings/zh.json"),
  tw: () => import("./locales/bookings/tw.json"),
  ind: () => import("./locales/bookings/ind.json"),
  vie: () => import("./locales/bookings/vie.json"),
  tha: () => import("./locales/bookings/tha.json"),
  por: () => import("./locales/bookings/por.json"),
  hin: () => import("./locales/bookings/hin.json"),
};
