import type { Lang } from "@courtside/protocol";
import type { ConfigProviderProps } from "antd";
import enUS from "antd/locale/en_US";
import hiIN from "antd/locale/hi_IN";
import idID from "antd/locale/id_ID";
import ptBR from "antd/locale/pt_BR";
import thTH from "antd/locale/th_TH";
import viVN from "antd/locale/vi_VN";
import zhCN from "antd/locale/zh_CN";
import zhTW from "antd/locale/zh_TW";
import dayjs from "dayjs";
import "dayjs/locale/hi";
import "dayjs/locale/id";
import "dayjs/locale/pt-br";
import "dayjs/locale/th";
import "dayjs/locale/vi";
import "dayjs/locale/zh-cn";
import "dayjs/locale/zh-tw";

type Locale = NonNullable<ConfigProviderProps["locale"]>;

/** antd's own texts (pagination, empty states, pickers) in the interface language. */
export const ANTD_LOCALES: Record<Lang, Locale> = {
  en: enUS,
  zh: zhCN,
  tw: zhTW,
  ind: idID,
  vie: viVN,
  tha: thTH,
  por: ptBR,
  hin: hiIN,
};

/** dayjs names the months and weekdays in antd's date pickers; it has its own locale codes. */
const DAYJS_LOCALES: Record<Lang, string> = {
  en: "en",
  zh: "zh-cn",
  tw: "zh-tw",
  ind: "id",
  vie: "vi",
  tha: "th",
  por: "pt-br",
  hin: "hi",
};

/** Sets dayjs's global locale; idempotent, so it may run on every render of the providers. */
export function applyDayjsLocale(lang: Lang): void {
  if (dayjs.locale() !== DAYJS_LOCALES[lang]) dayjs.locale(DAYJS_LOCALES[lang]);
}
