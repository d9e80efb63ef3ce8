import TEXTS from "virtual:first-paint-texts";
import type { Lang } from "@courtside/protocol";
import { FIRST_PAINT_KEYS, type FirstPaintKey } from "./keys";

/** One language's texts of the first paint, read like i18next's `t` (with `{{name}}` values). */
export function textsFor(lang: Lang) {
  const texts = TEXTS[lang];
  return (key: FirstPaintKey, values: Record<string, string | number> = {}): string =>
    (texts[FIRST_PAINT_KEYS.indexOf(key)] ?? "").replace(/\{\{(\w+)\}\}/g, (_all, name: string) =>
      String(values[name] ?? ""),
    );
}

export type Texts = ReturnType<typeof textsFor>;
