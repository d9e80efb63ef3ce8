import postcss from "postcss";
import type { OutputBundle } from "rolldown";
import { describe, expect, it } from "vitest";
import { LANGS } from "../../../packages/protocol/src/language-list";
import { FIRST_PAINT_KEYS } from "../src/firstPaint/keys";
import { FIRST_PAINT_PAGES } from "../src/firstPaint/paths";
import { dependencyOrder, pageModules, textsOf } from "./firstPaint";
import { classWords, pruneCss, selectorUsed } from "./pruneCss";

describe("the first paint's texts", () => {
  it("has every text in every language, translated", () => {
    const english = textsOf("en");
    for (const lang of LANGS) {
      const texts = textsOf(lang);
      expect(texts).toHaveLength(FIRST_PAINT_KEYS.length);
      for (const text of texts) expect(text.trim()).not.toBe("");
      if (lang !== "en") {
        // A few words are the same in some languages ("Live", "SMS"); most must differ from English.
        const same = texts.filter((text, index) => text === english[index]).length;
        expect(same, lang).toBeLessThan(FIRST_PAINT_KEYS.length / 4);
      }
    }
  });
});

describe("cutting the app's stylesheets to the first paint", () => {
  const words = { names: new Set(["card", "card__title", "is-live"]), prefixes: ["status--"] };

  it("keeps selectors whose classes the first paint writes, or builds from a written prefix", () => {
    expect(selectorUsed(".card .card__title", words)).toBe(true);
    expect(selectorUsed(".card.is-live", words)).toBe(true);
    expect(selectorUsed(".status--live", words)).toBe(true);
    expect(selectorUsed("body", words)).toBe(true);
    expect(selectorUsed(".card .pager", words)).toBe(false);
    // A class under :not() is one the element lacks; it never rules the selector out.
    expect(selectorUsed(".card:not(.is-stale)", words)).toBe(true);
  });

  it("drops unused rules, emptied media blocks and comments, and keeps keyframes", async () => {
    const css = `/* note */ .card{color:red} .pager{color:blue} .card,.pager{margin:0}
      @media (max-width:700px){.pager{display:none}} @media (max-width:900px){.card{padding:0}}
      @keyframes pulse{50%{opacity:.3}}`;
    const { css: out } = await postcss([pruneCss(words)]).process(css, { from: undefined });
    expect(out).not.toContain("note");
    expect(out).not.toContain(".pager");
    expect(out).toContain(".card{margin:0}");
    expect(out).not.toContain("max-width:700px");
    expect(out).toContain("@media (max-width:900px)");
    expect(out).toContain("@keyframes pulse{50%{opacity:.3}}");
  });

  it("finds class names and name prefixes in the first paint's sources", () => {
    const found = classWords(new URL("../src/firstPaint/", import.meta.url).pathname);
    expect(found.names.has("anchor-card__cover")).toBe(true);
    expect(found.prefixes).toContain("match-status--");
  });
});

describe("the painted screens' modules", () => {
  const chunk = (fileName: string, imports: string[], moduleIds: string[], isEntry = false) =>
    [fileName, { type: "chunk", fileName, imports, moduleIds, isEntry }] as const;
  const screenModules = Object.values(FIRST_PAINT_PAGES).flat();
  const bundle = Object.fromEntries([
    chunk("assets/index.js", ["assets/react.js"], ["/app/src/main.tsx"], true),
    chunk("assets/react.js", [], ["/app/node_modules/react/index.js"]),
    chunk("assets/shared.js", ["assets/react.js", "assets/deep.js"], ["/app/src/shared.ts"]),
    chunk("assets/deep.js", [], ["/app/src/deep.ts"]),
    ...screenModules.map((module, index) => chunk(`assets/m${index}.js`, ["assets/shared.js"], [`/app/${module}`])),
  ]) as unknown as OutputBundle;

  it("lists each screen's chunks and what they import, all levels down, without the app's start", () => {
    const pages = pageModules(bundle);
    const first = screenModules.indexOf(FIRST_PAINT_PAGES.login[0]);
    expect(pages.login?.slice(0, 3)).toEqual([`./assets/m${first}.js`, "./assets/shared.js", "./assets/deep.js"]);
    for (const files of Object.values(pages)) {
      expect(files).not.toContain("./assets/index.js");
      expect(files).not.toContain("./assets/react.js");
      expect(new Set(files).size).toBe(files.length);
    }
  });

  it("fails the build when a listed module has no chunk", () => {
    const missing = Object.fromEntries(Object.entries(bundle).filter(([file]) => file !== "assets/m0.js"));
    expect(() => pageModules(missing as OutputBundle)).toThrow(/no chunk for/);
  });
});

describe("the order the app's start is evaluated in", () => {
  const chunk = (fileName: string, imports: string[]) => [fileName, { type: "chunk", fileName, imports }] as const;
  const bundle = Object.fromEntries([
    chunk("assets/runtime.js", []),
    chunk("assets/react.js", ["assets/runtime.js"]),
    chunk("assets/antd-a.js", ["assets/react.js", "assets/antd-b.js", "assets/antd-c.js"]),
    chunk("assets/antd-b.js", ["assets/antd-c.js"]),
    chunk("assets/antd-c.js", []),
    chunk("assets/entry.js", ["assets/antd-a.js"]),
  ]) as unknown as OutputBundle;

  it("puts each chunk after those it imports and otherwise keeps the order", () => {
    const listed = [
      "./assets/runtime.js",
      "./assets/react.js",
      "./assets/antd-a.js",
      "./assets/antd-b.js",
      "./assets/antd-c.js",
    ];
    expect(dependencyOrder(listed, bundle)).toEqual([
      "./assets/runtime.js",
      "./assets/react.js",
      "./assets/antd-c.js",
      "./assets/antd-b.js",
      "./assets/antd-a.js",
    ]);
  });

  it("ignores imports that are not listed (the entry comes last on its own)", () => {
    expect(dependencyOrder(["./assets/antd-b.js", "./assets/runtime.js"], bundle)).toEqual([
      "./assets/antd-b.js",
      "./assets/runtime.js",
    ]);
  });
});
