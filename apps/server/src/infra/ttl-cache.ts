/**
 * A small read-through cache: a value lives `ttlMs`, and concurrent misses for one key share a
 * single load. For public lists that change every few seconds anyway (the feed ticks every 5 s),
 * so one query per key per second serves any number of readers.
 */
export function ttlCache<T>(ttlMs: number, maxKeys = 500) {
  const entries = new Map<string, { at: number; value: Promise<T>; loaded: boolean }>();
  const fresh = (key: string) => {
    const hit = entries.get(key);
    return hit && Date.now() - hit.at < ttlMs ? hit : undefined;
  };
  return {
    get(key: string, load: () => Promise<T>): Promise<T> {
      const hit = fresh(key);
      if (hit) return hit.value;
      if (entries.size >= maxKeys) entries.clear();
      const entry = { at: Date.now(), value: load(), loaded: false };
      entries.set(key, entry);
      // A failed load is not kept: the next reader tries again.
      entry.value.then(
        () => {
          entry.loaded = true;
        },
        () => entries.get(key) === entry && entries.delete(key),
      );
      return entry.value;
    },
    /**
     * A fresh value that has finished loading, or undefined: never a load still under way. For a
     * reader inside a transaction, on the embedded engine's one connection a load started
     * elsewhere may be queued behind that very transaction, and waiting on it would never end.
     */
    loaded(key: string): Promise<T> | undefined {
      const hit = fresh(key);
      return hit?.loaded ? hit.value : undefined;
    },
    clear: () => entries.clear(),
  };
}
