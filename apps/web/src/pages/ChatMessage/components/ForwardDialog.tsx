import { IM_LIMITS, type ImForwardResult } from "@courtside/protocol";
import { useQuery } from "@tanstack/react-query";
import { Alert, App, Checkbox, Input, Modal, Radio, Typography } from "antd";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { fetchFriends } from "../../../api/friend";
import { forwardMessages } from "../../../api/im";
import { ImAvatar } from "../../../components/ImCommon/ImAvatar";
import { IM_KEYS } from "../../../components/ImCommon/queryKeys";
import { useImStore } from "../../../stores/im";

interface Target {
  key: string;
  conversationId: number | null;
  userId: number | null;
  name: string;
  avatar: string | null;
}

interface ForwardDialogProps {
  open: boolean;
  conversationId: number;
  seqs: number[];
  onClose: (forwarded: boolean) => void;
}

/** Forwards messages to up to 50 chats (spec section 5), one by one or merged, showing how many are chosen. */
export function ForwardDialog({ open, conversationId, seqs, onClose }: ForwardDialogProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const conversations = useImStore((state) => state.conversations);
  const friends = useQuery({ queryKey: IM_KEYS.friends, queryFn: ({ signal }) => fetchFriends(signal), enabled: open });
  const [chosen, setChosen] = useState<string[]>([]);
  const [filter, setFilter] = useState("");
  const [merged, setMerged] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failures, setFailures] = useState<ImForwardResult["results"]>([]);
  const max = IM_LIMITS.forwardTargetsMax;

  /** Recent chats first, then friends I have no chat with yet. */
  const targets = useMemo<Target[]>(() => {
    const list: Target[] = conversations
      .filter((conversation) => conversation.peer !== null)
      .map((conversation) => ({
        key: `c${conversation.id}`,
        conversationId: conversation.id,
        userId: null,
        name: conversation.peer?.nickname ?? "",
        avatar: conversation.peer?.avatar ?? null,
      }));
    const withChat = new Set(conversations.map((conversation) => conversation.peer?.id));
    for (const friend of friends.data?.list ?? []) {
      if (withChat.has(friend.id)) continue;
      list.push({
        key: `u${friend.id}`,
        conversationId: null,
        userId: friend.id,
        name: friend.remark || friend.nickname,
        avatar: friend.avatar,
      });
    }
    return list;
  }, [conversations, friends.data]);

  const shown = targets.filter((target) => target.name.toLowerCase().includes(filter.trim().toLowerCase()));
  const nameOf = (result: ImForwardResult["results"][number]) =>
    targets.find((target) =>
      result.conversationId !== null
        ? target.conversationId === result.conversationId
        : target.userId === result.userId,
    )?.name ?? "";

  const toggle = (key: string) =>
    setChosen((current) =>
      current.includes(key)
        ? current.filter((held) => held !== key)
        : current.length >= max
          ? current
          : [...current, key],
    );

  const submit = () => {
    const picked = targets.filter((target) => chosen.includes(target.key));
    setBusy(true);
    setFailures([]);
    forwardMessages({
      clientMsgId: globalThis.crypto.randomUUID(),
      conversationId,
      seqs,
      conversationIds: picked.flatMap((target) => (target.conversationId === null ? [] : [target.conversationId])),
      userIds: picked.flatMap((target) => (target.userId === null ? [] : [target.userId])),
      merged: merged && seqs.length > 1,
    })
      .then(({ results }) => {
        const failed = results.filter((result) => result.code !== 0);
        if (failed.length === 0) {
          void message.success(t("im.forward.done", { count: results.length }));
          setChosen([]);
          onClose(true);
        } else {
          setFailures(failed);
        }
      })
      .catch(() => undefined)
      .finally(() => setBusy(false));
  };

  return (
    <Modal
      open={open}
      title={t("im.forward.title")}
      okText={t("im.forward.send", { count: chosen.length })}
      cancelText={t("common.cancel")}
      okButtonProps={{ disabled: chosen.length === 0, loading: busy }}
      onOk={submit}
      onCancel={() => onClose(false)}
      destroyOnHidden
    >
      <Typography.Paragraph>{t("im.forward.messages", { count: seqs.length })}</Typography.Paragraph>
      {seqs.length > 1 && (
        <Radio.Group
          value={merged}
          onChange={(event) => setMerged(event.target.value === true)}
          className="im-forward__mode"
        >
          <Radio value={false}>{t("im.forward.oneByOne")}</Radio>
          <Radio value={true}>{t("im.forward.merged")}</Radio>
        </Radio.Group>
      )}
      <Input.Search
        value={filter}
        onChange={(event) => setFilter(event.target.value)}
        placeholder={t("im.forward.filter")}
        aria-label={t("im.forward.filter")}
        allowClear
      />
      <p className="im-forward__count" role="status">
        {t("im.forward.chosen", { count: chosen.length, max })}
      </p>
      <ul className="im-forward__list" aria-label={t("im.forward.targets")}>
        {shown.map((target) => {
          const checked = chosen.includes(target.key);
          return (
            <li key={target.key}>
              <Checkbox
                checked={checked}
                disabled={!checked && chosen.length >= max}
                onChange={() => toggle(target.key)}
              >
                <span className="im-forward__target">
                  <ImAvatar name={target.name} src={target.avatar} size={28} />
                  {target.name}
                </span>
              </Checkbox>
            </li>
          );
        })}
      </ul>
      {shown.length === 0 && <Typography.Paragraph type="secondary">{t("im.forward.none")}</Typography.Paragraph>}
      {failures.length > 0 && (
        <Alert
          type="warning"
          showIcon
          title={t("im.forward.someFailed")}
          description={
            <ul className="im-forward__failures">
              {failures.map((failure) => (
                <li key={`${failure.conversationId}-${failure.userId}`}>
                  {nameOf(failure)}: {failure.msg}
                </li>
              ))}
            </ul>
          }
        />
      )}
    </Modal>
  );
}
