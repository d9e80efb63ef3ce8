import { z } from "zod";

/** A name in all 8 languages, in the field layout of spec section 3 (matchColumnList). */
export const localizedNamesSchema = z.object({
  name: z.string().describe("Simplified Chinese (source text)"),
  nameTw: z.string(),
  nameIdn: z.string(),
  nameVn: z.string(),
  nameTh: z.string(),
  namePor: z.string(),
  nameHin: z.string(),
  nameEn: z.string(),
});
export type LocalizedNames = z.infer<typeof localizedNamesSchema>;

// Reading the names is plain code in local-names.ts, so code that only reads them (the web app's
// first screen) does not bring zod along.
export * from "./local-names.js";
