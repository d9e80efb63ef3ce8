import type { Lang } from "@courtside/protocol";
import en from "./locales/player/en.json";
import hin from "./locales/player/hin.json";
import ind from "./locales/player/ind.json";
import por from "./locales/player/por.json";
import tha from "./locales/player/tha.json";
import tw from "./locales/player/tw.json";
import vie from "./locales/player/vie.json";
import zh from "./locales/player/zh.json";

/** Texts read as `t("player.…")`, in files of their own so each area changes only its own. */
export type PlayerMessages = typeof en;

/** Typed by English, so a key missing from any language is a compile error. */
export const PLAYER_LOCALES: Record<Lang, PlayerMessages> = { en, zh, tw, ind, vie, tha, por, hin };
