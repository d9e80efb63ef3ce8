import { createRequire } from "node:module";
import type { Plugin } from "vite";
import { theme } from "../src/components/AppProviders/theme";

/**
 * The antd controls the shell and the first screens draw (the match and anchor lists, a live room,
 * sign-in). Their styles are written at build time; any other control's are generated when it is
 * first shown, as before. The first-paint e2e test checks no first screen generates one.
 */
export const FIRST_SCREEN_CONTROLS = [
  "App",
  "Button",
  "Skeleton",
  "Select",
  "Pagination",
  "Spin",
  "Avatar",
  "InputNumber",
  "Form",
  "Input",
  "Row",
  "Col",
];

/** The file name the stylesheet is emitted under (hashed by the build), found again by that name. */
export const ANTD_STYLES_NAME = "antd.css";

/**
 * antd's styles for `controls`, themed as the app themes them, with the map antd reads to skip
 * generating them again (`.data-ant-cssinjs-cache-path`, @ant-design/cssinjs). antd's CommonJS
 * build is used throughout, so the extractor, the controls and the theme share one antd, one React
 * and one style cache.
 */
export function extractAntdStyles(controls: readonly string[]): string {
  const require = createRequire(import.meta.url);
  const { extractStyle } =
    require("@ant-design/static-style-extract") as typeof import("@ant-design/static-style-extract");
  const antd = require("antd") as typeof import("antd");
  const { createElement } = require("react") as typeof import("react");
  // A form's items have styles of their own, which a bare <Form> does not draw.
  const formItem = createElement(
    antd.Form,
    null,
    createElement(antd.Form.Item, { label: "-" }, createElement(antd.Input)),
  );
  const css = extractStyle({
    includes: [...controls],
    antdInstance: antd,
    customTheme: (node) => createElement(antd.ConfigProvider, { theme }, node, formItem),
  });
  // antd names its classes differently outside production, so such styles would match nothing.
  if (css.includes("css-dev-only")) throw new Error("antd styles: extracted outside production mode");
  return css;
}

/**
 * Emits the first screens' antd styles as a stylesheet (`assets/antd-<hash>.css`). The first paint
 * requests it with the app's scripts (src/firstPaint/loadApp.ts) and the app renders once it is in
 * (src/antdStyles.ts), so antd finds its styles written and spends no time building them at start.
 */
export function antdStyles(): Plugin {
  return {
    name: "courtside:antd-styles",
    apply: "build",
    generateBundle() {
      this.emitFile({ type: "asset", name: ANTD_STYLES_NAME, source: extractAntdStyles(FIRST_SCREEN_CONTROLS) });
    },
  };
}
