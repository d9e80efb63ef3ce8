import { z } from "zod";
import { localizedNamesSchema } from "../names.js";
import { INT32_MAX, intIn } from "./primitives.js";

/** A match or anchor column (tab) with its name in every language (spec section 3). */
export const columnSchema = localizedNamesSchema.extend({
  id: z.number().int(),
  sportId: z.number().int().nullable().describe("the sport the column lists; null for all or other"),
  sort: z.number().int(),
});
export type Column = z.infer<typeof columnSchema>;
export const columnListSchema = z.array(columnSchema);

/** The column a list is filtered by; 0 lists every column. */
export const columnFilterSchema = intIn(0, INT32_MAX, "invalidId").default(0);
