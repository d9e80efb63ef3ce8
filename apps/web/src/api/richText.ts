import type { Lang, RichText, RichTextKind } from "@courtside/protocol";
import { post } from "./client";

/** A long text as a super admin saved it in a language; `html` null means "show the built-in one". */
export const fetchRichText = (kind: RichTextKind, lang: Lang, signal?: AbortSignal) =>
  post<RichText>("/common_face/find_rich_text", { kind, lang }, { signal, silent: true });
