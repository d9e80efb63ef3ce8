import { ANTD_STYLES_ATTR } from "./firstPaint/handoffIds";

/**
 * Resolves once antd's build-time stylesheet (build/antdStyles.ts) has loaded or failed, at once
 * when the page has none (the dev server). antd reads the stylesheet's map of written styles the
 * first time a control renders: read before it loads, antd would generate them all again.
 */
export function antdStylesReady(): Promise<void> {
  const links = [...document.querySelectorAll<HTMLLinkElement>(`link[${ANTD_STYLES_ATTR}]`)];
  return Promise.all(
    links.map((link) =>
      link.sheet
        ? undefined
        : new Promise<void>((resolve) => {
            link.addEventListener("load", () => resolve(), { once: true });
            link.addEventListener("error", () => resolve(), { once: true });
          }),
    ),
  ).then(() => undefined);
}
