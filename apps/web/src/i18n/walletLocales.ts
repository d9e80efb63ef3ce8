import type { Lang } from "@courtside/protocol";
import en from "./locales/wallet/en.json";
import hin from "./locales/wallet/hin.json";
import ind from "./locales/wallet/ind.json";
import por from "./locales/wallet/por.json";
import tha from "./locales/wallet/tha.json";
import tw from "./locales/wallet/tw.json";
import vie from "./locales/wallet/vie.json";
import zh from "./locales/wallet/zh.json";

/** Texts read as `t("wallet.…")`, in files of their own so each area changes only its own. */
export type WalletMessages = typeof en;

/** Typed by English, so a key missing from any language is a compile error. */
export const WALLET_LOCALES: Record<Lang, WalletMessages> = { en, zh, tw, ind, vie, tha, por, hin };
