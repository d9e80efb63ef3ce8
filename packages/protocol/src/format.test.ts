import { describe, expect, it } from "vitest";
import { abbreviate, badge, onlineStatus, presenceStatus, relativeTime } from "./format.js";

describe("abbreviate", () => {
  it.each([
    [0, "0"],
    [999, "999"],
    [1000, "1K"],
    [1250, "1.2K"],
    [999_999, "999.9K"],
    [3_400_000, "3.4M"],
    [5_670_000_000, "5.6B"],
  ])("%d → %s", (n, text) => {
    expect(abbreviate(n)).toBe(text);
  });
});

describe("badge", () => {
  it("caps at 99+", () => {
    expect(badge(99)).toBe("99");
    expect(badge(100)).toBe("99+");
  });
});

describe("relativeTime", () => {
  const now = Date.UTC(2026, 10, 21, 12);
  it.each([
    [30_000, { key: "justNow" }],
    [5 * 60_000, { key: "minutesAgo", n: 5 }],
    [3 * 3600_000, { key: "hoursAgo", n: 3 }],
    [30 * 3600_000, { key: "yesterday" }],
    [72 * 3600_000, { key: "date", at: now - 72 * 3600_000 }],
  ])("%d ms ago", (ago, expected) => {
    expect(relativeTime(now - ago, now)).toEqual(expected);
  });
});

describe("onlineStatus", () => {
  it.each([
    [0, { key: "onlineNow" }],
    [59, { key: "minutesAgo", n: 59 }],
    [60, { key: "hoursAgo", n: 1 }],
    [1439, { key: "hoursAgo", n: 23 }],
    [1440, { key: "yesterday" }],
    [2880, { key: "recently" }],
    [43_199, { key: "recently" }],
    [43_200, { key: "longAgo" }],
  ])("%d minutes", (minutes, expected) => {
    expect(onlineStatus(minutes)).toEqual(expected);
  });
});

describe("presenceStatus", () => {
  const now = Date.UTC(2026, 10, 21, 12);
  const seen = (minutes: number) => ({ online: false, lastSeenAt: now - minutes * 60_000 });

  it("says online now only while connected", () => {
    expect(presenceStatus({ online: true, lastSeenAt: now - 90 * 60_000 }, now)).toEqual({ key: "onlineNow" });
    expect(presenceStatus(seen(0), now)).toEqual({ key: "minutesAgo", n: 1 });
  });

  it.each([
    [59, { key: "minutesAgo", n: 59 }],
    [60, { key: "hoursAgo", n: 1 }],
    [1439, { key: "hoursAgo", n: 23 }],
    [1440, { key: "yesterday" }],
    [2879, { key: "yesterday" }],
    [2880, { key: "recently" }],
    [43_199, { key: "recently" }],
    [43_200, { key: "longAgo" }],
  ])("last seen %d minutes ago", (minutes, expected) => {
    expect(presenceStatus(seen(minutes), now)).toEqual(expected);
  });

  it("treats someone never seen as long ago", () => {
    expect(presenceStatus({ online: false, lastSeenAt: null }, now)).toEqual({ key: "longAgo" });
  });
});
