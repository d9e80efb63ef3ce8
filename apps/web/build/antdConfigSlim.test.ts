import { describe, expect, it } from "vitest";
import { antdConfigSlim } from "./antdConfigSlim";

type Hook = (this: unknown, ...args: unknown[]) => unknown;
const plugin = antdConfigSlim();
const resolveId = plugin.resolveId as Hook;
const load = plugin.load as Hook;
const CONFIG_PROVIDER = "/app/node_modules/antd/es/config-provider/index.js";

describe("antd's ConfigProvider without the shared-tooltip provider", () => {
  it("gives ConfigProvider's import a stand-in and leaves Tooltip's own", () => {
    const standIn = resolveId.call({}, "../tooltip/UniqueProvider", CONFIG_PROVIDER);
    expect(standIn).toEqual(expect.stringMatching(/^\0/));
    expect(resolveId.call({}, "./UniqueProvider", "/app/node_modules/antd/es/tooltip/index.js")).toBeNull();
    expect(resolveId.call({}, "../tooltip/UniqueProvider", "/app/src/App.tsx")).toBeNull();
    expect(load.call({}, standIn)).toMatch(/children/);
    expect(load.call({}, CONFIG_PROVIDER)).toBeNull();
  });

  it("still finds the import it replaces in antd's ConfigProvider", async () => {
    const { readFile } = await import("node:fs/promises");
    const { createRequire } = await import("node:module");
    const file = createRequire(import.meta.url).resolve("antd/es/config-provider/index.js");
    expect(await readFile(file, "utf8")).toContain("from '../tooltip/UniqueProvider'");
  });
});
