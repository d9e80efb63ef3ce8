import { z } from "zod";

/** Every HTTP response body: `{ success, code, msg, data }`, `code` 0 on success. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({
    success: z.boolean(),
    code: z.number().int(),
    msg: z.string(),
    data,
  });
}

export const errorEnvelopeSchema = envelope(z.unknown().nullable());
export type Envelope<T> = { success: boolean; code: number; msg: string; data: T };

/** Detail carried in `data` when a request fails schema validation. */
export const fieldErrorSchema = z.object({
  field: z.string().describe("dotted path of the failing field, e.g. body.username"),
  message: z.string(),
});
export type FieldError = z.infer<typeof fieldErrorSchema>;
