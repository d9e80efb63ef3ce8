import { ANTD_STYLES_ATTR, ANTD_STYLES_SETTLED } from "./handoffIds";

/**
 * The app's entry and the modules it starts with, from the build's index.html, and antd's
 * stylesheet (build/firstPaint.ts, build/antdStyles.ts).
 */
declare const __APP_SCRIPTS__: { entry: string; preload: string[]; styles: string[] };

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

export function loadApp(): void {
  if (requested) return;
  requested = true;
  // Read once: the build writes the whole object in at each mention.
  const { entry, preload, styles } = __APP_SCRIPTS__;
  for (const href of styles) {
    const sheet = link("stylesheet", href);
    sheet.setAttribute(ANTD_STYLES_ATTR, "");
    const settle = () => sheet.setAttribute(ANTD_STYLES_ATTR, ANTD_STYLES_SETTLED);
    sheet.addEventListener("load", settle, { once: true });
    sheet.addEventListener("error", settle, { once: true });
    document.head.prepend(sheet);
  }
  for (const href of preload) {
    const module = link("modulepreload", href);
    module.crossOrigin = "";
    document.head.append(module);
  }
  const script = document.createElement("script");
  script.type = "module";
  script.crossOrigin = "";
  script.src = entry;
  document.head.append(script);
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
