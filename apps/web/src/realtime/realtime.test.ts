import { describe, expect, it } from "vitest";
import { gatewayUrl } from "./realtime";

describe("gateway address", () => {
  it("uses wss on https pages and carries the token and language", () => {
    expect(gatewayUrl({ protocol: "https:", host: "live.example" }, "abc.def", "zh")).toBe(
      "wss://live.example/web/ws?token=abc.def&lang=zh",
    );
  });

  it("connects visitors without a token", () => {
    expect(gatewayUrl({ protocol: "http:", host: "localhost:5173" }, null, "en")).toBe(
      "ws://localhost:5173/web/ws?lang=en",
    );
  });
});
