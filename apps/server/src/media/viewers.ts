/** HLS viewers have no connection to count: a viewer is a client that fetched the playlist lately. */
const WINDOW_MS = 10_000;

export class ViewerTracker {
  private readonly seen = new Map<number, Map<string, number>>();

  touch(roomId: number, client: string, now = Date.now()): void {
    let clients = this.seen.get(roomId);
    if (!clients) {
      clients = new Map();
      this.seen.set(roomId, clients);
    }
    clients.set(client, now);
  }

  /** HLS viewers of every room. */
  total(now = Date.now()): number {
    let sum = 0;
    for (const roomId of [...this.seen.keys()]) sum += this.count(roomId, now);
    return sum;
  }

  /** Rooms with an HLS viewer lately. */
  rooms(): number[] {
    return [...this.seen.keys()];
  }

  count(roomId: number, now = Date.now()): number {
    const clients = this.seen.get(roomId);
    if (!clients) return 0;
    for (const [client, at] of clients) if (now - at > WINDOW_MS) clients.delete(client);
    if (clients.size === 0) this.seen.delete(roomId);
    return clients.size;
  }
}
