import { LIMITS } from "@courtside/protocol";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MemoryStorage } from "../testing/memoryStorage";

/**
 * A first visit has no device id yet: it is made after LIMITS.deviceIdDelayMs (spec section 4).
 * The first screen's public lists must not wait for it; sign-in and signed-in calls must.
 */
const fetchMock = vi.fn<typeof fetch>();
const ok = () =>
  new Response(JSON.stringify({ success: true, code: 0, msg: "ok", data: [] }), {
    headers: { "content-type": "application/json" },
  });
const deviceHeader = (call: number) => new Headers(fetchMock.mock.calls[call]?.[1]?.headers).get("DeviceInfo");

beforeEach(() => {
  vi.resetModules();
  vi.useFakeTimers();
  vi.stubGlobal("localStorage", new MemoryStorage());
  vi.stubGlobal("fetch", fetchMock);
  fetchMock.mockImplementation(async () => ok());
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe("calls on a first visit", () => {
  it("sends the first screen's public reads at once, before the device id exists", async () => {
    const { fetchMatchColumns } = await import("./catalog");
    const columns = fetchMatchColumns();
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(deviceHeader(0)).toBe("pc");
    await expect(columns).resolves.toEqual([]);
  });

  it("holds a sign-in until the device id exists, so the session belongs to this device", async () => {
    const { passwordLogin } = await import("./account");
    const login = passwordLogin({ username: "viewer01", password: "viewer123" });
    await vi.advanceTimersByTimeAsync(LIMITS.deviceIdDelayMs - 1);
    expect(fetchMock).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(deviceHeader(0)).toMatch(/^pc[0-9a-f]{30}$/);
    await login;
  });

  it("sends public reads with the id once it has been made", async () => {
    const { deviceId } = await import("./device");
    const { fetchMatchColumns } = await import("./catalog");
    const made = deviceId();
    await vi.advanceTimersByTimeAsync(LIMITS.deviceIdDelayMs);
    await fetchMatchColumns();
    expect(deviceHeader(0)).toBe(`pc${await made}`);
  });
});
