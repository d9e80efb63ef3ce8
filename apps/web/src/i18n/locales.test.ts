import { readFileSync } from "node:fs";
import { LANGS } from "@courtside/protocol";
import { describe, expect, it } from "vitest";
import { pluralForms } from "./plural";

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
  im: new URL("./locales/im/", import.meta.url),
  group: new URL("./locales/group/", import.meta.url),
  notify: new URL("./locales/notify/", import.meta.url),
  stage: new URL("./locales/stage/", import.meta.url),
  documents: new URL("./locales/documents/", import.meta.url),
  bookings: new URL("./locales/bookings/", import.meta.url),
  search: new URL("./locales/search/", import.meta.url),
  accountPages: new URL("./locales/accountPages/", import.meta.url),
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

/** `x_one`, `x_other`, … are one text in the plural forms a language needs (i18next's count). */
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const baseKey = (key: string) => key.replace(PLURAL_SUFFIX, "");

/** The keys with each plural family as its base key, and each family's forms. */
function shape(messages: Map<string, unknown>) {
  const keys = new Set<string>();
  const families = new Map<string, string[]>();
  for (const key of messages.keys()) {
    keys.add(baseKey(key));
    const form = PLURAL_SUFFIX.exec(key)?.[1];
    if (form) families.set(baseKey(key), [...(families.get(baseKey(key)) ?? []), form].sort());
  }
  // The server's texts keep the plain key as the general form beside `key_one` (messages.ts).
  for (const [key, forms] of families) if (messages.has(key)) families.set(key, [...forms, "other"].sort());
  return { keys, families };
}

/** `{{seconds}}` placeholders and the `<service>…</service>` tags that Trans turns into links. */
const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}|<\/?(\w+)>/g)].map((match) => match[0].replace(/\s/g, "")).sort();

describe.each(Object.entries(SOURCES))("%s locales", (_name, source) => {
  const english = load(source, "en");

  const englishShape = shape(english);

  it("has English texts, in English's plural forms", () => {
    expect(english.size).toBeGreaterThan(0);
    for (const [key, forms] of englishShape.families) expect(forms, key).toEqual([...pluralForms("en")].sort());
    for (const [key, value] of english) {
      expect(typeof value === "string" && value.trim() !== "", `en: ${key} is empty`).toBe(true);
    }
  });

  describe.each(LANGS.filter((lang) => lang !== "en"))("%s", (lang) => {
    const messages = load(source, lang);

    it("has exactly the English keys, each count in this language's plural forms", () => {
      const own = shape(messages);
      const missing = [...englishShape.keys].filter((key) => !own.keys.has(key));
      const extra = [...own.keys].filter((key) => !englishShape.keys.has(key));
      expect({ missing, extra }).toEqual({ missing: [], extra: [] });
      // English's forms too: every language's file is typed by English's.
      const forms = [...new Set([...pluralForms("en"), ...pluralForms(lang)])].sort();
      const wrongForms = [...englishShape.families.keys()].filter(
        (key) => own.families.get(key)?.join() !== forms.join(),
      );
      expect(wrongForms).toEqual([]);
    });

    it("translates every text, keeping its placeholders", () => {
      const untranslated: string[] = [];
      const wrongPlaceholders: string[] = [];
      for (const [key, text] of messages) {
        // A plural form English lacks is compared with English's general one.
        const source = english.get(key) ?? english.get(`${baseKey(key)}_other`);
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
