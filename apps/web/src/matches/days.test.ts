import { describe, expect, it } from "vitest";
import { dayKey, dayLabel, daysFrom, groupByDay } from "./days";

/** Local times, so the tests hold in any time zone the suite runs in. */
const at = (day: number, hour: number, minute = 0) => new Date(2026, 10, day, hour, minute).getTime();
const NOW = at(21, 18, 13);

describe("day labels", () => {
  it("names yesterday, today and tomorrow, and dates otherwise", () => {
    expect(dayLabel(at(20, 23, 59), NOW)).toEqual({ kind: "yesterday" });
    expect(dayLabel(at(21, 0, 0), NOW)).toEqual({ kind: "today" });
    expect(dayLabel(at(21, 23, 59), NOW)).toEqual({ kind: "today" });
    expect(dayLabel(at(22, 0, 0), NOW)).toEqual({ kind: "tomorrow" });
    expect(dayLabel(at(23, 12), NOW)).toEqual({ kind: "date", at: at(23, 12) });
    expect(dayLabel(at(19, 12), NOW)).toEqual({ kind: "date", at: at(19, 12) });
  });

  it("counts calendar days, not 24-hour spans", () => {
    expect(daysFrom(at(21, 23, 50), at(22, 0, 10))).toBe(1);
    expect(daysFrom(at(21, 0, 10), at(21, 23, 50))).toBe(0);
    expect(dayKey(at(2, 9))).toBe("2026-11-02");
  });
});

describe("grouping a page by day", () => {
  it("keeps the server's order inside each day and orders days by first appearance", () => {
    const page = [
      { id: "live", startTime: at(21, 18) },
      { id: "ended", startTime: at(21, 12) },
      { id: "late", startTime: at(21, 22) },
      { id: "next", startTime: at(22, 1) },
      { id: "later", startTime: at(23, 9) },
    ];
    const groups = groupByDay(page, NOW);
    expect(groups.map((g) => [g.key, g.label.kind, g.items.map((i) => i.id)])).toEqual([
      ["2026-11-21", "today", ["live", "ended", "late"]],
      ["2026-11-22", "tomorrow", ["next"]],
      ["2026-11-23", "date", ["later"]],
    ]);
  });

  it("puts a live match that began before midnight under yesterday", () => {
    const groups = groupByDay([{ startTime: at(20, 23, 50) }, { startTime: at(21, 10) }], NOW);
    expect(groups.map((g) => g.label.kind)).toEqual(["yesterday", "today"]);
  });

  it("has no groups for an empty page", () => {
    expect(groupByDay([], NOW)).toEqual([]);
  });
});
