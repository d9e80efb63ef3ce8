import { type Footer, type Lang, LIMITS, MESSAGE_SETTINGS_DEFAULTS, type PlatformLabel } from "@courtside/protocol";
import { create } from "zustand";
import { browserLanguages, detectLang } from "../i18n/detect";
import { readItem, readJson, STORAGE_KEYS, writeItem } from "./storage";

export interface MessageSettings {
  messageNotification: boolean;
  messageInfoNotification: boolean;
  newMessageNotificationVoice: boolean;
}

interface SettingsState {
  lang: Lang;
  messageSettings: MessageSettings;
  /** Minimum seconds between a user's chat messages; the server's globalConfig overrides it. */
  imMsgTimeout: number;
  /** The server's template of a room's address in the mobile app, or null (no app button). */
  appRoomUrl: string | null;
  /** The footer's contact address, notice and links, as the operator set them (globalConfig). */
  footer: Footer | null;
  /** The platform list labels (globalConfig). */
  platforms: PlatformLabel[] | null;
  setLang: (lang: Lang) => void;
  /**
   * Follows the account's language (userInfo.languageType) unless this browser has a language
   * chosen by the user. Not stored: the choice stays the user's, so the next account to sign in
   * here gets its own language too.
   */
  adoptAccountLang: (lang: Lang) => void;
  setMessageSettings: (patch: Partial<MessageSettings>) => void;
  setImMsgTimeout: (seconds: number) => void;
  setAppRoomUrl: (template: string | null) => void;
  setFooter: (footer: Footer) => void;
  setPlatforms: (platforms: PlatformLabel[]) => void;
}

/** Keeps each stored flag only if it is a boolean, so an old or edited entry cannot poison state. */
function storedMessageSettings(): MessageSettings {
  const stored = readJson(STORAGE_KEYS.messageSettings);
  const pick = (key: keyof MessageSettings): boolean => {
    const value = typeof stored === "object" && stored !== null ? Reflect.get(stored, key) : undefined;
    return typeof value === "boolean" ? value : MESSAGE_SETTINGS_DEFAULTS[key];
  };
  return {
    messageNotification: pick("messageNotification"),
    messageInfoNotification: pick("messageInfoNotification"),
    newMessageNotificationVoice: pick("newMessageNotificationVoice"),
  };
}

export const useSettingsStore = create<SettingsState>()((set, get) => ({
  lang: detectLang(readItem(STORAGE_KEYS.lang), browserLanguages()),
  messageSettings: storedMessageSettings(),
  imMsgTimeout: LIMITS.imMsgTimeoutDefaultSec,
  appRoomUrl: null,
  footer: null,
  platforms: null,
  setLang: (lang) => {
    writeItem(STORAGE_KEYS.lang, lang);
    set({ lang });
  },
  adoptAccountLang: (lang) => {
    if (readItem(STORAGE_KEYS.lang) === null) set({ lang });
  },
  setMessageSettings: (patch) => {
    const messageSettings = { ...get().messageSettings, ...patch };
    writeItem(STORAGE_KEYS.messageSettings, JSON.stringify(messageSettings));
    set({ messageSettings });
  },
  setImMsgTimeout: (seconds) => set({ imMsgTimeout: seconds }),
  setAppRoomUrl: (template) => set({ appRoomUrl: template }),
  setFooter: (footer) => set({ footer }),
  setPlatforms: (platforms) => set({ platforms }),
}));
