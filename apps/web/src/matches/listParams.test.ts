import { describe, expect, it } from "vitest";
import { dayRange, lastPage, listQuery, readListParams } from "./listParams";

const read = (query: string) => readListParams(new URLSearchParams(query));

describe("list state in the URL", () => {
  it("defaults to all, page 1, 10 a page (spec section 5)", () => {
    expect(read("")).toEqual({ tab: "all", page: 1, pageSize: 10 });
  });

  it("reads the hot tab, the page and a page size from the spec's list", () => {
    expect(read("list=hot&page=3&size=20")).toEqual({ tab: "hot", page: 3, pageSize: 20 });
  });

  it("ignores sizes and pages outside the rules", () => {
    expect(read("size=25&page=0")).toEqual({ tab: "all", page: 1, pageSize: 10 });
    expect(read("size=abc&page=2.5&list=cold")).toEqual({ tab: "all", page: 1, pageSize: 10 });
  });

  it("writes only what differs from the defaults", () => {
    expect(listQuery({ tab: "all", page: 1, pageSize: 10 })).toEqual({});
    expect(listQuery({ tab: "hot", page: 2, pageSize: 50 })).toEqual({ list: "hot", page: "2", size: "50" });
  });

  it("reads and writes a match list's day and league, dropping ones that are not", () => {
    expect(read("day=2026-11-24&league=7")).toEqual({
      tab: "all",
      page: 1,
      pageSize: 10,
      day: "2026-11-24",
      league: 7,
    });
    expect(read("day=2026-02-30&league=-1")).toEqual({ tab: "all", page: 1, pageSize: 10 });
    expect(listQuery({ tab: "all", page: 1, pageSize: 10, day: "2026-11-24", league: 7 })).toEqual({
      day: "2026-11-24",
      league: "7",
    });
  });

  it("turns a day into its local first and past-last moments", () => {
    const range = dayRange("2026-11-24");
    expect(range?.from).toBe(new Date(2026, 10, 24).getTime());
    expect(range?.to).toBe(new Date(2026, 10, 25).getTime());
    expect(dayRange("24/11/2026")).toBeUndefined();
  });

  it("knows the last page, which is 1 for an empty list", () => {
    expect(lastPage(360, 10)).toBe(36);
    expect(lastPage(361, 100)).toBe(4);
    expect(lastPage(0, 10)).toBe(1);
  });
});
