import { CONVERSATION_TYPE, IM_MESSAGE_TYPE, type Lang, PUSH_TYPE, type PushKey, pushText } from "@courtside/protocol";
import type { UnreadMember } from "./repo.js";
import type { NoticeDraft } from "./service.js";

const PREVIEW_MAX = 100;

const LABEL: Partial<Record<number, PushKey>> = {
  [IM_MESSAGE_TYPE.picture]: "messagePicture",
  [IM_MESSAGE_TYPE.video]: "messageVideo",
  [IM_MESSAGE_TYPE.file]: "messageFile",
  [IM_MESSAGE_TYPE.card]: "messageCard",
  [IM_MESSAGE_TYPE.merged]: "messageMerged",
};

const field = (content: unknown, key: string): unknown =>
  typeof content === "object" && content !== null ? Reflect.get(content, key) : undefined;

/** A message as one line: its text, or what kind of message it is. */
function preview(lang: Lang, type: number, content: unknown): string {
  const label = LABEL[type];
  if (label) return pushText(lang, label);
  const text = field(content, "text");
  if (typeof text !== "string") return pushText(lang, "messageBody");
  return text.length > PREVIEW_MAX ? `${text.slice(0, PREVIEW_MAX - 1)}…` : text;
}

/** A picture message's picture (spec `openIMContentDTO.ImageURL`, the content's `bigPicture.url`). */
function pictureOf(type: number, content: unknown): string {
  if (type !== IM_MESSAGE_TYPE.picture) return "";
  const url = field(field(content, "bigPicture"), "url") ?? field(content, "url");
  return typeof url === "string" ? url : "";
}

/**
 * The folded notice of a conversation for one member (type 8): the latest unread message from
 * someone else, and how many there are. One per conversation: each new one replaces it.
 */
export function messageNoticeDraft(conversationId: number, member: UnreadMember): NoticeDraft {
  const { message, sender, unread } = member;
  const group = member.conversationType === CONVERSATION_TYPE.group;
  const groupName = group ? (member.groupName ?? "") : "";
  // In a group the title says where it was said too: "Sender · Group".
  const title = groupName ? `${sender.nickname} · ${groupName}` : sender.nickname;
  return {
    type: PUSH_TYPE.instantMessage,
    dedupeKey: `im:${conversationId}`,
    replace: true,
    data: {
      type: PUSH_TYPE.instantMessage,
      conversationId,
      openIMContentDTO: {
        GroupId: group ? String(conversationId) : "",
        GroupName: groupName,
        SenderName: sender.nickname,
        MessageType: message.type,
        ImageURL: pictureOf(message.type, message.content),
      },
    },
    text: (lang) => {
      const line = preview(lang, message.type, message.content);
      return {
        title,
        body: unread > 1 ? pushText(lang, "messageMore", { count: unread, text: line }) : line,
      };
    },
  };
}
