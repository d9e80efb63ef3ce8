import { describe, expect, it } from "vitest";
import { createTurns } from "./turns.js";

const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("turns", () => {
  it("queues in arrival order whatever order the checks finish in", async () => {
    const turns = createTurns();
    const queued: number[] = [];
    const send = async (n: number, checkMs: number, fails = false) => {
      const turn = turns.take("user-1");
      try {
        await later(checkMs);
        if (fails) throw new Error("refused");
        await turn.ready();
        queued.push(n);
      } finally {
        turn.pass();
      }
    };
    await Promise.allSettled([send(1, 30), send(2, 1, true), send(3, 5), send(4, 0)]);
    expect(queued).toEqual([1, 3, 4]);
  });

  it("keeps separate lines apart and forgets a line once it is empty", async () => {
    const turns = createTurns();
    const slow = turns.take("a");
    const other = turns.take("b");
    await other.ready();
    other.pass();
    slow.pass();
    await later(0);
    const next = turns.take("a");
    await expect(Promise.race([next.ready().then(() => "ready"), later(20).then(() => "stuck")])).resolves.toBe(
      "ready",
    );
  });
});
