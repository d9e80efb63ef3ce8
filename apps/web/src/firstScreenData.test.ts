import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "./components/AppProviders/queryClient";
import { FIRST_PAINT_CLASS } from "./firstPaint/handoffIds";
import { firstScreenData } from "./firstScreenData";
import type { AppRouter } from "./router";

/** The part of the page firstScreenData reads: the classes on <html>. */
const htmlClasses = new Set<string>();
vi.stubGlobal("document", { documentElement: { classList: { contains: (name: string) => htmlClasses.has(name) } } });

/** The part of the router firstScreenData reads: whether its first load is done. */
const routerState = { initialized: false };
const router = { state: routerState } as unknown as AppRouter;

/** A call under way until the returned function answers it. */
function callUnderWay(key: string): () => void {
  let answer: (value: string) => void = () => {};
  // Calls left unanswered are cancelled when the next test clears the cache.
  queryClient
    .fetchQuery({ queryKey: [key], queryFn: () => new Promise<string>((resolve) => (answer = resolve)) })
    .catch(() => undefined);
  return () => answer("ok");
}

/** Whether the promise has settled once the timers have run for `ms`. */
async function settledAfter(promise: Promise<void>, ms: number): Promise<boolean> {
  let settled = false;
  void promise.then(() => (settled = true));
  await vi.advanceTimersByTimeAsync(ms);
  return settled;
}

describe("the first render's wait for its screen's calls", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval", "setTimeout", "clearTimeout", "performance"] });
    routerState.initialized = false;
    queryClient.clear();
  });
  afterEach(() => {
    vi.useRealTimers();
    htmlClasses.clear();
  });

  it("does not wait without a first paint on screen", async () => {
    callUnderWay("columns");
    expect(await settledAfter(firstScreenData(router), 0)).toBe(true);
  });

  it("waits behind a first paint for the router's first load and every call under way", async () => {
    htmlClasses.add(FIRST_PAINT_CLASS);
    const answer = callUnderWay("columns");
    const waiting = firstScreenData(router);
    expect(await settledAfter(waiting, 100)).toBe(false);
    routerState.initialized = true;
    expect(await settledAfter(waiting, 100)).toBe(false);
    answer();
    expect(await settledAfter(waiting, 100)).toBe(true);
  });

  it("stops waiting after a second for a call that does not answer", async () => {
    htmlClasses.add(FIRST_PAINT_CLASS);
    routerState.initialized = true;
    callUnderWay("stuck");
    const waiting = firstScreenData(router);
    expect(await settledAfter(waiting, 900)).toBe(false);
    expect(await settledAfter(waiting, 200)).toBe(true);
  });
});
