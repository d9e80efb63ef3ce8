interface Slot<V> {
  waiting: { resolve: (value: V) => void; reject: (error: unknown) => void }[];
  running: boolean;
}

/**
 * Reads shared by the callers that wait at the same time: each caller gets the result of a read
 * that started after it asked (so it sees every write committed before it asked), and a burst of
 * callers costs two reads, not one each.
 */
export function freshReads<K, V>(read: (key: K) => Promise<V>) {
  const slots = new Map<K, Slot<V>>();

  async function run(key: K, slot: Slot<V>) {
    slot.running = true;
    const served = slot.waiting.splice(0);
    try {
      const value = await read(key);
      for (const waiter of served) waiter.resolve(value);
    } catch (error) {
      for (const waiter of served) waiter.reject(error);
    }
    slot.running = false;
    if (slot.waiting.length > 0) void run(key, slot);
    else slots.delete(key);
  }

  return (key: K): Promise<V> =>
    new Promise((resolve, reject) => {
      const slot = slots.get(key) ?? { waiting: [], running: false };
      slots.set(key, slot);
      slot.waiting.push({ resolve, reject });
      if (!slot.running) void run(key, slot);
    });
}
