import { IM_MESSAGE_TYPE, type ImMessageBody, type imMergedContentSchema } from "@courtside/protocol";
import { Image } from "antd";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { fileSize, useGroupTipText, useTypeLabel } from "../../../components/ImCommon/format";
import { ImAvatar } from "../../../components/ImCommon/ImAvatar";
import { CardIcon, FileIcon } from "../../../components/ImCommon/icons";

/** A merged forward with its messages (never a revoked one: that has no content to open). */
export type MergedBody = { type: typeof IM_MESSAGE_TYPE.merged; content: z.infer<typeof imMergedContentSchema> };

interface MessageBodyProps {
  body: ImMessageBody;
  /** Opens a shared card (the person, with "add friend" or "send message"). */
  onOpenCard?: (userId: number) => void;
  /** Opens a merged forward's messages. */
  onOpenMerged?: (body: MergedBody) => void;
}

/** What a bubble holds, by message type (spec section 3: 102 picture, 104 video; files, cards, merged forwards). */
export function MessageBody({ body, onOpenCard, onOpenMerged }: MessageBodyProps) {
  const { t } = useTranslation();
  const typeLabel = useTypeLabel();
  const tipText = useGroupTipText();
  if (body.content === null) return <span className="im-body__text">{typeLabel(body.type)}</span>;
  switch (body.type) {
    case IM_MESSAGE_TYPE.text:
      return <span className="im-body__text">{body.content.text}</span>;
    case IM_MESSAGE_TYPE.picture: {
      const { thumbnail, bigPicture } = body.content;
      return (
        <Image
          className="im-body__picture"
          src={thumbnail.url}
          width={thumbnail.width}
          height={thumbnail.height}
          alt={t("im.preview.picture")}
          preview={{ src: bigPicture.url, cover: t("im.message.openPicture") }}
        />
      );
    }
    case IM_MESSAGE_TYPE.video: {
      const { videoUrl, poster, duration } = body.content;
      const size = Math.max(poster.width, poster.height, 1);
      const scale = Math.min(1, 280 / size);
      return (
        <figure className="im-body__video">
          {/* Chat videos have no captions to offer: they are the users' own clips. */}
          {/* biome-ignore lint/a11y/useMediaCaption: user clips come without captions */}
          <video
            src={videoUrl}
            poster={poster.url}
            controls
            preload="none"
            width={Math.round(poster.width * scale)}
            height={Math.round(poster.height * scale)}
            aria-label={t("im.message.videoLabel", { seconds: Math.round(duration), count: Math.round(duration) })}
          />
          <figcaption>{t("im.message.videoLength", { seconds: Math.round(duration) })}</figcaption>
        </figure>
      );
    }
    case IM_MESSAGE_TYPE.file:
      return (
        <a
          className="im-body__file"
          href={body.content.url}
          download={body.content.name}
          target="_blank"
          rel="noreferrer"
        >
          <span className="im-body__file-icon">
            <FileIcon />
          </span>
          <span className="im-body__file-name">{body.content.name}</span>
          <span className="im-body__file-size">{fileSize(body.content.size)}</span>
        </a>
      );
    case IM_MESSAGE_TYPE.card: {
      const { userId, nickname, avatar } = body.content;
      return (
        <button type="button" className="im-body__card" onClick={() => onOpenCard?.(userId)}>
          <ImAvatar name={nickname} src={avatar} size={36} />
          <span className="im-body__card-text">
            <strong>{nickname}</strong>
            <span>
              <CardIcon /> {t("im.message.cardLabel")}
            </span>
          </span>
        </button>
      );
    }
    case IM_MESSAGE_TYPE.groupTip:
      return <span className="im-body__text">{tipText(body.content)}</span>;
    case IM_MESSAGE_TYPE.merged: {
      const merged: MergedBody = { type: body.type, content: body.content };
      return (
        <button type="button" className="im-body__merged" onClick={() => onOpenMerged?.(merged)}>
          <strong>{merged.content.title || t("im.merged.title")}</strong>
          <span className="im-body__merged-lines">
            {merged.content.items.slice(0, 3).map((item, index) => (
              // Items have no ids of their own; their order never changes.
              // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list
              <span key={index}>
                {item.senderNickname}: {mergedItemText(item, typeLabel)}
              </span>
            ))}
          </span>
          <span className="im-body__merged-count">{t("im.merged.count", { count: merged.content.items.length })}</span>
        </button>
      );
    }
  }
}

/** One line of a merged forward: a text's words, or what kind of message it was. */
export function mergedItemText(
  item: { type: number; content: Record<string, unknown> },
  typeLabel: (type: number) => string,
): string {
  const text = item.content.text;
  return item.type === IM_MESSAGE_TYPE.text && typeof text === "string" ? text : typeLabel(item.type);
}
