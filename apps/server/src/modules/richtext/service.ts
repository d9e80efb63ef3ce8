import type { Lang, RichText, RichTextKind } from "@courtside/protocol";
import type { Db } from "../../db/client.js";
import type { Deps } from "../../deps.js";
import { ttlCache } from "../../infra/ttl-cache.js";
import type { AuditDraft } from "../admin/repo.js";
import * as repo from "./repo.js";
import { sanitizeRichText } from "./sanitize.js";

/** A saved text reaches every node's readers within this time (this node's at once). */
export const RICH_TEXT_CACHE_MS = 5_000;

interface RichTextDeps {
  /** Writes the audit row inside the save's own transaction. */
  recordAudit: (tx: Db, draft: AuditDraft) => Promise<void>;
}

/** Agreements, FAQ, tutorial and live rules as the super admin wrote them, per language. */
export function createRichTextService({ db }: Pick<Deps, "db">, { recordAudit }: RichTextDeps) {
  const cache = ttlCache<RichText>(RICH_TEXT_CACHE_MS, 64);
  const view = (kind: RichTextKind, lang: Lang, row: repo.RichTextRow | undefined): RichText => ({
    kind,
    lang,
    html: row?.html ?? null,
    updatedAt: row ? row.updatedAt.getTime() : null,
  });

  return {
    find(kind: RichTextKind, lang: Lang): Promise<RichText> {
      return cache.get(`${kind}:${lang}`, async () => view(kind, lang, await repo.find(db, kind, lang)));
    },

    /** Sanitised, then stored and audited in one transaction; answers what was stored. */
    async save(actorId: number, kind: RichTextKind, lang: Lang, html: string): Promise<RichText> {
      const clean = sanitizeRichText(html);
      const saved = await db.transaction(async (tx) => {
        const row = await repo.upsert(tx, { kind, lang, html: clean, updatedBy: actorId });
        await recordAudit(tx, {
          actorId,
          action: "richText.save",
          targetType: "richText",
          targetId: `${kind}:${lang}`,
          details: { kind, lang, length: clean.length, removed: html.length - clean.length },
        });
        return row;
      });
      cache.clear();
      return view(kind, lang, saved);
    },

    /** Back to the built-in text. */
    async reset(actorId: number, kind: RichTextKind, lang: Lang): Promise<RichText> {
      await db.transaction(async (tx) => {
        if (!(await repo.remove(tx, kind, lang))) return;
        await recordAudit(tx, {
          actorId,
          action: "richText.reset",
          targetType: "richText",
          targetId: `${kind}:${lang}`,
          details: { kind, lang },
        });
      });
      cache.clear();
      return view(kind, lang, undefined);
    },
  };
}
export type RichTextService = ReturnType<typeof createRichTextService>;
