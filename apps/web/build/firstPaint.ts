import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { OutputBundle, OutputChunk } from "rolldown";
import { build, type Plugin } from "vite";
import { LANGS, type Lang } from "../../../packages/protocol/src/language-list";
import { FIRST_PAINT_KEYS } from "../src/firstPaint/keys";
import { FIRST_PAINT_PAGES, type FirstPaintPage } from "../src/firstPaint/paths";
import { ANTD_STYLES_NAME } from "./antdStyles";
import { classWords, pruneCss } from "./pruneCss";

const LOCALES = new URL("../src/i18n/locales/", import.meta.url);
const TEXTS_ID = "virtual:first-paint-texts";

interface AppScripts {
  entry: string;
  preload: string[];
  /** Stylesheets requested with the scripts: antd's, written at build time (build/antdStyles.ts). */
  styles: string[];
  /**
   * A JSON file: per painted screen, its modules' chunks and the chunks those import, beyond
   * `preload` (`pageModules`). A file of its own, as in index.html its 1.5 KB would take the page
   * past the 14 KB a new connection's first round trip brings.
   */
  pages: string;
}

/** A key's text in one language: `area.rest` from `locales/<area>/<lang>.json` if that area exists, else the core file. */
export function textsOf(lang: Lang): string[] {
  const files = new Map<string, unknown>();
  const file = (path: string): unknown => {
    if (!files.has(path)) files.set(path, JSON.parse(readFileSync(new URL(path, LOCALES), "utf8")));
    return files.get(path);
  };
  return FIRST_PAINT_KEYS.map((key) => {
    const [first = "", ...rest] = key.split(".");
    const inArea = existsSync(new URL(`${first}/${lang}.json`, LOCALES));
    const path = inArea ? rest : [first, ...rest];
    const value = path.reduce<unknown>(
      (node, part) => (typeof node === "object" && node !== null ? Reflect.get(node, part) : undefined),
      file(inArea ? `${first}/${lang}.json` : `${lang}.json`),
    );
    if (typeof value !== "string") throw new Error(`first paint: no text "${key}" in ${lang}`);
    return value;
  });
}

/** `virtual:first-paint-texts`: per language, the first paint's texts in FIRST_PAINT_KEYS order. */
function firstPaintTexts(): Plugin {
  return {
    name: "courtside:first-paint-texts",
    resolveId: (id) => (id === TEXTS_ID ? `\0${TEXTS_ID}` : undefined),
    load: (id) =>
      id === `\0${TEXTS_ID}`
        ? `export default ${JSON.stringify(Object.fromEntries(LANGS.map((lang) => [lang, textsOf(lang)])))};`
        : undefined,
  };
}

/**
 * Takes the app's tags out of index.html: its scripts, which the first paint requests after its own
 * frame with antd's stylesheet (src/firstPaint/loadApp.ts), and its stylesheet, written in as a
 * <style> so the first frame waits for no request.
 */
function takeAppTags(html: string, bundle: OutputBundle, pages: string): { html: string; scripts: AppScripts } {
  const styles = Object.values(bundle)
    .filter((item) => item.type === "asset" && item.names.includes(ANTD_STYLES_NAME))
    .map((item) => `./${item.fileName}`);
  const scripts: AppScripts = { entry: "", preload: [], styles, pages };
  let page = html.replace(/\s*<script type="module" crossorigin src="([^"]+)"><\/script>/, (_tag, src: string) => {
    scripts.entry = src;
    return "";
  });
  page = page.replace(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g, (_tag, href: string) => {
    scripts.preload.push(href);
    return "";
  });
  // The link stays, disabled (neither fetched nor applied), so that Vite's preload helper, which
  // looks for a stylesheet among the page's links, does not fetch it again for a lazy module.
  page = page.replace(/<link rel="stylesheet" crossorigin href="\.\/([^"]+)">/g, (tag, file: string) => {
    const asset = bundle[file];
    return asset?.type === "asset" ? `<style>${String(asset.source)}</style>${tag.replace(">", " disabled>")}` : tag;
  });
  if (!scripts.entry) throw new Error("first paint: index.html has no module script");
  scripts.preload = dependencyOrder(scripts.preload, bundle);
  return { html: page, scripts };
}

/**
 * `hrefs` (`./assets/…`) with each after the ones among them it imports, otherwise in their order:
 * evaluated one per task in this order, a chunk finds what it imports evaluated already, so no task
 * evaluates two of them (index.html lists a chunk's imports after it at times).
 */
