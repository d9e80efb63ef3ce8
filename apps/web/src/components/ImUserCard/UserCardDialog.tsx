import { FRIEND_LIMITS, type FriendPresence, type FriendSource } from "@courtside/protocol";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { App, Button, Input, Modal, Space, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { blockUser, deleteFriend, fetchIsFriend, setRemark } from "../../api/friend";
import { useNow } from "../../hooks/useNow";
import { useSessionStore } from "../../stores/session";
import { useOnlineText } from "../ImCommon/format";
import { ImAvatar } from "../ImCommon/ImAvatar";
import { IM_KEYS } from "../ImCommon/queryKeys";
import { ApplyForm } from "./ApplyForm";
import { useOpenChat } from "./useOpenChat";
import "./ImUserCard.css";

export interface CardPerson {
  id: number;
  nickname: string;
  avatar: string | null;
  username?: string;
  remark?: string;
  /** Masked phone, when found by phone. */
  phone?: string | null;
  presence?: FriendPresence | null;
}

interface UserCardDialogProps {
  person: CardPerson | null;
  /** How they were found: passed on with a friend application (spec section 3, sources 1–6). */
  source: FriendSource;
  onClose: () => void;
}

/** A person's card: for a friend their remark, status, "send message", delete and blacklist; else "add friend". */
export function UserCardDialog({ person, source, onClose }: UserCardDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal open={person !== null} title={t("im.card.title")} onCancel={onClose} footer={null} destroyOnHidden>
      {person && <CardBody person={person} source={source} onClose={onClose} />}
    </Modal>
  );
}

function CardBody({ person, source, onClose }: { person: CardPerson; source: FriendSource; onClose: () => void }) {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const queryClient = useQueryClient();
  const me = useSessionStore((state) => state.userInfo?.uid ?? 0);
  const now = useNow(60_000);
  const onlineText = useOnlineText();
  const openChat = useOpenChat();
  const self = person.id === me;
  const friend = useQuery({
    queryKey: ["im", "friends", "isFriend", person.id],
    queryFn: ({ signal }) => fetchIsFriend(person.id, signal),
    enabled: !self,
  });
  const [remark, setRemarkDraft] = useState(person.remark ?? "");
  const [opening, setOpening] = useState(false);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: IM_KEYS.friendsRoot });
  const name = person.remark || person.nickname;

  const confirmThen = (title: string, run: () => Promise<unknown>) =>
    modal.confirm({
      title,
      okButtonProps: { danger: true },
      okText: t("common.ok"),
      cancelText: t("common.cancel"),
      onOk: () =>
        run()
          .then(() => {
            refresh();
            onClose();
          })
          .catch(() => undefined),
    });

  const sendMessage = () => {
    setOpening(true);
    openChat(person.id)
      .then(onClose)
      .catch(() => undefined)
      .finally(() => setOpening(false));
  };

  return (
    <div className="im-card">
      <div className="im-card__head">
        <ImAvatar name={person.nickname} src={person.avatar} size={64} />
        <div>
          <Typography.Title level={4} className="im-card__name">
            {name}
          </Typography.Title>
          {person.remark && <div>{t("im.card.nickname", { name: person.nickname })}</div>}
          {person.username && <div>{t("im.card.username", { username: person.username })}</div>}
          <div>{t("im.card.id", { id: person.id })}</div>
          {person.phone && <div>{t("im.card.phone", { phone: person.phone })}</div>}
          {person.presence && <div className="im-card__status">{onlineText(person.presence, now)}</div>}
        </div>
      </div>
      {self ? (
        <Typography.Paragraph type="secondary">{t("im.card.itsYou")}</Typography.Paragraph>
      ) : friend.data?.isFriend ? (
        <>
          <Space.Compact block className="im-card__remark">
            <Input
              value={remark}
              maxLength={FRIEND_LIMITS.remarkMax}
              onChange={(event) => setRemarkDraft(event.target.value)}
              aria-label={t("im.card.remark")}
              placeholder={t("im.card.remark")}
            />
            <Button
              onClick={() =>
                setRemark(person.id, remark.trim())
                  .then(() => {
                    void message.success(t("im.card.remarkSaved"));
                    refresh();
                  })
                  .catch(() => undefined)
              }
            >
              {t("im.card.saveRemark")}
            </Button>
          </Space.Compact>
          <Space wrap>
            <Button type="primary" loading={opening} onClick={sendMessage}>
              {t("im.card.sendMessage")}
            </Button>
            <Button
              danger
              onClick={() => confirmThen(t("im.card.deleteConfirm", { name }), () => deleteFriend(person.id))}
            >
              {t("im.card.delete")}
            </Button>
            <Button danger onClick={() => confirmThen(t("im.card.blockConfirm", { name }), () => blockUser(person.id))}>
              {t("im.card.block")}
            </Button>
          </Space>
        </>
      ) : friend.isPending ? null : (
        <>
          <ApplyForm userId={person.id} source={source} onDone={refresh} />
          <Space wrap>
            <Button loading={opening} onClick={sendMessage}>
              {t("im.card.sendMessage")}
            </Button>
            <Button danger onClick={() => confirmThen(t("im.card.blockConfirm", { name }), () => blockUser(person.id))}>
              {t("im.card.block")}
            </Button>
          </Space>
        </>
      )}
    </div>
  );
}
