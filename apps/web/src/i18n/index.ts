import { LANGS, LANGUAGE_LIST, type Lang } from "@courtside/protocol";
import i18next, { type Resource } from "i18next";
import { initReactI18next } from "react-i18next";
import { useSettingsStore } from "../stores/settings";
import { translationFor } from "./resources";

const resources: Resource = Object.fromEntries(LANGS.map((lang) => [lang, { translation: translationFor(lang) }]));

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources,
  lng: useSettingsStore.getState().lang,
  fallbackLng: "en",
  supportedLngs: [...LANGS],
  // React escapes on render; escaping here too would show entities such as &amp; to users.
  interpolation: { escapeValue: false },
  // Resources are bundled, so initialise synchronously: the first render is already translated.
  initAsync: false,
});

/** BCP 47 tag of a language, for <html lang> and Intl formatting. */
export function languageTag(lang: Lang): string {
  return LANGUAGE_LIST.find((entry) => entry.code === lang)?.findName ?? lang;
}

function applyDocumentLang(lang: Lang): void {
  if (typeof document !== "undefined") document.documentElement.lang = languageTag(lang);
}

applyDocumentLang(useSettingsStore.getState().lang);

// The settings store owns the choice; i18next and <html lang> follow it, so a switch is live.
useSettingsStore.subscribe((state, previous) => {
  if (state.lang === previous.lang) return;
  void i18n.changeLanguage(state.lang);
  applyDocumentLang(state.lang);
});
