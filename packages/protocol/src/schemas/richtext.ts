import { z } from "zod";
import { langSchema } from "../languages.js";
import { multilineText } from "./primitives.js";

/**
 * The long texts a super admin edits per language (spec section 5: rich text, sanitised with an
 * allow-list): the two agreements, the FAQ, the live tutorial and the live rules.
 */
export const RICH_TEXT_KINDS = ["serviceAgreement", "privacyAgreement", "faq", "tutorial", "liveRules"] as const;
export const richTextKindSchema = z.enum(RICH_TEXT_KINDS);
export type RichTextKind = z.infer<typeof richTextKindSchema>;

/** The most a stored text may hold, as HTML (about 30 printed pages). */
export const RICH_TEXT_MAX = 200_000;

/** `common_face/find_rich_text`: one text in a language (the request's language when omitted). */
export const findRichTextBodySchema = z.object({ kind: richTextKindSchema, lang: langSchema.optional() });

/** `html` is null while nothing is stored: the web shows its built-in text. */
export const richTextSchema = z.object({
  kind: richTextKindSchema,
  lang: langSchema,
  html: z.string().nullable(),
  updatedAt: z.number().int().nullable(),
});
export type RichText = z.infer<typeof richTextSchema>;

/** `admin/rich_text/save`: the HTML is sanitised on the server before it is stored. */
export const saveRichTextBodySchema = z.object({
  kind: richTextKindSchema,
  lang: langSchema,
  html: multilineText().max(RICH_TEXT_MAX, "textTooLong"),
});
/** `admin/rich_text/reset`: back to the built-in text. */
export const resetRichTextBodySchema = z.object({ kind: richTextKindSchema, lang: langSchema });
