import { describe, expect, it } from "vitest";
import { acceptLanguageTags, pickLang, resolveLang } from "./languages.js";

describe("language resolution (DECISIONS 1)", () => {
  it.each([
    ["zh-TW", "tw"],
    ["zh-Hant", "tw"],
    ["zh-Hant-HK", "tw"],
    ["zh_HK", "tw"],
    ["zh-CN", "zh"],
    ["zh", "zh"],
    ["zh-Hans-SG", "zh"],
    ["id-ID", "ind"],
    ["vi", "vie"],
    ["th-TH", "tha"],
    ["pt-BR", "por"],
    ["hi-IN", "hin"],
    ["en-GB", "en"],
    ["tw", "tw"],
    ["IND", "ind"],
  ])("%s → %s", (tag, lang) => {
    expect(resolveLang(tag)).toBe(lang);
  });

  it("knows nothing of unsupported languages", () => {
    expect(resolveLang("fr-FR")).toBeUndefined();
    expect(resolveLang("")).toBeUndefined();
    expect(resolveLang(undefined)).toBeUndefined();
  });

  it("takes the first supported candidate, else English", () => {
    expect(pickLang([null, "fr", "th", "zh"])).toBe("tha");
    expect(pickLang(["de", "fr"])).toBe("en");
    expect(pickLang([])).toBe("en");
  });

  it("orders Accept-Language by quality", () => {
    expect(acceptLanguageTags("fr;q=0.5, zh-TW, en;q=0.8, *;q=0.1")).toEqual(["zh-TW", "en", "fr"]);
    expect(acceptLanguageTags(undefined)).toEqual([]);
  });
});
