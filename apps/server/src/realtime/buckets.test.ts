import { describe, expect, it } from "vitest";
import { createBucket, createKeyedBuckets } from "./buckets.js";

describe("token buckets", () => {
  it("allows the burst at once, then refills at the rate, and says how long to wait", () => {
    let now = 1_000_000;
    const bucket = createBucket({ rate: 5, burst: 3 }, () => now);
    expect([bucket.take(), bucket.take(), bucket.take()].every((t) => t.ok)).toBe(true);
    expect(bucket.take()).toEqual({ ok: false, retryAfterMs: 200 });
    now += 200;
    expect(bucket.take().ok).toBe(true);
    expect(bucket.take().ok).toBe(false);
    // A long pause refills to the burst, never beyond it.
    now += 60_000;
    expect(Array.from({ length: 4 }, () => bucket.take().ok)).toEqual([true, true, true, false]);
  });

  it("keeps one bucket per key in memory when there is no Redis", async () => {
    const buckets = createKeyedBuckets({ rate: 0.001, burst: 2 }, undefined, "test:");
    expect((await buckets.take("a")).ok).toBe(true);
    expect((await buckets.take("a")).ok).toBe(true);
    expect((await buckets.take("a")).ok).toBe(false);
    expect((await buckets.take("b")).ok).toBe(true);
  });
});
