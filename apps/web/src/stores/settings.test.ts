import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MemoryStorage } from "../testing/memoryStorage";

let memory: MemoryStorage;

beforeEach(() => {
  vi.resetModules();
  memory = new MemoryStorage();
  vi.stubGlobal("localStorage", memory);
  vi.stubGlobal("navigator", { languages: ["en-GB"], language: "en-GB" });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the account's language", () => {
  it("is followed when the user never chose one here, without being stored as a choice", async () => {
    const { useSettingsStore } = await import("./settings");
    useSettingsStore.getState().adoptAccountLang("tha");
    expect(useSettingsStore.getState().lang).toBe("tha");
    expect(memory.getItem("lang")).toBeNull();
  });

  it("does not override a language the user chose", async () => {
    memory.setItem("lang", "por");
    const { useSettingsStore } = await import("./settings");
    useSettingsStore.getState().adoptAccountLang("tha");
    expect(useSettingsStore.getState().lang).toBe("por");
  });
});
