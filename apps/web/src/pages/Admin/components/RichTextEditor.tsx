import { EditorContent, useEditor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { Button, Tooltip } from "antd";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";

const LINK_ICON = (
  <svg viewBox="0 0 24 24" width="14" height="14" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden>
    <path d="M10 13a5 5 0 0 0 7.54.54l3-3a5 5 0 0 0-7.07-7.07l-1.72 1.71" />
    <path d="M14 11a5 5 0 0 0-7.54-.54l-3 3a5 5 0 0 0 7.07 7.07l1.71-1.71" />
  </svg>
);

interface RichTextEditorProps {
  /** The text to edit; replaces the editor's content whenever it changes. */
  html: string;
  onChange: (html: string) => void;
  label: string;
}

/**
 * TipTap with the marks and blocks the server's allow-list keeps: headings, bold, italic,
 * underline, lists, quotes, links. Whatever is pasted in, the server stores only those.
 */
export function RichTextEditor({ html, onChange, label }: RichTextEditorProps) {
  const { t } = useTranslation();
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        code: false,
        codeBlock: false,
        link: { openOnClick: false, autolink: true, protocols: ["mailto"], defaultProtocol: "https" },
      }),
    ],
    content: html,
    shouldRerenderOnTransaction: true,
    editorProps: {
      attributes: {
        class: "admin-texts__editor document rich-text",
        "aria-label": label,
        role: "textbox",
        "aria-multiline": "true",
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.getHTML()),
  });

  useEffect(() => {
    if (editor && html !== editor.getHTML()) editor.commands.setContent(html, { emitUpdate: false });
  }, [editor, html]);

  if (!editor) return null;
  const chain = () => editor.chain().focus();
  const link = () => {
    const previous = editor.getAttributes("link").href as string | undefined;
    const href = window.prompt(t("admin.texts.tools.linkPrompt"), previous ?? "https://");
    if (href === null) return;
    if (href.trim() === "") chain().extendMarkRange("link").unsetLink().run();
    else chain().extendMarkRange("link").setLink({ href: href.trim() }).run();
  };
  const tools = [
    { key: "bold", text: "B", active: editor.isActive("bold"), run: () => chain().toggleBold().run() },
    { key: "italic", text: "I", active: editor.isActive("italic"), run: () => chain().toggleItalic().run() },
    { key: "underline", text: "U", active: editor.isActive("underline"), run: () => chain().toggleUnderline().run() },
    {
      key: "heading2",
      text: "H2",
      active: editor.isActive("heading", { level: 2 }),
      run: () => chain().toggleHeading({ level: 2 }).run(),
    },
    {
      key: "heading3",
      text: "H3",
      active: editor.isActive("heading", { level: 3 }),
      run: () => chain().toggleHeading({ level: 3 }).run(),
    },
    {
      key: "bulletList",
      text: "•",
      active: editor.isActive("bulletList"),
      run: () => chain().toggleBulletList().run(),
    },
    {
      key: "orderedList",
      text: "1.",
      active: editor.isActive("orderedList"),
      run: () => chain().toggleOrderedList().run(),
    },
    { key: "quote", text: "❝", active: editor.isActive("blockquote"), run: () => chain().toggleBlockquote().run() },
    { key: "link", text: LINK_ICON, active: editor.isActive("link"), run: link },
    { key: "undo", text: "↶", active: false, run: () => chain().undo().run() },
    { key: "redo", text: "↷", active: false, run: () => chain().redo().run() },
  ] as const;

  return (
    <div className="admin-texts__box">
      <div className="admin-texts__toolbar" role="toolbar" aria-label={t("admin.texts.tools.label")}>
        {tools.map((tool) => (
          <Tooltip key={tool.key} title={t(`admin.texts.tools.${tool.key}`)}>
            <Button
              size="small"
              type={tool.active ? "primary" : "default"}
              aria-label={t(`admin.texts.tools.${tool.key}`)}
              aria-pressed={tool.key === "undo" || tool.key === "redo" ? undefined : tool.active}
              // The text keeps the focus (and its selection) when a tool is clicked, so typing goes on
              // where it was; from the keyboard, Tab reaches the tools as usual.
              onMouseDown={(event) => event.preventDefault()}
              onClick={tool.run}
            >
              <span aria-hidden>{tool.text}</span>
            </Button>
          </Tooltip>
        ))}
      </div>
      <EditorContent editor={editor} />
    </div>
  );
}
