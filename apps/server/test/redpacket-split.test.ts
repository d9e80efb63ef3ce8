import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { equalSplit, luckySplit } from "../src/modules/redpacket/split.js";

describe("lucky split", () => {
  it("gives count shares of at least 1 that sum exactly to the total", () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 1, max: 500 })
          .chain((count) => fc.tuple(fc.constant(count), fc.integer({ min: count, max: 1_000_000 }))),
        ([count, total]) => {
          const shares = luckySplit(total, count);
          expect(shares).toHaveLength(count);
          expect(shares.reduce((a, b) => a + b, 0)).toBe(total);
          for (const share of shares) {
            expect(Number.isInteger(share)).toBe(true);
            expect(share).toBeGreaterThanOrEqual(1);
            expect(share).toBeLessThanOrEqual(total - count + 1);
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it("holds whatever the random source answers within its range", () => {
    const extremes = fc.constantFrom<"low" | "high">("low", "high");
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 60 }),
        fc.integer({ min: 0, max: 200 }),
        fc.array(extremes),
        (count, extra, picks) => {
          let i = 0;
          const rng = (min: number, max: number) => (picks[i++ % Math.max(picks.length, 1)] === "high" ? max : min);
          const shares = luckySplit(count + extra, count, rng);
          expect(shares.reduce((a, b) => a + b, 0)).toBe(count + extra);
          expect(Math.min(...shares)).toBeGreaterThanOrEqual(1);
        },
      ),
    );
  });

  it("splits a total equal to the count into ones", () => {
    expect(luckySplit(50, 50)).toEqual(Array(50).fill(1));
  });

  it("refuses a total below the count", () => {
    expect(() => luckySplit(4, 5)).toThrow(RangeError);
    expect(() => luckySplit(10, 0)).toThrow(RangeError);
  });

  it("gives equal shares for a normal packet", () => {
    expect(equalSplit(7, 3)).toEqual([7, 7, 7]);
  });
});
