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
