/** The app's entry and the modules it starts with, from the build's index.html (build/firstPaint.ts). */
declare const __APP_SCRIPTS__: { entry: string; preload: string[] };

/**
 * Requests the app. The build takes its script tags out of index.html, so the first paint is drawn
 * before the browser starts on about 300 KB of scripts; they then come in parallel, as the tags
 * would have asked for them.
 */
let requested = false;

export function loadApp(): void {
  if (requested) return;
  requested = true;
  for (const href of __APP_SCRIPTS__.preload) {
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.crossOrigin = "";
    link.href = href;
    document.head.append(link);
  }
  const script = document.createElement("script");
  script.type = "module";
  script.crossOrigin = "";
  script.src = __APP_SCRIPTS__.entry;
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
