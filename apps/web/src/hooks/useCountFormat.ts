import { languageTag } from "../i18n";
import { formatCount } from "../i18n/numbers";
import { useLang } from "./useLang";

/** Counts (coins, popularity) in the interface language's digits grouping; antd's Statistic takes it as `formatter`. */
export function useCountFormat(): (value: number | string) => string {
  const tag = languageTag(useLang());
  return (value) => formatCount(Number(value), tag);
}
