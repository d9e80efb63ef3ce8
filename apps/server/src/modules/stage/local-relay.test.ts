import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig, stageViewersMax } from "../../config.js";
import { janusInstalled } from "../../infra/janus-process.js";
import { startLocalRelay } from "./local-relay.js";

const configWith = (dataDir: string, env: Record<string, string>) =>
  loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: "silent", ...env });

describe("the server's own viewers' relay (STAGE_RELAY)", () => {
  it("tells an installed Janus from a missing one", () => {
    expect(janusInstalled()).toBe(true);
    expect(janusInstalled("/nonexistent/janus")).toBe(false);
    expect(janusInstalled("janus", "/nonexistent/lib")).toBe(false);
  });

  it("starts none when off or when a Janus run apart is named", async () => {
    expect(await startLocalRelay(configWith("/tmp/unused", { STAGE_RELAY: "off" }))).toBeNull();
    const apart = configWith("/tmp/unused", { STAGE_RELAY: "janus", STAGE_RELAY_URL: "http://10.0.0.5:8088/janus" });
    expect(await startLocalRelay(apart)).toBeNull();
    expect(apart.stage.relay).toEqual({ url: "http://10.0.0.5:8088/janus", rtpHost: "127.0.0.1", adminKey: undefined });
    // A node whose viewers Janus serves takes 50 of them by default; one without, 10.
    expect(stageViewersMax(apart.stage)).toBe(50);
    expect(stageViewersMax(configWith("/tmp/unused", { STAGE_RELAY: "off" }).stage)).toBe(10);
    expect(stageViewersMax(configWith("/tmp/unused", { STAGE_RELAY: "off", STAGE_VIEWERS_MAX: "25" }).stage)).toBe(25);
  });

  it("keeps a viewer limit that was set, relay or not", async () => {
    const dataDir = await mkdtemp(join(tmpdir(), "courtside-relay-"));
    try {
      const started = await startLocalRelay(configWith(dataDir, { STAGE_VIEWERS_MAX: "7" }));
      expect(started && stageViewersMax(started.config.stage)).toBe(7);
      await started?.stop();
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 30_000);

  it("starts Janus when installed (auto) and points the configuration at it until stopped", async () => {
    const dataDir = await mkdtemp(join(tmpdir(), "courtside-relay-"));
    try {
      const started = await startLocalRelay(configWith(dataDir, {}));
      expect(started).not.toBeNull();
      const url = started?.config.stage.relay?.url ?? "";
      expect(started && stageViewersMax(started.config.stage)).toBe(50);
      expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/janus$/);
      expect((await fetch(`${url}/info`)).ok).toBe(true);
      await started?.stop();
      await expect(fetch(`${url}/info`)).rejects.toThrow();
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 30_000);
});
