import { importInSteps } from "../importInSteps";
import { nextTask } from "../nextTask";
import { ANTD_STYLES_ATTR, ANTD_STYLES_SETTLED, FIRST_SCREEN_MODULE_ATTR } from "./handoffIds";
import type { FirstPaintPage } from "./paths";

/**
 * The app's entry and the modules it starts with, from the build's index.html, antd's stylesheet,
 * and the file listing each painted screen's modules beyond those (build/firstPaint.ts,
 * build/antdStyles.ts).
 */
declare const __APP_SCRIPTS__: {
  entry: string;
  preload: string[];
  styles: string[];
  /** A JSON file: per painted screen, the modules it needs beyond `preload`. */
  pages: string;
};

/**
 * Module preload links added per task. Each added link costs the page's main thread about half a
 * millisecond on a phone-class CPU, at times several (under a debugger, or while the page takes in
 * responses), and a screen needs 20–70 modules beyond the app's start: in steps, none of the tasks
 * is long.
 */
const LINKS_PER_TASK = 8;

/**
 * Requests the app. The build takes its script tags out of index.html, so the first paint is drawn
 * before the browser starts on about 300 KB of scripts; they then come in parallel, as the tags
 * would have asked for them. antd's stylesheet goes first in <head>, where antd puts the styles it
 * generates, so the app's own stylesheets still come after it and win over it.
 */
let requested = false;

function link(rel: string, href: string): HTMLLinkElement {
  const element = document.createElement("link");
  element.rel = rel;
  element.href = href;
  return element;
}

function modulePreload(href: string): HTMLLinkElement {
  const module = link("modulepreload", href);
  module.crossOrigin = "";
  return module;
}

async function preloadInSteps(hrefs: string[]): Promise<void> {
  for (let start = 0; start < hrefs.length; start += LINKS_PER_TASK) {
    if (start > 0) await nextTask();
    for (const href of hrefs.slice(start, start + LINKS_PER_TASK)) {
      const module = modulePreload(href);
      module.setAttribute(FIRST_SCREEN_MODULE_ATTR, "");
      document.head.append(module);
    }
  }
}

/**
 * Requests the app, and with it the painted screen's own modules: the router's first load then
 * finds them on their way instead of adding a link per module itself, in the middle of the app's
 * start (Vite's preload helper skips the modules the page already links).
 */
export function loadApp(page?: FirstPaintPage): void {
  if (requested) return;
  requested = true;
  // Read once: the build writes the whole object in at each mention.
  const { entry, preload, styles, pages } = __APP_SCRIPTS__;
  // Asked for first: the list is small and comes back while the app's scripts are still arriving.
  if (page) void preloadPage(pages, page);
  for (const href of styles) {
    const sheet = link("stylesheet", href);
    sheet.setAttribute(ANTD_STYLES_ATTR, "");
    const settle = () => sheet.setAttribute(ANTD_STYLES_ATTR, ANTD_STYLES_SETTLED);
    sheet.addEventListener("load", settle, { once: true });
    sheet.addEventListener("error", settle, { once: true });
    document.head.prepend(sheet);
  }
  for (const href of [...preload, entry]) document.head.append(modulePreload(href));
  // The entry's imports, evaluated one per task before it: together they were one task of several
  // hundred milliseconds on a phone (React, antd, the libraries), in index.html's order, each after
  // those it imports. Should one fail, the entry is added all the same and reports it.
  void importInSteps(preload).finally(() => {
    const script = document.createElement("script");
    script.type = "module";
    script.crossOrigin = "";
    script.src = entry;
    document.head.append(script);
  });
}

async function preloadPage(list: string, page: FirstPaintPage): Promise<void> {
  try {
    const response = await fetch(list);
    const pages = (await response.json()) as Partial<Record<FirstPaintPage, string[]>>;
    await preloadInSteps(pages[page] ?? []);
  } catch {
    // Only a head start: the router asks for the screen's code all the same.
  }
}

/** After the next frame is on screen (or soon, in a tab that draws no frames while hidden). */
export function afterFirstFrame(run: () => void): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    run();
  };
  requestAnimationFrame(() => setTimeout(once, 0));
  setTimeout(once, 250);
}