export function dependencyOrder(hrefs: readonly string[], bundle: OutputBundle): string[] {
  const listed = new Set(hrefs);
  const ordered: string[] = [];
  const placed = new Set<string>();
  const place = (href: string) => {
    if (placed.has(href)) return;
    placed.add(href);
    const chunk = bundle[href.replace(/^\.\//, "")];
    for (const imported of chunk?.type === "chunk" ? chunk.imports : []) {
      if (listed.has(`./${imported}`)) place(`./${imported}`);
    }
    ordered.push(href);
  };
  for (const href of hrefs) place(href);
  return ordered;
}

/**
 * Each painted screen's modules' chunks and every chunk they import statically, all levels down,
 * in the order a browser meets them, without those the app starts with (the entry's, all levels
 * down), as `./assets/…`.
 */
export function pageModules(bundle: OutputBundle): Partial<Record<FirstPaintPage, string[]>> {
  const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === "chunk");
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  /** Adds `file` and the chunks it imports, all levels down, that `seen` lacks, to both. */
  const walk = (file: string, seen: Set<string>, files: string[] = []): string[] => {
    const href = `./${file}`;
    if (seen.has(href)) return files;
    seen.add(href);
    files.push(href);
    for (const imported of byFile.get(file)?.imports ?? []) walk(imported, seen, files);
    return files;
  };
  const started = new Set<string>();
  for (const chunk of chunks) if (chunk.isEntry) walk(chunk.fileName, started);
  const pages: Partial<Record<FirstPaintPage, string[]>> = {};
  for (const [page, modules] of Object.entries(FIRST_PAINT_PAGES) as [FirstPaintPage, readonly string[]][]) {
    const seen = new Set(started);
    const files: string[] = [];
    for (const module of modules) {
      const chunk = chunks.find((item) => item.moduleIds.some((id) => id.endsWith(`/${module}`)));
      if (!chunk) throw new Error(`first paint: no chunk for ${module}`);
      walk(chunk.fileName, seen, files);
    }
    pages[page] = files;
  }
  return pages;
}

/** The first paint as one minified classic script, safe to write inside <script>. */
async function buildFirstPaint(entry: URL, scripts: AppScripts): Promise<string> {
  const result = await build({
    configFile: false,
    logLevel: "warn",
    plugins: [firstPaintTexts()],
    define: { __APP_SCRIPTS__: JSON.stringify(scripts) },
    // The app's stylesheets the screens take, cut to the classes the first paint writes.
    css: { postcss: { plugins: [pruneCss(classWords(fileURLToPath(new URL(".", entry))))] } },
    build: {
      write: false,
      minify: true,
      lib: { entry: fileURLToPath(entry), formats: ["iife"], name: "courtsideFirstPaint" },
      rolldownOptions: { treeshake: { manualPureFunctions: ["z"] } },
    },
  });
  const outputs = Array.isArray(result) ? result : [result];
  const chunk = outputs
    .flatMap((output) => ("output" in output ? output.output : []))
    .find((item) => item.type === "chunk");
  if (chunk?.type !== "chunk") throw new Error("first paint: nothing built");
  return chunk.code.trim().replace(/<\/script/gi, "<\\/script");
}

/**
 * Builds the first paint (src/firstPaint/index.ts) into one classic script with its styles and
 * texts, and writes it into index.html right after #root, so it runs as the page is parsed, with no
 * request of its own; the app's own tags leave the page for it to request (takeAppTags). The server allows it by its hash (apps/server/src/http/inline-scripts.ts).
 */
export function firstPaint(entry: URL): Plugin[] {
  let pagesFile = "";
  return [
    firstPaintTexts(),
    {
      name: "courtside:first-paint",
      apply: "build",
      // Before index.html is written (Vite's own generateBundle), which names the file.
      generateBundle: {
        order: "pre",
        handler(_options, bundle) {
          const source = JSON.stringify(pageModules(bundle));
          pagesFile = this.getFileName(this.emitFile({ type: "asset", name: "first-paint-pages.json", source }));
        },
      },
      transformIndexHtml: {
        order: "post",
        async handler(html, context) {
          if (!pagesFile) throw new Error("first paint: the screens' module list was not written");
          const page = takeAppTags(html, context.bundle ?? {}, `./${pagesFile}`);
          const code = await buildFirstPaint(entry, page.scripts);
          const marker = '<div id="root"></div>';
          if (!page.html.includes(marker)) throw new Error("first paint: index.html has no #root");
          return page.html.replace(marker, `${marker}\n    <script>${code}</script>`);
        },
      },
    },
  ];
}
