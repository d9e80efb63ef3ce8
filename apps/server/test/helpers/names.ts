/** A name in the 8 languages, each marked with its language, from the English one. */
export const namesOf = (en: string) => ({
  name: `${en}（中）`,
  nameTw: `${en}（繁）`,
  nameIdn: `${en} ID`,
  nameVn: `${en} VN`,
  nameTh: `${en} TH`,
  namePor: `${en} PT`,
  nameHin: `${en} HI`,
  nameEn: en,
});
