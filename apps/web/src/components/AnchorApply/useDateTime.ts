import { useMemo } from "react";
import { useLang } from "../../hooks/useLang";
import { languageTag } from "../../i18n";

/** Date and time of an application or an admin action, in the interface language. */
export function useDateTime(): (at: number) => string {
  const tag = languageTag(useLang());
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(tag, { dateStyle: "medium", timeStyle: "short" });
    return (at: number) => format.format(at);
  }, [tag]);
}
