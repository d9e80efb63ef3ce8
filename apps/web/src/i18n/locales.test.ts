import { readFileSync } from "node:fs";
import { LANGS } from "@courtside/protocol";
import { describe, expect, it } from "vitest";

/**
 * Every language must have every key, really translated. Both the web's texts and the server's
 * (the protocol's error texts, which the web shows too) are checked.
 */
const SOURCES = {
  web: new URL("./locales/", import.meta.url),
  matches: new URL("./locales/matches/", import.meta.url),
  anchor: new URL("./locales/anchor/", import.meta.url),
  admin: new URL("./locales/admin/", import.meta.url),
  room: new URL("./locales/room/", import.meta.url),
  wallet: new URL("./locales/wallet/", import.meta.url),
  player: new URL("./locales/player/", import.meta.url),
  protocol: new URL("../../../../packages/protocol/src/locales/", import.meta.url),
} as const;

/** Values that are the same in every language on purpose: the product name. */
const SAME_IN_EVERY_LANGUAGE = new Set(["app.name"]);

function flatten(value: unknown, prefix = ""): Map<string, unknown> {
  const entries = new Map<string, unknown>();
  if (typeof value === "object" && value !== null && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) {
      for (const [path, leaf] of flatten(child, prefix ? `${prefix}.${key}` : key)) entries.set(path, leaf);
    }
  } else {
    entries.set(prefix, value);
  }
  return entries;
}

function load(source: URL, lang: string): Map<string, unknown> {
  const parsed: unknown = JSON.parse(readFileSync(new URL(`${lang}.json`, source), "utf8"));
  return flatten(parsed);
}

/** `{{seconds}}` placeholders and the `<service>…</service>` tags that Trans turns into links. */
const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}|<\/?(\w+)>/g)].map((match) => match[0].replace(/\s/g, "")).sort();

describe.each(Object.entries(SOURCES))("%s locales", (_name, source) => {
  const english = load(source, "en");

  it("has English texts", () => {
    expect(english.size).toBeGreaterThan(0);
    for (const [key, value] of english) {
      expect(typeof value === "string" && value.trim() !== "", `en: ${key} is empty`).toBe(true);
    }
  });

  describe.each(LANGS.filter((lang) => lang !== "en"))("%s", (lang) => {
    const messages = load(source, lang);

    it("has exactly the English keys", () => {
      const missing = [...english.keys()].filter((key) => !messages.has(key));
      const extra = [...messages.keys()].filter((key) => !english.has(key));
      expect({ missing, extra }).toEqual({ missing: [], extra: [] });
    });

    it("translates every text, keeping its placeholders", () => {
      const untranslated: string[] = [];
      const wrongPlaceholders: string[] = [];
      for (const [key, source] of english) {
        const text = messages.get(key);
        if (typeof text !== "string" || text.trim() === "") continue; // reported as missing above
        if (text === source && !SAME_IN_EVERY_LANGUAGE.has(key)) untranslated.push(key);
        if (typeof source === "string" && placeholders(text).join() !== placeholders(source).join()) {
          wrongPlaceholders.push(key);
        }
      }
      expect({ untranslated, wrongPlaceholders }).toEqual({ untranslated: [], wrongPlaceholders: [] });
    });
  });
});
