/** Friends by the name I see (remark, else nickname) in the reader's collation, then by id. */
export function sortFriends<T extends { id: number; remark: string; nickname: string }>(
  list: readonly T[],
  locale: string,
): T[] {
  const collator = new Intl.Collator(locale, { sensitivity: "base", numeric: true });
  return [...list].sort((a, b) => collator.compare(a.remark || a.nickname, b.remark || b.nickname) || a.id - b.id);
}
