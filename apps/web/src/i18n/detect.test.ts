import { describe, expect, it } from "vitest";
import { detectLang } from "./detect";

describe("interface language", () => {
  it("prefers the stored choice", () => {
    expect(detectLang("tha", ["en-US"])).toBe("tha");
    expect(detectLang("zh", ["pt-BR"])).toBe("zh");
  });

  it("ignores an unknown stored value and falls back to the browser", () => {
    expect(detectLang("klingon", ["id-ID"])).toBe("ind");
  });

  it("maps Taiwan and traditional Chinese to tw, other Chinese to zh", () => {
    expect(detectLang(null, ["zh-TW"])).toBe("tw");
    expect(detectLang(null, ["zh-Hant"])).toBe("tw");
    expect(detectLang(null, ["zh-HK"])).toBe("tw");
    expect(detectLang(null, ["zh-CN"])).toBe("zh");
    expect(detectLang(null, ["zh"])).toBe("zh");
    expect(detectLang(null, ["zh-Hans-SG"])).toBe("zh");
  });

  it("takes the first supported browser language in order", () => {
    expect(detectLang(null, ["fr-FR", "de", "vi-VN", "en"])).toBe("vie");
    expect(detectLang(undefined, ["hi-IN"])).toBe("hin");
    expect(detectLang(null, ["pt-PT"])).toBe("por");
    expect(detectLang(null, ["th"])).toBe("tha");
  });

  it("falls back to English", () => {
    expect(detectLang(null, ["fr-FR", "de-DE"])).toBe("en");
    expect(detectLang(null, [])).toBe("en");
  });
});
