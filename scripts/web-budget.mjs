// The web app's size budget, read from the build's manifest (apps/web/dist/.vite/manifest.json):
// the JavaScript a first visit to a page downloads, compressed as the server sends it (brotli).
// Run after `npm run build`; exits 1 when a page is over its budget. `--table` prints every page.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";

const dist = process.env.WEB_DIST ?? new URL("../apps/web/dist/", import.meta.url).pathname;
const KB = 1024;

/**
 * Budgets of JavaScript a first visit downloads (the shell, the page's code, the texts of its
 * language), in brotli bytes. The match list is the home page: what most visits start with.
 */
const BUDGETS = { "src/pages/MatchList/MatchList.tsx": 200 * KB };
/**
 * The first paint: the inline script of index.html that draws the first screens before the app's
 * scripts are requested (apps/web/src/firstPaint). It comes with the page itself, so it has a
 * budget of its own; the app's budget above counts what is requested after it.
 */
const FIRST_PAINT_BUDGET = 16 * KB;
/**
 * antd's stylesheet, written at build time for the first screens' controls and requested with the
 * app (apps/web/build/antdStyles.ts). Every control of antd would be about four times this.
 */
const ANTD_STYLES_BUDGET = 32 * KB;
/** The language a first visit is measured in; each language's texts are one chunk of their own. */
const LANGUAGE_CHUNK = "locale-en";

const manifest = JSON.parse(readFileSync(join(dist, ".vite/manifest.json"), "utf8"));

/** Manifest keys of the chunks `keys` need at once: themselves and their static imports. */
function closure(keys) {
  const seen = new Set();
  const stack = [...keys];
  while (stack.length > 0) {
    const key = stack.pop();
    if (seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    stack.push(...(manifest[key].imports ?? []));
  }
  return seen;
}

const sizes = new Map();
/** Brotli and gzip bytes of a built file: the build's own copies, or compressed here for small files. */
function sizeOf(file) {
  if (!sizes.has(file)) {
    const path = join(dist, file);
    const body = readFileSync(path);
    const br = existsSync(`${path}.br`) ? readFileSync(`${path}.br`).length : brotliCompressSync(body).length;
    const gz = existsSync(`${path}.gz`) ? readFileSync(`${path}.gz`).length : gzipSync(body).length;
    sizes.set(file, { raw: body.length, br: Math.min(br, body.length), gz: Math.min(gz, body.length) });
  }
  return sizes.get(file);
}

const total = (keys, measure = "br") => [...keys].reduce((sum, key) => sum + sizeOf(manifest[key].file)[measure], 0);
const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;

const shell = closure(["index.html"]);
const language = Object.keys(manifest).find((key) => manifest[key].name === LANGUAGE_CHUNK);
if (!language) throw new Error(`no ${LANGUAGE_CHUNK} chunk in the manifest`);
const pages = Object.keys(manifest)
  .filter((key) => manifest[key].isDynamicEntry && key.startsWith("src/pages/"))
  .sort();

const rows = pages.map((page) => {
  const own = new Set([...closure([page])].filter((key) => !shell.has(key)));
  const first = new Set([...shell, ...closure([page]), ...closure([language])]);
  return { page, own: total(own), first: total(first), firstGzip: total(first, "gz"), budget: BUDGETS[page] };
});

const inlineScripts = [...readFileSync(join(dist, "index.html"), "utf8").matchAll(/<script>([\s\S]*?)<\/script>/g)]
  .map(([, body]) => body)
  .join("");
const firstPaint = brotliCompressSync(inlineScripts).length;

console.log(
  `web budget: shell ${kb(total(shell))}, ${LANGUAGE_CHUNK} ${kb(total(closure([language])))} (brotli, as served)`,
);
let over = 0;
const firstPaintOver = firstPaint > FIRST_PAINT_BUDGET;
if (firstPaintOver) over += 1;
console.log(
  `  first paint (inline in index.html)${" ".repeat(15)}${kb(firstPaint).padStart(9)}` +
    (firstPaintOver ? `  OVER its ${kb(FIRST_PAINT_BUDGET)} budget` : `  ≤ ${kb(FIRST_PAINT_BUDGET)}`),
);
const antdSheets = readdirSync(join(dist, "assets")).filter((file) => /^antd-[\w-]+\.css$/.test(file));
const antdStyles = antdSheets.reduce((sum, file) => sum + sizeOf(`assets/${file}`).br, 0);
const antdOver = antdSheets.length === 0 || antdStyles > ANTD_STYLES_BUDGET;
if (antdOver) over += 1;
console.log(
  `  antd's styles (stylesheet with the app)${" ".repeat(10)}${kb(antdStyles).padStart(9)}` +
    (antdSheets.length === 0
      ? "  MISSING from the build"
      : antdOver
        ? `  OVER its ${kb(ANTD_STYLES_BUDGET)} budget`
        : `  ≤ ${kb(ANTD_STYLES_BUDGET)}`),
);
for (const row of rows) {
  const failed = row.budget !== undefined && row.first > row.budget;
  if (failed) over += 1;
  if (row.budget !== undefined || process.argv.includes("--table")) {
    const verdict =
      row.budget === undefined ? "" : failed ? `  OVER its ${kb(row.budget)} budget` : `  ≤ ${kb(row.budget)}`;
    console.log(
      `  ${row.page.replace(/^src\/pages\/|\.tsx$/g, "").padEnd(40)} page ${kb(row.own).padStart(9)}` +
        `  first visit ${kb(row.first).padStart(9)} (gzip ${kb(row.firstGzip)})${verdict}`,
    );
  }
}
process.exit(over > 0 ? 1 : 0);
