import type { Lang } from "@courtside/protocol";
import en from "./locales/matches/en.json";
import hin from "./locales/matches/hin.json";
import ind from "./locales/matches/ind.json";
import por from "./locales/matches/por.json";
import tha from "./locales/matches/tha.json";
import tw from "./locales/matches/tw.json";
import vie from "./locales/matches/vie.json";
import zh from "./locales/matches/zh.json";

/**
 * The match screens' texts, read as `t("matches.…")`. They live in files of their own so the match
 * and account screens can change their texts without touching the same files.
 */
export type MatchMessages = typeof en;

/** Typed by English, so a key missing from any language is a compile error. */
export const MATCH_LOCALES: Record<Lang, MatchMessages> = { en, zh, tw, ind, vie, tha, por, hin };
