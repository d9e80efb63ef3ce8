import { useMemo } from "react";
import { languageTag } from "../i18n";
import { useLang } from "./useLang";

/** A country's name in the interface language with its code ("Brazil (BR)"); the code alone if unknown. */
export function useRegionName(): (code: string) => string {
  const tag = languageTag(useLang());
  return useMemo(() => {
    const names = new Intl.DisplayNames([tag], { type: "region", fallback: "code" });
    return (code: string) => {
      try {
        const name = names.of(code);
        return name && name !== code ? `${name} (${code})` : code;
      } catch {
        return code;
      }
    };
  }, [tag]);
}
