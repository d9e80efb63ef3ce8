import { config } from "zod/v4/core";

/**
 * zod compiles object parsers with `new Function`, probing for it when each object schema is
 * built. Our CSP forbids eval: zod would fall back by itself, but only after the browser logged
 * (and reported) a CSP violation. So in the web build every `import … from "zod"` resolves to this
 * module (vite.config.ts): zod is switched to its eval-free mode before any schema exists, in
 * whichever chunk first needs zod, and visitors of pages without schemas never download zod.
 */
config({ jitless: true });

export * from "zod/v4";
export { default } from "zod/v4";
