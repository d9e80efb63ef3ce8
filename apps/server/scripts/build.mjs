// Builds the server to JavaScript for production: `dist/main.js` (the server), `dist/worker.js`
// (the stage's SFU thread), `dist/pglite-thread.js` (the embedded database's thread) and the
// command-line tools `dist/admin.js` and `dist/matches.js` (which `npm run admin` and `npm run
// matches` run from source; the test command's process tests run these), with the shared contract
// package bundled in and every other package left to node_modules, plus the migrations the server
// applies at start and a migrated embedded database that a first start copies (made once per set
// of migrations, kept in `.cache/`).
import { execFileSync } from "node:child_process";
import { cp, readFile, rm } from "node:fs/promises";
import { build } from "esbuild";

const root = new URL("..", import.meta.url).pathname;
const started = Date.now();

/** Packages stay external (resolved from node_modules at run time), the workspace's own are bundled. */
const externalPackages = {
  name: "external-packages",
  setup(context) {
    context.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith("@courtside/") ? undefined : { path: args.path, external: true },
    );
  },
};

await rm(`${root}dist`, { recursive: true, force: true });
await build({
  absWorkingDir: root,
  entryPoints: {
    main: "src/main.ts",
    worker: "src/modules/stage/sfu/worker.ts",
    "pglite-thread": "src/db/pglite-thread.ts",
    "pglite-template": "src/scripts/pglite-template.ts",
    admin: "src/scripts/admin.ts",
    matches: "src/scripts/matches.ts",
  },
  outdir: "dist",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  sourcemap: true,
  plugins: [externalPackages],
  logLevel: "warning",
});
await cp(`${root}src/db/migrations`, `${root}dist/migrations`, { recursive: true });
execFileSync(process.execPath, [`${root}dist/pglite-template.js`, `${root}.cache`], { stdio: "inherit" });
const { version } = JSON.parse(await readFile(`${root}package.json`, "utf8"));
console.log(`server ${version} built to dist/ in ${Date.now() - started} ms`);
