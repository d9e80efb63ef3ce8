import { describe, expect, it, vi } from "vitest";
import { ttlCache } from "./ttl-cache.js";

describe("ttlCache", () => {
  it("shares one load between concurrent readers and reloads after the ttl", async () => {
    vi.useFakeTimers();
    const cache = ttlCache<number>(1000);
    let loads = 0;
    const load = async () => ++loads;
    expect(await Promise.all([cache.get("a", load), cache.get("a", load)])).toEqual([1, 1]);
    vi.advanceTimersByTime(999);
    expect(await cache.get("a", load)).toBe(1);
    vi.advanceTimersByTime(2);
    expect(await cache.get("a", load)).toBe(2);
    vi.useRealTimers();
  });

  it("forgets a failed load", async () => {
    const cache = ttlCache<number>(1000);
    await expect(cache.get("b", async () => Promise.reject(new Error("db down")))).rejects.toThrow("db down");
    expect(await cache.get("b", async () => 5)).toBe(5);
  });
});
