import type { Lang, Messages } from "@courtside/protocol";
import { ACCOUNT_PAGE_LOCALES, type AccountPageMessages } from "./accountPageLocales";
import { ADMIN_LOCALES, type AdminMessages } from "./adminLocales";
import { ANCHOR_LOCALES, type AnchorMessages } from "./anchorLocales";
import { BOOKING_LOCALES, type BookingMessages } from "./bookingLocales";
import { DOCUMENT_LOCALES, type DocumentMessages } from "./documentLocales";
import { GROUP_LOCALES, type GroupMessages } from "./groupLocales";
import { IM_LOCALES, type ImMessages } from "./imLocales";
import type { LocaleLoader } from "./loader";
import type en from "./locales/en.json";
import { MATCH_LOCALES, type MatchMessages } from "./matchesLocales";
import { NOTIFY_LOCALES, type NotifyMessages } from "./notifyLocales";
import { PLAYER_LOCALES, type PlayerMessages } from "./playerLocales";
import { ROOM_LOCALES, type RoomMessages } from "./roomLocales";
import { SEARCH_LOCALES, type SearchMessages } from "./searchLocales";
import { STAGE_LOCALES, type StageMessages } from "./stageLocales";
import { WALLET_LOCALES, type WalletMessages } from "./walletLocales";

/** The web's own texts; English is the reference shape every other language must match. */
export type WebMessages = typeof en;

/** Typing the map by English makes a key missing from any language a compile error too. */
const WEB_LOCALES: Record<Lang, LocaleLoader<WebMessages>> = {
  en: () => import("./locales/en.json"),
  zh: () => import("./locales/zh.json"),
  tw: () => import("./locales/tw.json"),
  ind: () => import("./locales/ind.json"),
  vie: () => import("./locales/vie.json"),
  tha: () => import("./locales/tha.json"),
  por: () => import("./locales/por.json"),
  hin: () => import("./locales/hin.json"),
};

/** The server's texts; the web shows their `errors` for failed calls. */
const SERVER_LOCALES: Record<Lang, LocaleLoader<Messages>> = {
  en: () => import("@courtside/protocol/locales/en.json"),
  zh: () => import("@courtside/protocol/locales/zh.json"),
  tw: () => import("@courtside/protocol/locales/tw.json"),
  ind: () => import("@courtside/protocol/locales/ind.json"),
  vie: () => import("@courtside/protocol/locales/vie.json"),
  tha: () => import("@courtside/protocol/locales/tha.json"),
  por: () => import("@courtside/protocol/locales/por.json"),
  hin: () => import("@courtside/protocol/locales/hin.json"),
};

/**
 * One i18next namespace per language: the web's texts, the server's error texts under `errors` and
 * each area's texts under its own key (`matches`, `anchor`, `admin`, `room`, `wallet`, `player`, `im`, `group`, `notify`, `stage`, `documents`, `bookings`, `search`, `accountPages`).
 */
export type Translation = WebMessages & {
  errors: Messages["errors"];
  matches: MatchMessages;
  anchor: AnchorMessages;
  admin: AdminMessages;
  room: RoomMessages;
  wallet: WalletMessages;
  player: PlayerMessages;
  im: ImMessages;
  group: GroupMessages;
  notify: NotifyMessages;
  stage: StageMessages;
  documents: DocumentMessages;
  bookings: BookingMessages;
  search: SearchMessages;
  accountPages: AccountPageMessages;
};

/** The texts every screen needs: the web's own, the server's errors, and the home page's match texts. */
export type CoreTexts = WebMessages & { errors: Messages["errors"]; matches: MatchMessages };

/** Fetched with the first screen, in the language it is shown in (one chunk: see `LocaleLoader`). */
export async function loadCoreTexts(lang: Lang): Promise<CoreTexts> {
  const [web, server, matches] = await Promise.all([
    WEB_LOCALES[lang](),
    SERVER_LOCALES[lang](),
    MATCH_LOCALES[lang](),
  ]);
  return { ...web.default, errors: server.default.errors, matches: matches.default };
}

/**
 * Every other area's texts, fetched when a screen that reads them is opened (the router's `texts`,
 * see i18n/index.ts). A new area: its `<area>Locales.ts`, a line in `Translation` and one here.
 */
export const AREA_LOCALES = {
  anchor: ANCHOR_LOCALES,
  admin: ADMIN_LOCALES,
  room: ROOM_LOCALES,
  wallet: WALLET_LOCALES,
  player: PLAYER_LOCALES,
  im: IM_LOCALES,
  group: GROUP_LOCALES,
  notify: NOTIFY_LOCALES,
  stage: STAGE_LOCALES,
  documents: DOCUMENT_LOCALES,
  bookings: BOOKING_LOCALES,
  search: SEARCH_LOCALES,
  accountPages: ACCOUNT_PAGE_LOCALES,
} satisfies { [Area in keyof Translation]?: Record<Lang, LocaleLoader<Translation[Area]>> };

export type TextArea = keyof typeof AREA_LOCALES;

export const isTextArea = (name: string): name is TextArea => Object.hasOwn(AREA_LOCALES, name);
