/**
 * A small read-through cache: a value lives `ttlMs`, and concurrent misses for one key share a
 * single load. For public lists that change every few seconds anyway (the feed ticks every 5 s),
 * so one query per key per second serves any number of readers.
 */
export function ttlCache<T>(ttlMs: number, maxKeys = 500) {
  const entries = new Map<string, { at: number; value: Promise<T> }>();
  return {
    get(key: string, load: () => Promise<T>): Promise<T> {
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && now - hit.at < ttlMs) return hit.value;
      if (entries.size >= maxKeys) entries.clear();
      const value = load();
      entries.set(key, { at: now, value });
      // A failed load is not kept: the next reader tries again.
      value.catch(() => entries.delete(key));
      return value;
    },
    clear: () => entries.clear(),
  };
}
