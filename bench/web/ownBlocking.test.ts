import { describe, expect, it } from "vitest";
import { ownBlockingMs, type TraceEvent } from "./ownBlocking.js";

const thread = (pid: number, tid: number, name: string): TraceEvent => ({
  name: "thread_name",
  ph: "M",
  pid,
  tid,
  ts: 0,
  args: { name },
});
const task = (ts: number, durMs: number, threadMs: number, tid = 1): TraceEvent => ({
  name: "RunTask",
  ph: "X",
  pid: 10,
  tid,
  ts,
  dur: durMs * 1000,
  tdur: threadMs * 1000,
});

describe("ownBlockingMs", () => {
  it("counts each main-thread task's thread time beyond 50 ms at 4×, from the first paint on", () => {
    const events = [
      thread(10, 1, "CrRendererMain"),
      thread(10, 2, "Compositor"),
      { name: "firstContentfulPaint", ph: "I", pid: 10, tid: 1, ts: 1_000 },
      task(500, 40, 40), // before the first paint
      task(2_000, 40, 20), // 80 − 50
      task(60_000, 60, 10), // under 50 at 4×
      task(90_000, 30, 30, 2), // another thread
    ];
    expect(ownBlockingMs(events)).toBe(30);
  });

  it("has nothing to say without a first paint", () => {
    expect(ownBlockingMs([thread(10, 1, "CrRendererMain"), task(0, 100, 100)])).toBeUndefined();
  });
});
