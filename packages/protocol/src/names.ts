import { z } from "zod";
import type { Lang } from "./languages.js";

/** A name in all 8 languages, in the field layout of spec section 3 (matchColumnList). */
export const localizedNamesSchema = z.object({
  name: z.string().describe("Simplified Chinese (source text)"),
  nameTw: z.string(),
  nameIdn: z.string(),
  nameVn: z.string(),
  nameTh: z.string(),
  namePor: z.string(),
  nameHin: z.string(),
  nameEn: z.string(),
});
export type LocalizedNames = z.infer<typeof localizedNamesSchema>;

const FIELD: Record<Lang, keyof LocalizedNames> = {
  zh: "name",
  tw: "nameTw",
  ind: "nameIdn",
  vie: "nameVn",
  tha: "nameTh",
  por: "namePor",
  hin: "nameHin",
  en: "nameEn",
};

/** The name for the current language, falling back to English, then the source text. */
export function localName(names: LocalizedNames, lang: Lang): string {
  return names[FIELD[lang]] || names.nameEn || names.name;
}

/** Builds the 8 names in the field order of spec section 3 (zh, tw, ind, vie, tha, por, hin, en). */
export function localizedNames(
  name: string,
  nameTw: string,
  nameIdn: string,
  nameVn: string,
  nameTh: string,
  namePor: string,
  nameHin: string,
  nameEn: string,
): LocalizedNames {
  return { name, nameTw, nameIdn, nameVn, nameTh, namePor, nameHin, nameEn };
}
