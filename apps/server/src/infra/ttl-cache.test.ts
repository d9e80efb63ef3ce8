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

describe("ttlCache.loaded", () => {
  it("gives a fresh value once loaded, never a load under way", async () => {
    vi.useFakeTimers();
    const cache = ttlCache<number>(1000);
    let finish: (value: number) => void = () => undefined;
    const pending = cache.get("a", () => new Promise<number>((resolve) => (finish = resolve)));
    expect(cache.loaded("a")).toBeUndefined();
    finish(7);
    await pending;
    expect(await cache.loaded("a")).toBe(7);
    vi.advanceTimersByTime(1001);
    expect(cache.loaded("a")).toBeUndefined();
    vi.useRealTimers();
  });
});
