import type { Lang } from "@courtside/protocol";
import type { LocaleLoader } from "./loader";
import type en from "./locales/wallet/en.json";

/** Texts read as `t("wallet.…")`, in files of their own so each area changes only its own. */
export type WalletMessages = typeof en;

/** Loaded per language; typed by English, so a key missing from any language is a compile error. */
export const WALLET_LOCALES: Record<Lang, LocaleLoader<WalletMessages>> = {
  en: () => import("./locales/wallet/en.json"),
  zh: () => import("./locales/wallet/zh.json"),
  tw: () => import("./locales/wallet/tw.json"),
  ind: () => import("./locales/wallet/ind.json"),
  vie: () => import("./locales/wallet/vie.json"),
  tha: () => import("./locales/wallet/tha.json"),
  por: () => import("./locales/wallet/por.json"),
  hin: () => import("./locales/wallet/hin.json"),
};
