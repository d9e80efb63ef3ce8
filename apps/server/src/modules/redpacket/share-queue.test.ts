import { describe, expect, it } from "vitest";
import { freshReads } from "./fresh-read.js";
import { memoryShareQueue } from "./share-queue.js";

const packet = { id: 1, publicId: "p-1", expiresAt: new Date(Date.now() + 60_000) };

describe("memory share queue", () => {
  it("is built from the share rows once, hands out each open share once and one per user", async () => {
    let loads = 0;
    const queue = memoryShareQueue(async () => {
      loads += 1;
      return [
        { seq: 1, amount: 5, userId: 9 },
        { seq: 2, amount: 3, userId: null },
        { seq: 3, amount: 2, userId: null },
      ];
    });
    const [a, b, c, held] = await Promise.all([
      queue.take(packet, 10),
      queue.take(packet, 11),
      queue.take(packet, 12),
      queue.take(packet, 9),
    ]);
    expect(loads).toBe(1);
    expect(a).toEqual({ kind: "share", share: { seq: 2, amount: 3 } });
    expect(b).toEqual({ kind: "share", share: { seq: 3, amount: 2 } });
    expect(c).toEqual({ kind: "empty" });
    expect(held).toEqual({ kind: "held" });
    expect(await queue.holding(packet, 10)).toBe("pending");
    expect(await queue.take(packet, 10)).toEqual({ kind: "held" });
  });

  it("records a committed grab, and gives a share back when its grab did not happen", async () => {
    const queue = memoryShareQueue(async () => [{ seq: 1, amount: 4, userId: null }]);
    const taken = await queue.take(packet, 10);
    if (taken.kind !== "share") throw new Error("no share");
    await queue.release(packet, [{ share: taken.share, userId: 10 }], true);
    expect(await queue.holding(packet, 10)).toBeUndefined();
    expect(await queue.left(packet)).toBe(1);
    const again = await queue.take(packet, 11);
    if (again.kind !== "share") throw new Error("no share");
    await queue.settle(packet, [{ share: again.share, userId: 11 }]);
    expect(await queue.holding(packet, 11)).toBe(4);
    expect(await queue.left(packet)).toBe(0);
  });
});

describe("fresh reads", () => {
  it("serves callers waiting together with one read that started after each asked", async () => {
    let version = 0;
    const starts: number[] = [];
    const read = freshReads(async (key: string) => {
      starts.push(version);
      await new Promise((resolve) => setTimeout(resolve, 10));
      return `${key}@${starts.at(-1)}`;
    });
    const first = read("p");
    version = 1;
    // Asked while the first read runs: waits for a read that starts after it.
    const later = [read("p"), read("p"), read("p")];
    expect(await first).toBe("p@0");
    expect(await Promise.all(later)).toEqual(["p@1", "p@1", "p@1"]);
    expect(starts).toEqual([0, 1]);
  });
});
