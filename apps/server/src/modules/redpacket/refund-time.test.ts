import { describe, expect, it } from "vitest";
import { refundAt } from "./refund-time.js";

const HOUR = 60 * 60 * 1000;
const sent = new Date("2026-05-01T12:00:00Z");
const after = (hours: number) => new Date(sent.getTime() + hours * HOUR);

describe("red packet refund time", () => {
  it("is 24 hours after sending for every limit", () => {
    for (const hours of [3, 6, 12, 24]) expect(refundAt(sent, after(hours))).toEqual(after(24));
  });

  it("never comes before the limit", () => {
    expect(refundAt(sent, after(36))).toEqual(after(36));
  });
});
