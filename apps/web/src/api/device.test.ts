import { LIMITS } from "@courtside/protocol";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MemoryStorage } from "../testing/memoryStorage";

let memory: MemoryStorage;

beforeEach(() => {
  vi.resetModules();
  vi.useFakeTimers();
  memory = new MemoryStorage();
  vi.stubGlobal("localStorage", memory);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("device id", () => {
  it("is made after the start-up delay, cached, and then reused at once", async () => {
    const { deviceId } = await import("./device");
    let made: string | undefined;
    void deviceId().then((id) => {
      made = id;
    });

    await vi.advanceTimersByTimeAsync(LIMITS.deviceIdDelayMs - 1);
    expect(made).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);

    expect(made).toMatch(/^[0-9a-f]{30}$/);
    expect(memory.getItem("deviceId")).toBe(made);
    await expect(deviceId()).resolves.toBe(made);
  });

  it("uses the stored id without waiting", async () => {
    memory.setItem("deviceId", "stored-id");
    const { deviceId } = await import("./device");
    await expect(deviceId()).resolves.toBe("stored-id");
  });

  it("differs between browsers with identical properties", async () => {
    const { makeDeviceId } = await import("./device");
    expect(makeDeviceId()).not.toBe(makeDeviceId());
  });
});
