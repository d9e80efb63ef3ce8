import { z } from "zod";
import { LANGS } from "./language-list.js";

// The languages themselves are plain data in language-list.ts, so code that only reads them (the
// web app's first screen) does not bring zod along.
export * from "./language-list.js";

export const langSchema = z.enum(LANGS);
