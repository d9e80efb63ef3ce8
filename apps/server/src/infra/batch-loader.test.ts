import { describe, expect, it } from "vitest";
import { batchLoader } from "./batch-loader.js";

describe("batchLoader", () => {
  it("loads the keys of one turn together, and a repeated key once", async () => {
    const calls: number[][] = [];
    const load = batchLoader(async (keys: number[]) => {
      calls.push(keys);
      return new Map(keys.filter((key) => key !== 3).map((key) => [key, key * 10]));
    });
    expect(await Promise.all([load(1), load(2), load(1), load(3)])).toEqual([10, 20, 10, undefined]);
    expect(calls).toEqual([[1, 2, 3]]);
  });

  it("answers a key asked during a load from the next load, never the one already running", async () => {
    let value = "before";
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const seen: string[][] = [];
    const load = batchLoader(async (keys: string[]) => {
      seen.push(keys);
      const answer = value;
      if (seen.length === 1) await gate;
      return new Map(keys.map((key) => [key, answer]));
    });
    const first = load("a");
    await new Promise((resolve) => setImmediate(resolve));
    value = "after";
    const second = load("a");
    release();
    expect(await first).toBe("before");
    expect(await second).toBe("after");
    expect(seen).toEqual([["a"], ["a"]]);
  });

  it("rejects every waiter of a failed load and loads again afterwards", async () => {
    let fail = true;
    const load = batchLoader(async (keys: string[]) => {
      if (fail) throw new Error("db down");
      return new Map(keys.map((key) => [key, key]));
    });
    await expect(Promise.all([load("a"), load("b")])).rejects.toThrow("db down");
    fail = false;
    expect(await load("a")).toBe("a");
  });

  it("with gatherMs, waits that long for more keys before loading", async () => {
    const calls: number[][] = [];
    const load = batchLoader(
      async (keys: number[]) => {
        calls.push(keys);
        return new Map(keys.map((key) => [key, key]));
      },
      { gatherMs: 50 },
    );
    const first = load(1);
    await new Promise((resolve) => setTimeout(resolve, 10));
    const second = load(2);
    expect(await Promise.all([first, second])).toEqual([1, 2]);
    expect(calls).toEqual([[1, 2]]);
  });
});
