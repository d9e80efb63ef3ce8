import { IM_MESSAGE_TYPE, type ImMessage, type ImMessageBody } from "@courtside/protocol";
import { Button, Checkbox, Dropdown, type MenuProps, Progress } from "antd";
import { useTranslation } from "react-i18next";
import { useClock, useGroupTipText } from "../../../components/ImCommon/format";
import { ImAvatar } from "../../../components/ImCommon/ImAvatar";
import { MoreIcon } from "../../../components/ImCommon/icons";
import type { PendingMessage } from "../threadState";
import { type MergedBody, MessageBody } from "./MessageBody";

export type MessageAction = "copy" | "forward" | "revoke" | "delete" | "select";

export interface Person {
  name: string;
  avatar: string | null;
}

interface BubbleProps {
  mine: boolean;
  sender: Person;
  body: ImMessageBody;
  createdAt: number;
  onOpenCard: (userId: number) => void;
  onOpenMerged: (body: MergedBody) => void;
  status?: React.ReactNode;
  menu?: React.ReactNode;
  select?: React.ReactNode;
  highlighted?: boolean;
  seq?: number;
}

function Bubble({
  mine,
  sender,
  body,
  createdAt,
  onOpenCard,
  onOpenMerged,
  status,
  menu,
  select,
  highlighted,
  seq,
}: BubbleProps) {
  const clock = useClock();
  const plain = body.type === IM_MESSAGE_TYPE.picture || body.type === IM_MESSAGE_TYPE.video;
  return (
    <div className={`im-row${mine ? " im-row--mine" : ""}${highlighted ? " is-highlighted" : ""}`} data-seq={seq}>
      {select}
      {!mine && <ImAvatar name={sender.name} src={sender.avatar} size={32} />}
      <div className="im-row__main">
        <span className="im-sr-only">{sender.name}</span>
        <div className={`im-bubble${plain ? " im-bubble--media" : ""}`}>
          <MessageBody body={body} onOpenCard={onOpenCard} onOpenMerged={onOpenMerged} />
        </div>
        <div className="im-row__meta">
          <time dateTime={new Date(createdAt).toISOString()}>{clock(createdAt)}</time>
          {status}
        </div>
      </div>
      {menu}
    </div>
  );
}

interface StoredRowProps {
  message: ImMessage;
  me: number;
  peer: Person;
  self: Person;
  /** Single chats: the peer has read up to here. */
  peerReadSeq: number | null;
  /** Groups: "read by N" under my message. */
  readBy?: React.ReactNode;
  selecting: boolean;
  selected: boolean;
  highlighted: boolean;
  onToggle: (seq: number) => void;
  onAction: (action: MessageAction, message: ImMessage) => void;
  onOpenCard: (userId: number) => void;
  onOpenMerged: (body: MergedBody) => void;
}

/** A stored message: its bubble, time, read state (mine) and its menu. */
export function StoredRow(props: StoredRowProps) {
  const { message, me, peer, self, peerReadSeq, selecting, selected, highlighted } = props;
  const { t } = useTranslation();
  const tipText = useGroupTipText();
  const mine = message.senderId === me;
  // What happened in a group is a line of its own in the middle, from nobody's bubble.
  if (message.type === IM_MESSAGE_TYPE.groupTip && message.content) {
    return (
      <p className="im-notice im-notice--tip" data-seq={message.seq}>
        {tipText(message.content)}
      </p>
    );
  }
  if (message.revoked) {
    return (
      <p className="im-notice" data-seq={message.seq}>
        {mine ? t("im.message.revokedByMe") : t("im.message.revokedBy", { name: peer.name })}
      </p>
    );
  }
  const items: MenuProps["items"] = [
    ...(message.type === IM_MESSAGE_TYPE.text ? [{ key: "copy", label: t("im.action.copy") }] : []),
    { key: "forward", label: t("im.action.forward") },
    { key: "select", label: t("im.action.select") },
    ...(mine ? [{ key: "revoke", label: t("im.action.revoke") }] : []),
    { key: "delete", label: t("im.action.delete"), danger: true },
  ];
  const onClick: MenuProps["onClick"] = ({ key }) => {
    if (key === "copy" || key === "forward" || key === "revoke" || key === "delete" || key === "select") {
      props.onAction(key, message);
    }
  };
  const read = peerReadSeq !== null && message.seq <= peerReadSeq;
  return (
    <Dropdown menu={{ items, onClick }} trigger={["contextMenu"]} disabled={selecting}>
      <div>
        <Bubble
          mine={mine}
          sender={mine ? self : peer}
          body={message}
          createdAt={message.createdAt}
          onOpenCard={props.onOpenCard}
          onOpenMerged={props.onOpenMerged}
          highlighted={highlighted}
          seq={message.seq}
          select={
            selecting ? (
              <Checkbox
                className="im-row__select"
                checked={selected}
                onChange={() => props.onToggle(message.seq)}
                aria-label={t("im.select.one")}
              />
            ) : undefined
          }
          status={
            mine && props.readBy ? (
              props.readBy
            ) : mine && peerReadSeq !== null ? (
              <span className={read ? "im-status im-status--read" : "im-status"}>
                {read ? t("im.message.read") : t("im.message.unread")}
              </span>
            ) : undefined
          }
          menu={
            selecting ? undefined : (
              <Dropdown menu={{ items, onClick }} trigger={["click"]}>
                <Button
                  type="text"
                  size="small"
                  className="im-row__menu"
                  icon={<MoreIcon />}
                  aria-label={t("im.action.menu")}
                />
              </Dropdown>
            )
          }
        />
      </div>
    </Dropdown>
  );
}

interface PendingRowProps {
  pending: PendingMessage;
  self: Person;
  onRetry: (clientMsgId: string) => void;
  onDiscard: (clientMsgId: string) => void;
  onOpenCard: (userId: number) => void;
  onOpenMerged: (body: MergedBody) => void;
}

/** A send of mine not stored yet: uploading with its progress, sending, or failed with a retry. */
export function PendingRow({ pending, self, onRetry, onDiscard, onOpenCard, onOpenMerged }: PendingRowProps) {
  const { t } = useTranslation();
  const failed = pending.status === "failed";
  const status = failed ? (
    <span className="im-status im-status--failed" role="alert">
      {pending.error ?? t("im.message.sendFailed")}
      <Button size="small" type="link" onClick={() => onRetry(pending.clientMsgId)}>
        {t("im.message.retry")}
      </Button>
      <Button size="small" type="link" danger onClick={() => onDiscard(pending.clientMsgId)}>
        {t("im.message.discard")}
      </Button>
    </span>
  ) : (
    <span className="im-status">
      {pending.progress !== null ? (
        <Progress
          percent={pending.progress}
          size="small"
          className="im-status__progress"
          aria-label={t("im.message.uploading", { percent: pending.progress })}
        />
      ) : (
        t("im.message.sending")
      )}
    </span>
  );
  return (
    <Bubble
      mine
      sender={self}
      body={pending.body}
      createdAt={pending.createdAt}
      onOpenCard={onOpenCard}
      onOpenMerged={onOpenMerged}
      status={status}
    />
  );
}
