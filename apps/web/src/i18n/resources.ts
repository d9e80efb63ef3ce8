import { type Lang, MESSAGES, type Messages } from "@courtside/protocol";
import { ADMIN_LOCALES, type AdminMessages } from "./adminLocales";
import { ANCHOR_LOCALES, type AnchorMessages } from "./anchorLocales";
import en from "./locales/en.json";
import hin from "./locales/hin.json";
import ind from "./locales/ind.json";
import por from "./locales/por.json";
import tha from "./locales/tha.json";
import tw from "./locales/tw.json";
import vie from "./locales/vie.json";
import zh from "./locales/zh.json";
import { MATCH_LOCALES, type MatchMessages } from "./matchesLocales";
import { PLAYER_LOCALES, type PlayerMessages } from "./playerLocales";
import { ROOM_LOCALES, type RoomMessages } from "./roomLocales";
import { WALLET_LOCALES, type WalletMessages } from "./walletLocales";

/** The web's own texts; English is the reference shape every other language must match. */
export type WebMessages = typeof en;

/** Typing the map by English makes a key missing from any language a compile error too. */
export const WEB_LOCALES: Record<Lang, WebMessages> = { en, zh, tw, ind, vie, tha, por, hin };

/**
 * One i18next namespace per language: the web's texts, the server's error texts under `errors` and
 * each area's texts under its own key (`matches`, `anchor`, `admin`, `room`, `wallet`, `player`).
 */
export type Translation = WebMessages & {
  errors: Messages["errors"];
  matches: MatchMessages;
  anchor: AnchorMessages;
  admin: AdminMessages;
  room: RoomMessages;
  wallet: WalletMessages;
  player: PlayerMessages;
};

export function translationFor(lang: Lang): Translation {
  return {
    ...WEB_LOCALES[lang],
    errors: MESSAGES[lang].errors,
    matches: MATCH_LOCALES[lang],
    anchor: ANCHOR_LOCALES[lang],
    admin: ADMIN_LOCALES[lang],
    room: ROOM_LOCALES[lang],
    wallet: WALLET_LOCALES[lang],
    player: PLAYER_LOCALES[lang],
  };
}
