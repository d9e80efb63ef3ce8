/** The first paint's element, shared by the script that draws it and the app that removes it. */
export const FIRST_PAINT_ID = "first-paint";
/** On <html> while the first paint shows; index.html keeps #root hidden (but laid out) meanwhile. */
export const FIRST_PAINT_CLASS = "first-paint";
/** How long the first paint waits for the app before it steps aside anyway. */
export const FIRST_PAINT_TIMEOUT_MS = 20_000;
/**
 * On the <link> of antd's build-time stylesheet, which the app waits for before its first render;
 * its value becomes ANTD_STYLES_SETTLED once the sheet has loaded or failed, which may be before the
 * app's scripts run.
 */
export const ANTD_STYLES_ATTR = "data-antd-styles";
export const ANTD_STYLES_SETTLED = "settled";
/**
 * On the module preload links the first paint adds for its screen's own modules; the router's first
 * load evaluates them one per task (firstScreenModules.ts).
 */
export const FIRST_SCREEN_MODULE_ATTR = "data-first-screen";
