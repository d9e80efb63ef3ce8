import type { RichTextKind } from "@courtside/protocol";
import { useQuery } from "@tanstack/react-query";
import { Skeleton } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { fetchRichText } from "../../api/richText";
import { useLang } from "../../hooks/useLang";
import { languageTag } from "../../i18n";
import { PageFrame } from "../PageFrame/PageFrame";
import "../Document/Document.css";
import "./RichText.css";

/**
 * A long text as the super admin saved it in the viewer's language, or the page's built-in text
 * (`children`) while none is saved or the call fails. The HTML was sanitised with the server's
 * allow-list before it was stored.
 */
export function RichTextPage({ kind, children }: { kind: RichTextKind; children: ReactNode }) {
  const { t } = useTranslation();
  const lang = useLang();
  const text = useQuery({
    queryKey: ["richText", kind, lang],
    queryFn: ({ signal }) => fetchRichText(kind, lang, signal),
    staleTime: 60_000,
    retry: 1,
  });
  if (text.isPending)
    return (
      <PageFrame>
        <Skeleton active paragraph={{ rows: 10 }} />
      </PageFrame>
    );
  if (!text.data?.html) return children;
  const updated = new Intl.DateTimeFormat(languageTag(lang), { dateStyle: "long" }).format(
    text.data.updatedAt ?? Date.now(),
  );
  return (
    <PageFrame>
      <article className="document rich-text">
        <p className="document__updated">{t("legal.updatedOn", { date: updated })}</p>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: stored only after the server's allow-list sanitiser */}
        <div dangerouslySetInnerHTML={{ __html: text.data.html }} />
      </article>
    </PageFrame>
  );
}
