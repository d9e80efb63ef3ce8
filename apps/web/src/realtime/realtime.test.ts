import { describe, expect, it } from "vitest";
import { authFrame, gatewayUrl } from "./realtime";

describe("gateway address", () => {
  it("uses wss on https pages and carries the language, never the token", () => {
    expect(gatewayUrl({ protocol: "https:", host: "live.example" }, "zh")).toBe("wss://live.example/web/ws?lang=zh");
    expect(gatewayUrl({ protocol: "http:", host: "localhost:5173" }, "en")).toBe("ws://localhost:5173/web/ws?lang=en");
  });

  it("signs in with the first frame, and a visitor's says nothing", () => {
    expect(authFrame("abc.def")).toEqual({ type: "auth", token: "abc.def" });
    expect(authFrame(null)).toEqual({ type: "auth" });
  });
});
