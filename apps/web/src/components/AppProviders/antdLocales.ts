import type { Lang } from "@courtside/protocol";
import type { ConfigProviderProps } from "antd";
import { useEffect, useState } from "react";
import type { LocaleLoader } from "../../i18n/loader";

type Locale = NonNullable<ConfigProviderProps["locale"]>;

/**
 * antd's own texts (pagination, empty states, pickers) in the interface language, and dayjs's
 * month and weekday names for antd's date pickers (dayjs has its own locale codes). Loaded per
 * language, in the same chunk as that language's texts; English is built into both.
 */
/**
 * antd's Hindi leaves the pager's page-size select named "Page Size" and its jumper "Go to" in
 * English and its page label empty (and says "पेज" once where it says "पृष्ठ" elsewhere): filled in here.
 */
async function hindi(): Promise<{ default: Locale }> {
  const { default: locale } = await import("antd/es/locale/hi_IN");
  const Pagination = {
    ...locale.Pagination,
    jump_to: "इस पर चलें",
    page: "पृष्ठ",
    page_size: "पृष्ठ आकार",
    next_3: "अगले 3 पृष्ठ",
  };
  return { default: { ...locale, Pagination } };
}

const LOCALES: Record<Lang, { antd?: LocaleLoader<Locale>; dayjs?: () => Promise<unknown>; dayjsCode: string }> = {
  en: { dayjsCode: "en" },
  zh: { antd: () => import("antd/es/locale/zh_CN"), dayjs: () => import("dayjs/locale/zh-cn"), dayjsCode: "zh-cn" },
  tw: { antd: () => import("antd/es/locale/zh_TW"), dayjs: () => import("dayjs/locale/zh-tw"), dayjsCode: "zh-tw" },
  ind: { antd: () => import("antd/es/locale/id_ID"), dayjs: () => import("dayjs/locale/id"), dayjsCode: "id" },
  vie: { antd: () => import("antd/es/locale/vi_VN"), dayjs: () => import("dayjs/locale/vi"), dayjsCode: "vi" },
  tha: { antd: () => import("antd/es/locale/th_TH"), dayjs: () => import("dayjs/locale/th"), dayjsCode: "th" },
  por: { antd: () => import("antd/es/locale/pt_BR"), dayjs: () => import("dayjs/locale/pt-br"), dayjsCode: "pt-br" },
  hin: { antd: hindi, dayjs: () => import("dayjs/locale/hi"), dayjsCode: "hi" },
};

const loaded = new Map<Lang, Locale | undefined>();

/**
 * Fetches a language's antd locale once (awaited before the first render, for antd's own texts),
 * and sets dayjs's global locale without waiting: only date pickers use it, and no screen opens
 * with one, so dayjs itself stays out of the first download.
 */
export async function loadAntdLocale(lang: Lang): Promise<Locale | undefined> {
  const entry = LOCALES[lang];
  void Promise.all([import("dayjs"), entry.dayjs?.()]).then(([{ default: dayjs }]) => dayjs.locale(entry.dayjsCode));
  const antd = await entry.antd?.();
  loaded.set(lang, antd?.default);
  return antd?.default;
}

/**
 * The antd locale of `lang`; while a newly chosen language's locale is on its way, the previous
 * one stays (antd's own texts are few and short).
 */
export function useAntdLocale(lang: Lang): Locale | undefined {
  const [locale, setLocale] = useState(() => loaded.get(lang));
  useEffect(() => {
    let current = true;
    void loadAntdLocale(lang).then((next) => {
      if (current) setLocale(next);
    });
    return () => {
      current = false;
    };
  }, [lang]);
  return locale;
}
