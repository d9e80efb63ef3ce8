import { describe, expect, it } from "vitest";
import { formatCountdown } from "./countdown";

describe("countdown", () => {
  it("shows minutes and seconds under an hour, hours beyond", () => {
    expect(formatCountdown(65_000)).toBe("1:05");
    expect(formatCountdown(3_600_000 + 2 * 60_000 + 3_000)).toBe("1:02:03");
    expect(formatCountdown(26 * 3_600_000)).toBe("26:00:00");
  });

  it("rounds up to the next whole second and stops at zero", () => {
    expect(formatCountdown(1)).toBe("0:01");
    expect(formatCountdown(-5_000)).toBe("0:00");
  });
});
