import type { Lang } from "./language-list.js";
import type { LocalizedNames } from "./names.js";

/** Which field of a set of names holds each language. */
export const NAME_FIELD: Record<Lang, keyof LocalizedNames> = {
  zh: "name",
  tw: "nameTw",
  ind: "nameIdn",
  vie: "nameVn",
  tha: "nameTh",
  por: "namePor",
  hin: "nameHin",
  en: "nameEn",
};

/** Names (or texts) with every language empty: a new entry before anyone writes it. */
export const EMPTY_NAMES: LocalizedNames = {
  name: "",
  nameTw: "",
  nameIdn: "",
  nameVn: "",
  nameTh: "",
  namePor: "",
  nameHin: "",
  nameEn: "",
};

/** The name for the current language, falling back to English, then the source text. */
export function localName(names: LocalizedNames, lang: Lang): string {
  return names[NAME_FIELD[lang]] || names.nameEn || names.name;
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
