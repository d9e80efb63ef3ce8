import { type Lang, resolveLang } from "@courtside/protocol";
import { sw as en } from "../i18n/locales/notify/en.json";
import { sw as hin } from "../i18n/locales/notify/hin.json";
import { sw as ind } from "../i18n/locales/notify/ind.json";
import { sw as por } from "../i18n/locales/notify/por.json";
import { sw as tha } from "../i18n/locales/notify/tha.json";
import { sw as tw } from "../i18n/locales/notify/tw.json";
import { sw as vie } from "../i18n/locales/notify/vie.json";
import { sw as zh } from "../i18n/locales/notify/zh.json";

/**
 * The service worker's own texts (used when a push brings none), in every language: a worker
 * shows notifications while no page is open to translate them, so it carries the few it needs
 * (only the `sw` part of each file is imported, so the rest stays out of the worker).
 */
export type WorkerTexts = typeof en;

const TEXTS: Record<Lang, WorkerTexts> = {
  en,
  zh,
  tw,
  ind,
  vie,
  tha,
  por,
  hin,
};

/** The texts of the push's interface language, else of the browser's, else English. */
export function workerTexts(lang: string | undefined, browserLang: string | undefined): WorkerTexts {
  return TEXTS[resolveLang(lang) ?? resolveLang(browserLang) ?? "en"];
}
