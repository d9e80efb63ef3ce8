import { LANGUAGE_LIST, type Lang, RICH_TEXT_KINDS, type RichTextKind } from "@courtside/protocol";
import { useQuery } from "@tanstack/react-query";
import { Alert, App, Button, Segmented, Select, Skeleton, Space } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { resetRichText, saveRichText } from "../../../api/admin";
import { fetchRichText } from "../../../api/richText";
import { builtInHtml } from "../../../components/RichText/builtIn";
import { useDateTime } from "../../../hooks/useDateTime";
import { useLang } from "../../../hooks/useLang";
import { useAdminAction } from "../useAdminQuery";
import { RichTextEditor } from "./RichTextEditor";

/**
 * The agreements, FAQ, tutorial and live rules per language: edit with a preview, save (the
 * server sanitises), or go back to the built-in text. A language with nothing saved starts from
 * its built-in text.
 */
export function TextsTab() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const dateTime = useDateTime();
  const [kind, setKind] = useState<RichTextKind>("faq");
  const [lang, setLang] = useState<Lang>(useLang());
  const [mode, setMode] = useState<"edit" | "preview">("edit");
  const [draft, setDraft] = useState<string | null>(null);

  const stored = useQuery({
    queryKey: ["admin", "richText", kind, lang],
    queryFn: async ({ signal }) => {
      const text = await fetchRichText(kind, lang, signal);
      return { ...text, start: text.html ?? (await builtInHtml(kind, lang)) };
    },
    // The editor keeps its own draft: a refetch must not overwrite what is being typed.
    staleTime: Number.POSITIVE_INFINITY,
  });
  const save = useAdminAction((code, html: string) => saveRichText(code, kind, lang, html));
  const reset = useAdminAction((code, _: null) => resetRichText(code, kind, lang));

  const html = draft ?? stored.data?.start ?? "";
  const changed = draft !== null && draft !== stored.data?.start;

  const submit = async () => {
    const saved = await save.mutateAsync(html);
    setDraft(saved.html);
    await stored.refetch();
    void message.success(t("admin.texts.saved"));
  };
  const confirmReset = () =>
    modal.confirm({
      title: t("admin.texts.resetTitle"),
      content: t("admin.texts.resetConfirm"),
      okText: t("admin.texts.reset"),
      okButtonProps: { danger: true },
      onOk: async () => {
        await reset.mutateAsync(null);
        setDraft(null);
        await stored.refetch();
        void message.success(t("admin.texts.resetDone"));
      },
    });

  return (
    <div className="admin-texts">
      <Space wrap className="admin-texts__pickers">
        <Select<RichTextKind>
          aria-label={t("admin.texts.kind")}
          value={kind}
          // A new text or language starts from what is stored (or built in).
          onChange={(value) => {
            setKind(value);
            setDraft(null);
          }}
          options={RICH_TEXT_KINDS.map((value) => ({ value, label: t(`admin.texts.kinds.${value}`) }))}
          className="admin-texts__kind"
        />
        <Select<Lang>
          aria-label={t("admin.texts.lang")}
          value={lang}
          onChange={(value) => {
            setLang(value);
            setDraft(null);
          }}
          options={LANGUAGE_LIST.map((entry) => ({ value: entry.code, label: entry.name }))}
          className="admin-texts__lang"
        />
        <Segmented<"edit" | "preview">
          value={mode}
          onChange={setMode}
          options={[
            { value: "edit", label: t("admin.texts.edit") },
            { value: "preview", label: t("admin.texts.preview") },
          ]}
        />
      </Space>
      {stored.isPending ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : stored.isError ? (
        <Alert type="error" showIcon message={t("network.failed")} />
      ) : (
        <>
          <p className="admin-texts__state" role="status">
            {stored.data.updatedAt === null
              ? t("admin.texts.builtIn")
              : t("admin.texts.stored", { date: dateTime(stored.data.updatedAt) })}
            {changed && <span className="admin-texts__unsaved"> · {t("admin.texts.unsaved")}</span>}
          </p>
          {mode === "edit" ? (
            <RichTextEditor html={html} onChange={setDraft} label={t(`admin.texts.kinds.${kind}`)} />
          ) : (
            <article className="admin-texts__preview document rich-text" aria-label={t("admin.texts.preview")}>
              {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the admin's own draft, shown only to them; stored only after the server's sanitiser */}
              <div dangerouslySetInnerHTML={{ __html: html }} />
            </article>
          )}
          <Space wrap className="admin-texts__actions">
            <Button type="primary" onClick={() => void submit()} loading={save.isPending} disabled={html.trim() === ""}>
              {t("admin.texts.save")}
            </Button>
            <Button danger onClick={confirmReset} disabled={stored.data.updatedAt === null}>
              {t("admin.texts.reset")}
            </Button>
          </Space>
        </>
      )}
    </div>
  );
}
