import type { Lang } from "@courtside/protocol";
import en from "./locales/anchor/en.json";
import hin from "./locales/anchor/hin.json";
import ind from "./locales/anchor/ind.json";
import por from "./locales/anchor/por.json";
import tha from "./locales/anchor/tha.json";
import tw from "./locales/anchor/tw.json";
import vie from "./locales/anchor/vie.json";
import zh from "./locales/anchor/zh.json";

/** Texts read as `t("anchor.…")`, in files of their own so each area changes only its own. */
export type AnchorMessages = typeof en;

/** Typed by English, so a key missing from any language is a compile error. */
export const ANCHOR_LOCALES: Record<Lang, AnchorMessages> = { en, zh, tw, ind, vie, tha, por, hin };
