import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { antdConfigSlim } from "./build/antdConfigSlim";
import { antdStyles } from "./build/antdStyles";
import { firstPaint } from "./build/firstPaint";
import { precompress } from "./build/precompress";
import { pureSchemas } from "./build/pureSchemas";
import { serviceWorker } from "./build/serviceWorker";

/** antd and its parts, plus the cropper built on them. */
const ANTD = /node_modules[\\/](antd|@ant-design|@rc-component|rc-[\w-]+|antd-img-crop|react-easy-crop)[\\/]/;

/**
 * The chunk of a locale file. A language's core texts are one chunk: our own (`locales/<lang>.json`),
 * the home page's (`locales/matches/<lang>.json`), the server's (`protocol/src/locales/<lang>.json`)
 * and antd's and dayjs's locales (`antd/es/locale/pt_BR.js`, `dayjs/locale/pt-br.js`). Every other
 * area of it is a chunk of its own (`locales/<area>/<lang>.json`), fetched with the screens reading
 * it (i18n/resources.ts). So a visitor downloads only their language, and only what they look at.
 * (Only antd's top locale files: its controls import some of their parts' locales by themselves.)
 */
const LOCALE_FILE =
  /(?:[\\/]locales[\\/](?:(\w+)[\\/])?(\w+)\.json|node_modules[\\/](?:antd[\\/]es|dayjs)[\\/]locale[\\/]([\w-]+)\.js)$/;
/** Areas read by the first screen, which come with a language's core texts. */
const CORE_AREAS = new Set(["matches"]);
const LANG_OF: Record<string, string> = {
  ...Object.fromEntries(["en", "zh", "tw", "ind", "vie", "tha", "por", "hin"].map((lang) => [lang, lang])),
  // Not antd's en_US: antd has English built in, so its English files go with the controls using them.
  ...{ zh_CN: "zh", "zh-cn": "zh", zh_TW: "tw", "zh-tw": "tw", id_ID: "ind", id: "ind" },
  ...{ vi_VN: "vie", vi: "vie", th_TH: "tha", th: "tha", pt_BR: "por", "pt-br": "por", hi_IN: "hin", hi: "hin" },
};
function localeChunk(id: string): string | null {
  const match = LOCALE_FILE.exec(id);
  const lang = LANG_OF[match?.[2] ?? match?.[3] ?? ""];
  if (!lang) return null;
  const area = match?.[1];
  return area && !CORE_AREAS.has(area) ? `locale-${lang}-${area}` : `locale-${lang}`;
}

export default defineConfig({
  // Relative asset URLs: with hash routing the app is always served from its index.html, so the
  // same build works at `/` and behind a path prefix.
  base: "./",
  plugins: [
    react(),
    antdConfigSlim(),
    pureSchemas(),
    antdStyles(),
    firstPaint(new URL("./src/firstPaint/index.ts", import.meta.url)),
    serviceWorker(new URL("./src/sw/sw.ts", import.meta.url)),
    precompress(),
  ],
  resolve: {
    // zod set up for our CSP before any schema is built (see the module); exactly "zod", so the
    // module's own `zod/v4` imports reach the library.
    alias: [{ find: /^zod$/, replacement: fileURLToPath(new URL("./src/zodCsp.ts", import.meta.url)) }],
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    // `.vite/manifest.json`: which chunks each page needs, read by the size budget check.
    manifest: true,
    chunkSizeWarningLimit: 600,
    // The first paint asks for the app's modules with <link rel="modulepreload"> (src/firstPaint/loadApp.ts);
    // a browser without it fetches each module as it is imported, so no polyfill is shipped.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // treeshake.manualPureFunctions: `z` and the protocol's schemas and their helpers
      // (build/pureSchemas.ts): the schemas a page never uses are dropped, so importing a constant
      // does not bring zod along.
      output: {
        // Libraries change far less often than our code; separate chunks stay cached across deploys.
        codeSplitting: {
          groups: [
            // Only the locale files themselves: the libraries they extend (dayjs) stay where they are.
            {
              name: localeChunk,
              debugName: "locales",
              test: (id) => localeChunk(id) !== null,
              includeDependenciesRecursively: false,
              priority: 5,
            },
            { name: "react", test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/, priority: 4 },
            // Only what the shell needs at start ($initial) goes in the shared antd and vendor chunks.
            // Controls that only some pages use (date picker, cascader, upload, the cropper) are left
            // to the default splitting, so they arrive with those pages instead of on every first visit.
            // In parts of at most about 40 KB (minified): the first paint evaluates the app's start
            // one chunk per task (src/firstPaint/loadApp.ts), and antd whole was one long task.
            { name: "antd", test: ANTD, tags: ["$initial"], maxSize: 150_000, priority: 3 },
            // zod only for the pages that validate a form: protocol modules the shell reads constants
            // from import it too, which would otherwise make it part of the shell's vendor chunk.
            { name: "zod", test: /node_modules[\\/]zod[\\/]/, priority: 3 },
            { name: "vendor", test: /node_modules[\\/]/, tags: ["$initial"], priority: 2 },
          ],
        },
      },
    },
  },
  server: {
    // The API and the realtime websocket both live under /web on the server (default port 8080).
    proxy: {
      "/web": { target: "http://localhost:8080", changeOrigin: true, ws: true },
    },
  },
});
