import { useMemo } from "react";
import { languageTag } from "../i18n";
import { useLang } from "./useLang";

/** A moment (an application, an admin action, a mute's end, a link's expiry) in the interface language. */
export function useDateTime(): (at: number) => string {
  const tag = languageTag(useLang());
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(tag, { dateStyle: "medium", timeStyle: "short" });
    return (at: number) => format.format(at);
  }, [tag]);
}
