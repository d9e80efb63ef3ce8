import { type Lang, MESSAGES, type Messages } from "@courtside/protocol";
import en from "./locales/en.json";
import hin from "./locales/hin.json";
import ind from "./locales/ind.json";
import por from "./locales/por.json";
import tha from "./locales/tha.json";
import tw from "./locales/tw.json";
import vie from "./locales/vie.json";
import zh from "./locales/zh.json";

/** The web's own texts; English is the reference shape every other language must match. */
export type WebMessages = typeof en;

/** Typing the map by English makes a key missing from any language a compile error too. */
export const WEB_LOCALES: Record<Lang, WebMessages> = { en, zh, tw, ind, vie, tha, por, hin };

/** One i18next namespace per language: the web's texts plus the server's error texts under `errors`. */
export type Translation = WebMessages & { errors: Messages["errors"] };

export function translationFor(lang: Lang): Translation {
  return { ...WEB_LOCALES[lang], errors: MESSAGES[lang].errors };
}
