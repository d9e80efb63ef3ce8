import { ANTD_STYLES_ATTR, ANTD_STYLES_SETTLED } from "./firstPaint/handoffIds";

/**
 * Resolves once antd's build-time stylesheet (build/antdStyles.ts) has loaded or failed, at once
 * when the page has none (the dev server). antd reads the stylesheet's map of written styles the
 * first time a control renders: read before it loads, antd would generate them all again.
 */
export function antdStylesReady(): Promise<void> {
  const links = [...document.querySelectorAll<HTMLLinkElement>(`link[${ANTD_STYLES_ATTR}]`)];
  return Promise.all(
    links.map((link) =>
      // A sheet that failed before the app's scripts ran has no `sheet` and fires no more events.
      link.getAttribute(ANTD_STYLES_ATTR) === ANTD_STYLES_SETTLED
        ? undefined
        : new Promise<void>((resolve) => {
            link.addEventListener("load", () => resolve(), { once: true });
            link.addEventListener("error", () => resolve(), { once: true });
          }),
    ),
  ).then(() => undefined);
}
