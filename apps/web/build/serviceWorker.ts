import { fileURLToPath } from "node:url";
import { build, type Plugin } from "vite";

/**
 * Builds the service worker (src/sw/sw.ts) into `sw.js` at the root of the app build. It is one
 * classic script without imports (every browser with push runs those in a worker), named without a
 * hash so its address and scope stay the app's root; the server revalidates it on each load.
 * Emitted into the main build, it is precompressed with the rest.
 */
export function serviceWorker(entry: URL): Plugin {
  return {
    name: "courtside:service-worker",
    apply: "build",
    async generateBundle() {
      const result = await build({
        configFile: false,
        logLevel: "warn",
        resolve: {
          // The worker never builds a schema; the app's zod set-up is for pages (see src/zodCsp.ts).
          alias: [{ find: /^zod$/, replacement: fileURLToPath(new URL("../src/zodCsp.ts", import.meta.url)) }],
        },
        build: {
          write: false,
          minify: true,
          lib: { entry: fileURLToPath(entry), formats: ["iife"], name: "courtsideWorker", fileName: () => "sw.js" },
          rolldownOptions: { treeshake: { manualPureFunctions: ["z"] } },
        },
      });
      const outputs = Array.isArray(result) ? result : [result];
      for (const output of outputs) {
        if (!("output" in output)) continue;
        const chunk = output.output.find((item) => item.type === "chunk");
        if (chunk?.type === "chunk") this.emitFile({ type: "asset", fileName: "sw.js", source: chunk.code });
      }
    },
  };
}
