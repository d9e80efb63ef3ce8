import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";
import { type ResourceLimits, Worker } from "node:worker_threads";

/**
 * Starts a worker thread beside the calling module: its production build (`built`, a file of
 * `dist/`) when the server runs as JavaScript, else its TypeScript `source` (tsx, the tests), in
 * which case the thread registers tsx's loader itself, since loaders given to a worker's execArgv
 * are not applied.
 */
export function startThread(
  from: string,
  entry: { source: string; built: string },
  workerData: unknown,
  resourceLimits?: ResourceLimits,
): Worker {
  const here = new URL(from);
  const options = { workerData, ...(resourceLimits ? { resourceLimits } : {}) };
  if (!here.pathname.endsWith(".ts")) return new Worker(new URL(entry.built, here), options);
  const source = new URL(entry.source, here).href;
  const tsx = pathToFileURL(
    createRequire(here)
      .resolve("tsx/esm/api")
      .replace(/index\.cjs$/, "index.mjs"),
  ).href;
  const boot = `import(${JSON.stringify(tsx)}).then((api) => { api.register(); return import(${JSON.stringify(source)}); })`;
  return new Worker(boot, { eval: true, ...options });
}
