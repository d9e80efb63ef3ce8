import { describe, expect, it } from "vitest";
import { createPresenceWatch, type PresenceWatchDeps } from "./presence-notices.js";

/** Ann (1) and Bo (2) are friends, Cy (3) is Bo's friend too; `here` is who is on this node. */
function world() {
  const here = new Set<number>();
  const elsewhere = new Set<number>();
  const told: { watcher: number; userId: number; online: boolean }[] = [];
  const seen: number[] = [];
  const friendships = [
    [1, 2],
    [2, 3],
  ];
  const deps: PresenceWatchDeps = {
    localUsers: () => [...here],
    onlineOf: async (ids) => new Map(ids.map((id) => [id, here.has(id) || elsewhere.has(id)])),
    watchers: async (ids) =>
      friendships.flatMap(([a = 0, b = 0]) => [
        ...(ids.includes(a) ? [{ watcher: b, userId: a }] : []),
        ...(ids.includes(b) ? [{ watcher: a, userId: b }] : []),
      ]),
    markSeen: async (ids) => {
      seen.push(...ids);
    },
    notify: (watcher, item) => told.push({ watcher, userId: item.userId, online: item.online }),
    now: () => 1_000,
  };
  return { here, elsewhere, told, seen, watch: createPresenceWatch(deps) };
}

describe("friends' presence notices", () => {
  it("tells online friends when someone arrives and when they leave", async () => {
    const { here, told, seen, watch } = world();
    here.add(1);
    await watch.sweep();
    // Bo is not online: no one is told of Ann.
    expect(told).toEqual([]);

    here.add(2);
    here.add(3);
    await watch.sweep();
    expect(told).toEqual(
      expect.arrayContaining([
        { watcher: 1, userId: 2, online: true },
        { watcher: 3, userId: 2, online: true },
        { watcher: 2, userId: 3, online: true },
      ]),
    );
    expect(told).toHaveLength(3);

    told.length = 0;
    here.delete(2);
    await watch.sweep();
    expect(told).toEqual([
      { watcher: 1, userId: 2, online: false },
      { watcher: 3, userId: 2, online: false },
    ]);
    expect(seen).toEqual([2]);
  });

  it("says nothing of a reload between two sweeps or of someone still connected on another node", async () => {
    const { here, elsewhere, told, seen, watch } = world();
    here.add(1);
    here.add(2);
    await watch.sweep();
    told.length = 0;

    // Closed and opened again before the next sweep.
    await watch.sweep();
    expect(told).toEqual([]);

    // Left this node, still on another.
    here.delete(2);
    elsewhere.add(2);
    await watch.sweep();
    expect(told).toEqual([]);
    expect(seen).toEqual([]);
  });

  it("lets a sweep pass while the last one is still running", async () => {
    const { here, told, watch } = world();
    here.add(1);
    here.add(2);
    await Promise.all([watch.sweep(), watch.sweep()]);
    expect(told).toHaveLength(2);
  });
});
