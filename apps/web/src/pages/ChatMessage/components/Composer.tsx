import { type GroupMember, IM_LIMITS, type ImMentions } from "@courtside/protocol";
import { App, Button, Dropdown, Input, type MenuProps } from "antd";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { PhrasePicker } from "../../../components/ChatRoom/PhrasePicker";
import "../../../components/ChatRoom/ChatRoom.css";
import { ImageIcon, PaperclipIcon } from "../../../components/ImCommon/icons";
import { ImageRuleError } from "../../../images/compress";
import {
  AttachmentError,
  acceptFor,
  type PreparedAttachment,
  prepareFile,
  preparePicture,
  prepareVideo,
  uploadPurpose,
} from "../attachments";
import { insertMention, mentionQuery, mentionsOf, type PickedMention } from "../group/groupState";
import { EmojiPicker } from "./EmojiPicker";
import { MentionPicker } from "./group/MentionPicker";

/** In a group: who `@` may name, and whether "everyone" is one of them. */
export interface ComposerMentions {
  members: GroupMember[];
  me: number;
  mayMentionAll: boolean;
}

interface ComposerProps {
  /** Why I cannot write here, if I cannot (e.g. "they take messages from friends only"). */
  blocked: string | null;
  onSendText: (text: string, at?: ImMentions) => void;
  onAttach: (prepared: PreparedAttachment) => void;
  onPickCard: () => void;
  mentions?: ComposerMentions;
}

/** Videos and files need the server to take them; pictures always go. */
const videoPurpose = uploadPurpose("video");
const filePurpose = uploadPurpose("file");

/** The message box: text (Enter sends, Shift+Enter breaks the line), emoji, phrases, pictures, videos, files, cards. */
export function Composer({ blocked, onSendText, onAttach, onPickCard, mentions }: ComposerProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [text, setText] = useState("");
  const [preparing, setPreparing] = useState(false);
  const pictureInput = useRef<HTMLInputElement>(null);
  const videoInput = useRef<HTMLInputElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const disabled = blocked !== null;
  const [caret, setCaret] = useState(0);
  const [picked, setPicked] = useState<PickedMention[]>([]);
  const box = useRef<HTMLTextAreaElement>(null);
  const query = mentions ? mentionQuery(text, caret) : null;

  // After a pick, the caret goes right after the inserted name.
  useEffect(() => {
    const area = box.current;
    if (area && document.activeElement === area && area.selectionStart !== caret) area.setSelectionRange(caret, caret);
  }, [caret]);

  const submit = () => {
    const trimmed = text.trim();
    if (!trimmed || disabled) return;
    const at = mentions ? mentionsOf(trimmed, picked) : null;
    onSendText(trimmed, at && (at.all || at.userIds.length > 0) ? at : undefined);
    setText("");
    setPicked([]);
    setCaret(0);
  };

  const pick = (mention: PickedMention) => {
    const next = insertMention(text, caret, mention.name);
    setText(next.text.slice(0, IM_LIMITS.textMax));
    setPicked((current) => [...current, mention]);
    setCaret(next.caret);
    box.current?.focus();
  };

  const insert = (piece: string) => setText((current) => `${current}${piece}`.slice(0, IM_LIMITS.textMax));

  const attach = async (
    files: FileList | null,
    prepare: (file: File) => Promise<PreparedAttachment> | PreparedAttachment,
  ) => {
    const picked = [...(files ?? [])];
    setPreparing(true);
    try {
      for (const file of picked) {
        try {
          onAttach(await prepare(file));
        } catch (error) {
          if (error instanceof AttachmentError) void message.error(t(`errors.${error.key}`, error.params));
          else if (error instanceof ImageRuleError) void message.error(t(`errors.${error.key}`));
          else void message.error(t("im.composer.attachFailed"));
        }
      }
    } finally {
      setPreparing(false);
    }
  };

  const moreItems: MenuProps["items"] = [
    ...(videoPurpose ? [{ key: "video", label: t("im.composer.video") }] : []),
    ...(filePurpose ? [{ key: "file", label: t("im.composer.file") }] : []),
    { key: "card", label: t("im.composer.card") },
  ];
  const onMore: MenuProps["onClick"] = ({ key }) => {
    if (key === "video") videoInput.current?.click();
    else if (key === "file") fileInput.current?.click();
    else if (key === "card") onPickCard();
  };

  return (
    <div className="im-composer">
      {blocked && (
        <p className="im-composer__blocked" role="status">
          {blocked}
        </p>
      )}
      <div className="im-composer__tools">
        <EmojiPicker onPick={insert} disabled={disabled} />
        <PhrasePicker disabled={disabled} onPick={insert} />
        <Button
          type="text"
          icon={<ImageIcon />}
          disabled={disabled}
          loading={preparing}
          aria-label={t("im.composer.picture")}
          onClick={() => pictureInput.current?.click()}
        />
        <Dropdown menu={{ items: moreItems, onClick: onMore }} trigger={["click"]} disabled={disabled}>
          <Button type="text" icon={<PaperclipIcon />} aria-label={t("im.composer.more")} />
        </Dropdown>
        <input
          ref={pictureInput}
          type="file"
          accept="image/png,image/jpeg,image/webp,image/gif"
          multiple
          hidden
          aria-label={t("im.composer.picture")}
          onChange={(event) => {
            void attach(event.target.files, preparePicture);
            event.target.value = "";
          }}
        />
        {videoPurpose && (
          <input
            ref={videoInput}
            type="file"
            accept={acceptFor(videoPurpose)}
            hidden
            aria-label={t("im.composer.video")}
            onChange={(event) => {
              void attach(event.target.files, (file) => prepareVideo(file, videoPurpose));
              event.target.value = "";
            }}
          />
        )}
        {filePurpose && (
          <input
            ref={fileInput}
            type="file"
            accept={acceptFor(filePurpose)}
            hidden
            aria-label={t("im.composer.file")}
            onChange={(event) => {
              void attach(event.target.files, (file) => prepareFile(file, filePurpose));
              event.target.value = "";
            }}
          />
        )}
      </div>
      {mentions && query !== null && (
        <MentionPicker
          query={query}
          members={mentions.members}
          me={mentions.me}
          mayMentionAll={mentions.mayMentionAll}
          onPick={pick}
        />
      )}
      <div className="im-composer__row">
        <Input.TextArea
          ref={(instance) => {
            box.current = instance?.resizableTextArea?.textArea ?? null;
          }}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setCaret(event.target.selectionStart);
          }}
          onSelect={(event) => setCaret(event.currentTarget.selectionStart)}
          onKeyDown={(event) => {
            if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              submit();
            }
          }}
          autoSize={{ minRows: 1, maxRows: 5 }}
          maxLength={IM_LIMITS.textMax}
          disabled={disabled}
          placeholder={t("im.composer.placeholder")}
          aria-label={t("im.composer.label")}
        />
        <Button type="primary" onClick={submit} disabled={disabled || text.trim() === ""}>
          {t("im.composer.send")}
        </Button>
      </div>
    </div>
  );
}
