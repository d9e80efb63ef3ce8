/**
 * Keeps one sender's messages in the order they arrived. A send does its checks (caches, Redis,
 * database reads) concurrently with the sends after it, and those checks finish in any order on a
 * pooled database; each send takes its turn in its line when it arrives, waits for the sends
 * before it to be queued, queues its own (`publishWith` queues at once), then lets the next go.
 */
export function createTurns() {
  const tails = new Map<string, Promise<void>>();
  return {
    /** A place in `key`'s line; call `pass()` once queued, or when giving up, always. */
    take(key: string) {
      const before = tails.get(key) ?? Promise.resolve();
      let pass = () => {};
      const mine = new Promise<void>((resolve) => {
        pass = resolve;
      });
      const tail = before.then(() => mine);
      tails.set(key, tail);
      void tail.then(() => {
        if (tails.get(key) === tail) tails.delete(key);
      });
      return { ready: () => before, pass };
    },
  };
}
export type Turns = ReturnType<typeof createTurns>;
export type Turn = ReturnType<Turns["take"]>;
