import { LANGS, type Lang, resolveLang } from "@courtside/protocol";
import i18next, { type BackendModule } from "i18next";
import { initReactI18next } from "react-i18next";
import { useSettingsStore } from "../stores/settings";
import { languageTag } from "./languageTag";
import { pluralRules } from "./plural";
import { AREA_LOCALES, isTextArea, loadCoreTexts, type TextArea } from "./resources";

export { languageTag };

/**
 * Texts arrive per language, and within it per area: i18next asks this backend for a language's
 * core texts (the shell's, the server's errors, the match list's) the first time it is needed, and
 * screens fetch their own areas with `loadTextAreas` (the router does it for each route).
 */
const coreTexts: BackendModule = {
  type: "backend",
  callbackApi: true,
  init: () => undefined,
  read(language, _namespace, callback) {
    const lang = resolveLang(language);
    if (!lang) return callback(new Error(`no texts for ${language}`), false);
    loadCoreTexts(lang).then(
      (texts) => callback(null, texts),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

export const i18n = i18next.createInstance();

/** Areas some screen has asked for; a language switch fetches them in the new language too. */
const wantedAreas = new Set<TextArea>();
const loadedAreas = new Map<string, Promise<void>>();

function loadArea(area: TextArea, lang: Lang): Promise<void> {
  const key = `${lang}:${area}`;
  let loading = loadedAreas.get(key);
  if (!loading) {
    loading = AREA_LOCALES[area][lang]().then(
      (texts) => {
        i18n.addResourceBundle(lang, "translation", { [area]: texts.default }, true, true);
      },
      (error: unknown) => {
        // A later screen may try again (the network may be back).
        loadedAreas.delete(key);
        throw error;
      },
    );
    loadedAreas.set(key, loading);
  }
  return loading;
}

/** Fetches the texts of these areas in the current language (at once if they are in already). */
export async function loadTextAreas(areas: readonly TextArea[]): Promise<void> {
  for (const area of areas) wantedAreas.add(area);
  const lang = useSettingsStore.getState().lang;
  await Promise.allSettled(areas.map((area) => loadArea(area, lang)));
}

/** A lazily loaded piece of code that shows texts of `areas`: both are fetched together. */
export async function withTexts<T>(areas: readonly TextArea[], load: () => Promise<T>): Promise<T> {
  const [module] = await Promise.all([load(), loadTextAreas(areas)]);
  return module;
}

const initialising = i18n
  .use(coreTexts)
  .use(initReactI18next)
  .init({
    lng: useSettingsStore.getState().lang,
    // Every language has every key (the locale tests), so no second language is fetched to fall back on.
    fallbackLng: false,
    supportedLngs: [...LANGS],
    load: "currentOnly",
    // React escapes on render; escaping here too would show entities such as &amp; to users.
    interpolation: { escapeValue: false },
    // A screen that reads an area nobody fetched for it still gets it: a missing key of an area
    // fetches that area, and the screens showing texts render again once it has arrived.
    saveMissing: true,
    missingKeyHandler: (_languages, _namespace, key) => {
      const area = key.split(".")[0] ?? "";
      if (isTextArea(area)) void loadTextAreas([area]);
    },
    react: { useSuspense: false, bindI18nStore: "added" },
  });

// i18next picks `_one`/`_other`/… by Intl's rules for the language code, and ours are not all tags
// ("tw" would get Twi's rules): it asks ours instead. Its resolver exists once init has started.
const resolver: { getRule: (code: string, options?: { ordinal?: boolean }) => Intl.PluralRules } =
  i18n.services.pluralResolver;
resolver.getRule = (code, options) => pluralRules(code, options?.ordinal ? "ordinal" : "cardinal");

/** Resolves once the chosen language's core texts are in, so the first render is already translated. */
export const i18nReady = initialising.then(() => undefined);

function applyDocumentLang(lang: Lang): void {
  if (typeof document !== "undefined") document.documentElement.lang = languageTag(lang);
}

applyDocumentLang(useSettingsStore.getState().lang);

// The settings store owns the choice; i18next and <html lang> follow it once the texts are in.
useSettingsStore.subscribe((state, previous) => {
  if (state.lang === previous.lang) return;
  const areas = [...wantedAreas].map((area) => loadArea(area, state.lang));
  void Promise.allSettled(areas)
    .then(() => i18n.changeLanguage(state.lang))
    .then(() => applyDocumentLang(state.lang));
});
