import type { Db, Lane } from "../db/client.js";

/** How long a read asked ahead of need (on the background lane) gathers keys before it loads. */
const AHEAD_GATHER_MS = 50;

/**
 * Point reads gathered into one query: the keys asked for in one turn of the event loop are loaded
 * together, and keys asked for while a load runs wait for the next one, so an answer is never
 * older than the question (a revocation committed before a check is always seen by it). Under
 * load, a read that runs for every frame or request costs one query per turn instead of one each.
 * With `gatherMs`, every load waits that long for more keys (for reads no one waits on).
 */
export function batchLoader<K, V>(load: (keys: K[]) => Promise<Map<K, V>>, { gatherMs = 0 } = {}) {
  let queued = new Map<K, { resolve(value: V | undefined): void; reject(error: unknown): void }[]>();
  let running = false;

  const later = (then: () => void) => (gatherMs > 0 ? setTimeout(then, gatherMs) : setImmediate(then));

  async function run() {
    const batch = queued;
    queued = new Map();
    try {
      const found = await load([...batch.keys()]);
      for (const [key, waiting] of batch) for (const one of waiting) one.resolve(found.get(key));
    } catch (error) {
      for (const waiting of batch.values()) for (const one of waiting) one.reject(error);
    }
    if (queued.size > 0) later(() => void run());
    else running = false;
  }

  return (key: K): Promise<V | undefined> =>
    new Promise((resolve, reject) => {
      const waiting = queued.get(key);
      if (waiting) waiting.push({ resolve, reject });
      else queued.set(key, [{ resolve, reject }]);
      if (running) return;
      running = true;
      later(() => void run());
    });
}

/**
 * One loader per lane of the database, `load` run on that lane: "now" loads the keys of each turn,
 * "background" (reads asked ahead of need) gathers AHEAD_GATHER_MS of keys first.
 */
export function laneLoaders<K, V>(
  db: Db,
  background: Db,
  load: (on: Db, keys: K[]) => Promise<Map<K, V>>,
): Record<Lane, (key: K) => Promise<V | undefined>> {
  return {
    now: batchLoader((keys: K[]) => load(db, keys)),
    background: batchLoader((keys: K[]) => load(background, keys), { gatherMs: AHEAD_GATHER_MS }),
  };
}
