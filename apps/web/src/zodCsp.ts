import { config } from "zod";

/**
 * zod compiles object parsers with `new Function`, probing for it when each object schema is
 * built. Our CSP forbids eval: zod would fall back by itself, but only after the browser logged
 * (and reported) a CSP violation. So this runs before anything imports a schema: main.tsx imports
 * it first. (zod comes with @courtside/protocol, whose schemas the web uses.)
 */
config({ jitless: true });
